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

/** The global shortcut and its notification, through the real handlers against a sandbox. */
describe('shortening from anywhere', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'deployed', revision: 'current' },
      { undoWindow: { delayMs: 50 } },
    );
    await h.desktop.start();
  });
  afterAll(() => h.close());

  const linkOnServer = async (shortUrl: string) => {
    const admin = h.sandbox.accounts.find((account) => account.username === 'admin')!;
    const reply = await new ApiClient(h.sandbox.url, admin.apiKey).get<{
      data: { urls: { shorturl: string }[] };
    }>('/api/urls?limit=1000');
    return reply.body.data.urls.some((link) => link.shorturl === shortUrl);
  };

  it('makes the link when the shortcut is pressed and notifies with Open and Undo; Undo deletes it', async () => {
    await h.clipboard.writeText('https://example.com/from-anywhere');
    expect(h.desktopHost.press('Control+Alt+L')).toBe(true);
    await expect.poll(() => h.desktopHost.notices.length).toBe(1);
    const notice = h.desktopHost.notices[0]!;
    const shortUrl = h.clipboard.text;
    expect(notice.title).toBe(`Copied ${shortUrl}`);
    expect(await linkOnServer(shortUrl)).toBe(true);
    expect(h.desktop.state().latest.map((link) => link.shortUrl)).toEqual([shortUrl]);

    notice.actions.find((action) => action.label === 'Open')!.run();
    await expect.poll(() => h.opened.map((opened) => opened.url)).toEqual([shortUrl]);

    notice.actions.find((action) => action.label === 'Undo')!.run();
    expect(h.desktopHost.notices[1]?.title).toBe(`Deleting ${shortUrl}`);
    expect(h.desktop.state().latest).toEqual([]);
    await expect.poll(() => linkOnServer(shortUrl), { timeout: 5_000 }).toBe(false);
  });

  it('keeps a link whose Undo was taken back, and lists it again', async () => {
    await h.clipboard.writeText('https://example.com/kept');
    const result = await h.desktop.shortenNow();
    if (result.outcome !== 'shortened') throw new Error(`Not shortened: ${result.outcome}`);
    const notices = h.desktopHost.notices.length;
    h.desktopHost.notices
      .at(-1)!
      .actions.find((action) => action.label === 'Undo')!
      .run();
    h.desktopHost.notices[notices]!.actions.find((action) => action.label === 'Keep it')!.run();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await linkOnServer(result.shortUrl)).toBe(true);
    expect(h.desktop.state().latest[0]?.shortUrl).toBe(result.shortUrl);
  });
});
