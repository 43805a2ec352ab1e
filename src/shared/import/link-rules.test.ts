import { describe, expect, it } from 'vitest';
import { linkFields } from '../api/requests.ts';
import {
  ALIAS_RULE,
  MAX_PASSWORD_LENGTH,
  MAX_TITLE_LENGTH,
  URL_RULE,
  isAlias,
  isHttpUrl,
} from './link-rules.ts';

/** The schema's verdict on a value, and its message when it refuses. */
function schemaSays(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) {
  const parsed = schema.safeParse(value);
  return { ok: parsed.success, message: parsed.error?.issues[0]?.message };
}

describe('the import’s link rules agree with the request schemas', () => {
  it('accepts and refuses the same long URLs as linkFields.url, with its words', () => {
    const values = [
      'https://example.com',
      'http://example.com/path?q=1#part',
      'HTTPS://EXAMPLE.COM',
      'https://例え.jp/パス',
      'https://user:pass@example.com:8080/',
      'https://localhost',
      'ftp://example.com',
      'example.com',
      'www.example.com',
      'https://',
      'https:// example.com',
      'https://exa mple.com',
      'https://.example.com',
      'https:///path',
      'https://[::1',
      'mailto:someone@example.com',
      'javascript:alert(1)',
      '',
    ];
    for (const value of values) {
      const schema = schemaSays(linkFields.url, value);
      expect({ value, ok: isHttpUrl(value) }).toEqual({ value, ok: schema.ok });
      if (!schema.ok) expect(schema.message).toBe(URL_RULE);
    }
  });

  it('accepts and refuses the same aliases as linkFields.custom, with its words', () => {
    const values = [
      'abc',
      'ab',
      'a-b_c',
      'Spring-2026',
      'x'.repeat(50),
      'x'.repeat(51),
      'café',
      'a b c',
      'a/b',
      'a.b',
      '123',
    ];
    for (const value of values) {
      const schema = schemaSays(linkFields.custom, value);
      expect({ value, ok: isAlias(value) }).toEqual({ value, ok: schema.ok });
      if (!schema.ok) expect(schema.message).toBe(ALIAS_RULE);
    }
  });

  it('stops titles and passwords where linkFields.metatitle and linkFields.password do', () => {
    expect(linkFields.metatitle.safeParse('t'.repeat(MAX_TITLE_LENGTH)).success).toBe(true);
    expect(linkFields.metatitle.safeParse('t'.repeat(MAX_TITLE_LENGTH + 1)).success).toBe(false);
    expect(linkFields.password.safeParse('p'.repeat(MAX_PASSWORD_LENGTH)).success).toBe(true);
    expect(linkFields.password.safeParse('p'.repeat(MAX_PASSWORD_LENGTH + 1)).success).toBe(false);
  });
});
