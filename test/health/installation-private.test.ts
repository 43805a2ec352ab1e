import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../../src/main/accounts/account-record.ts';
import { installationIsPrivate } from '../../src/main/handlers/health.ts';

const at = (baseUrl: string, kind: AccountRecord['kind'] = 'remote') => ({ baseUrl, kind }) as AccountRecord;
const resolving =
  (answers: Record<string, string[]>) =>
  async (host: string): Promise<string[]> => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('whether an installation is on this computer or a private network', () => {
  const resolve = resolving({
    'office.lan': ['192.168.1.20'],
    'links.example.com': ['93.184.216.34'],
    // A public installation whose owner added a private address beside its own.
    'sly.example.com': ['93.184.216.34', '10.0.0.1'],
  });

  it('is private only when every address it answers is', async () => {
    expect(await installationIsPrivate(at('http://office.lan:8080'), resolve)).toBe(true);
    expect(await installationIsPrivate(at('http://127.0.0.1:4000'), resolve)).toBe(true);
    expect(await installationIsPrivate(at('http://localhost:4000'), resolve)).toBe(true);
    expect(await installationIsPrivate(at('https://links.example.com'), resolve)).toBe(false);
    expect(await installationIsPrivate(at('https://sly.example.com'), resolve)).toBe(false);
  });

  it('counts a name that does not resolve as public, and the built-in sandbox as this computer', async () => {
    expect(await installationIsPrivate(at('https://gone.example.com'), resolve)).toBe(false);
    expect(await installationIsPrivate(at('', 'sandbox'), resolve)).toBe(true);
  });
});
