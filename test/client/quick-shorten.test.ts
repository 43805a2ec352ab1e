import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/sandbox.ts';
import { startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';

/** Shortening the clipboard through the real handlers, gateway and client, against a sandbox. */
describe('shortening the clipboard on the active account', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness({ profile: 'deployed', revision: 'current' });
  });
  afterAll(() => h.close());

  const linksOnServer = async () => {
    const admin = h.sandbox.accounts.find((account) => account.username === 'admin')!;
    const reply = await new ApiClient(h.sandbox.url, admin.apiKey).get<{
      data: { urls: { longurl: string; shorturl: string }[] };
    }>('/api/urls?limit=1000');
    return reply.body.data.urls;
  };

  it('makes one link, on the installation, and puts its short URL on the clipboard', async () => {
    const before = (await linksOnServer()).length;
    await h.clipboard.writeText('https://example.com/quick?from=clipboard');
    const result = valueOf(await h.api.shortenClipboard({}));
    expect(result).toMatchObject({ outcome: 'shortened', accountName: 'admin' });
    if (result.outcome !== 'shortened') return;
    expect(h.clipboard.text).toBe(result.shortUrl);
    const links = await linksOnServer();
    expect(links).toHaveLength(before + 1);
    expect(links.find((link) => link.shorturl === result.shortUrl)?.longurl).toBe(
      'https://example.com/quick?from=clipboard',
    );
  });

  it('sends nothing when the clipboard holds no web address', async () => {
    const before = (await linksOnServer()).length;
    await h.clipboard.writeText('not an address');
    expect(valueOf(await h.api.shortenClipboard({}))).toEqual({ outcome: 'no-address' });
    expect(await linksOnServer()).toHaveLength(before);
  });
});
