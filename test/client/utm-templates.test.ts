import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientHarness, valueOf, failureOf, type ClientHarness } from '../support/client-harness.ts';
import { clientsFor } from '../support/sandbox.ts';

describe('UTM templates, and Quick shorten adding one', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness({ profile: 'deployed', revision: 'current' }, { settingsFolder: true });
  });
  afterAll(() => h.close());

  it('keeps templates by name in a file of their own, and refuses values against the naming rules', async () => {
    valueOf(
      await h.api.saveUtmTemplate({
        name: 'Newsletter',
        values: { utm_source: 'news', utm_medium: 'email' },
      }),
    );
    // The same name in another case replaces it.
    const saved = valueOf(
      await h.api.saveUtmTemplate({
        name: 'newsletter',
        values: { utm_source: 'letter', utm_medium: 'email' },
      }),
    );
    expect(saved.templates).toEqual([
      { name: 'newsletter', values: { utm_source: 'letter', utm_medium: 'email' } },
    ]);
    const file = JSON.parse(readFileSync(join(h.dataDir, 'utm-templates.json'), 'utf8'));
    expect(file.templates).toHaveLength(1);

    const refused = failureOf(
      await h.api.saveUtmTemplate({ name: 'Bad', values: { utm_source: 'Spring Sale' } }),
    );
    expect(refused.code).toBe('validation');
    expect(failureOf(await h.api.saveUtmTemplate({ name: 'Empty', values: {} })).code).toBe('validation');
  });

  it('adds the chosen template to what Quick shorten makes, checked on the installation', async () => {
    valueOf(await h.api.setQuickShortenUtmTemplate({ name: 'newsletter' }));
    await h.clipboard.writeText('https://example.com/quick?from=clipboard');
    const result = valueOf(await h.api.shortenClipboard({}));
    if (result.outcome !== 'shortened') throw new Error(`Not shortened: ${result.outcome}`);
    // What the notification names is the address the link goes to.
    expect(result.longUrl).toBe(
      'https://example.com/quick?from=clipboard&utm_source=letter&utm_medium=email',
    );
    // Made on the active account, the last one added.
    const details = (await clientsFor(h.sandbox).admin.get(`/api/url/${result.linkId}`)).body.details;
    expect(details.longurl).toBe(
      'https://example.com/quick?from=clipboard&utm_source=letter&utm_medium=email',
    );

    // A template deleted takes Quick shorten's choice with it.
    const after = valueOf(await h.api.deleteUtmTemplate({ name: 'NEWSLETTER' }));
    expect(after).toEqual({ templates: [], quickShorten: null });
  });
});
