import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { quickShortenMessage } from '../../src/shared/ipc/quick-shorten.ts';
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

  it('keeps a link it made when the clipboard cannot take its short URL, and lists it for Undo', async () => {
    const longUrl = 'https://example.com/quick?clipboard=refuses-writes';
    await h.clipboard.writeText(longUrl);
    // As wl-copy failing on Wayland: the link is made, then putting its short URL on the clipboard throws.
    const writeText = h.clipboard.writeText;
    h.clipboard.writeText = () => {
      throw new Error('wl-copy: failed to write the clipboard');
    };
    try {
      const result = valueOf(await h.api.shortenClipboard({}));
      expect(result).toMatchObject({ outcome: 'shortened', copied: false, clipboardFailed: true, longUrl });
      if (result.outcome !== 'shortened') return;
      expect(quickShortenMessage(result).body).toContain(
        'It was not copied: the clipboard could not be written.',
      );
      expect(h.desktop.state().latest[0]).toMatchObject({ linkId: result.linkId, shortUrl: result.shortUrl });
      expect(h.clipboard.text).toBe(longUrl);
    } finally {
      h.clipboard.writeText = writeText;
    }
    expect((await linksOnServer()).filter((link) => link.longurl === longUrl)).toHaveLength(1);
  });

  it('sends nothing when the clipboard holds no web address', async () => {
    const before = (await linksOnServer()).length;
    await h.clipboard.writeText('not an address');
    expect(valueOf(await h.api.shortenClipboard({}))).toEqual({ outcome: 'no-address' });
    expect(await linksOnServer()).toHaveLength(before);
  });
});

/** A create the test holds at the door of the installation until it lets it through. */
interface HeldCreate {
  /** Resolves once the create has been sent and is being held. */
  arrived: Promise<void>;
  release: () => void;
}

/** The global shortcut and its notification, through the real handlers against a sandbox. */
describe('shortening from anywhere', () => {
  let h: ClientHarness;
  let nextCreate: { arrive: () => void; released: Promise<void> } | null = null;
  /** The network main uses: the global fetch, except a create the test asked to hold. */
  const holdingFetch: Fetch = async (input, init) => {
    const held = nextCreate;
    if (held && init?.method === 'POST' && new URL(String(input)).pathname === '/api/url/add') {
      nextCreate = null;
      held.arrive();
      await held.released;
    }
    return fetch(input, init);
  };
  const holdNextCreate = (): HeldCreate => {
    let arrive = () => undefined as void;
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    nextCreate = { arrive, released };
    return { arrived, release };
  };

  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'deployed', revision: 'current' },
      { undoWindow: { delayMs: 50 }, fetch: holdingFetch },
    );
    await h.desktop.start();
  });
  afterAll(() => h.close());

  /** The installation as another client (the web interface, a script) sees it, with the admin's own key. */
  const elsewhere = () => {
    const admin = h.sandbox.accounts.find((account) => account.username === 'admin')!;
    return new ApiClient(h.sandbox.url, admin.apiKey);
  };

  const linkOnServer = async (shortUrl: string) => {
    const reply = await elsewhere().get<{ data: { urls: { shorturl: string }[] } }>('/api/urls?limit=1000');
    return reply.body.data.urls.some((link) => link.shorturl === shortUrl);
  };

  const shortenNow = async (url: string) => {
    await h.clipboard.writeText(url);
    const result = await h.desktop.shortenNow();
    if (result.outcome !== 'shortened') throw new Error(`Not shortened: ${result.outcome}`);
    return result;
  };

  /** The tray's entry for a link, as the menu shows it now, and its Undo. */
  const trayUndo = (shortUrl: string) => {
    const menu = h.desktop.trayMenu({ show: () => undefined, quit: () => undefined });
    const entry = menu.find((item) => item.label === shortUrl.replace(/^https?:\/\//, ''));
    return entry?.submenu?.find((item) => item.label === 'Undo (delete the link)')?.click;
  };

  /** The held deletes of links that finished, oldest first. */
  const finishedLinkDeletes = () =>
    h.events.filter((event) => event.type === 'deletes' && event.kind === 'links' && event.state === 'done');

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

  it('leaves on the clipboard what was copied while the link was being made, and offers Copy', async () => {
    await h.clipboard.writeText('https://example.com/slow-to-make');
    const create = holdNextCreate();
    const shortening = h.desktop.shortenNow();
    await create.arrived;
    await h.clipboard.writeText('a password copied meanwhile');
    create.release();
    const result = await shortening;
    if (result.outcome !== 'shortened') throw new Error(`Not shortened: ${result.outcome}`);
    expect(result.copied).toBe(false);
    expect(h.clipboard.text).toBe('a password copied meanwhile');
    expect(await linkOnServer(result.shortUrl)).toBe(true);

    const notice = h.desktopHost.notices.at(-1)!;
    expect(notice.title).toBe(`Made ${result.shortUrl}`);
    expect(notice.body).toContain('It was not copied, because something else was copied meanwhile.');
    notice.actions.find((action) => action.label === 'Copy')!.run();
    await expect.poll(() => h.clipboard.text).toBe(result.shortUrl);
  });

  it('deletes nothing from the tray once the link was deleted elsewhere and its id given to another link', async () => {
    const made = await shortenNow('https://example.com/made-then-deleted-elsewhere');
    // Another client deletes it, then makes a link: the installation gives that link the same id.
    expect((await elsewhere().request('DELETE', `/api/url/${made.linkId}/delete`)).body.error).toBe(0);
    // Deployed installations answer the id as text.
    const other = await elsewhere().post<{ id: number | string; shorturl: string }>('/api/url/add', {
      url: 'https://example.com/keep-me',
      custom: 'keepme123',
    });
    expect(Number(other.body.id)).toBe(made.linkId);

    // Linkdesk never saw that delete: the tray still lists the link, and its Undo is pressed.
    const undo = trayUndo(made.shortUrl);
    expect(undo).toBeDefined();
    const notices = h.desktopHost.notices.length;
    const finished = finishedLinkDeletes().length;
    undo!();
    expect(h.desktopHost.notices[notices]?.title).toBe(`Deleting ${made.shortUrl}`);
    await expect.poll(() => finishedLinkDeletes().length, { timeout: 5_000 }).toBe(finished + 1);

    expect(await linkOnServer(other.body.shorturl)).toBe(true);
    expect(finishedLinkDeletes().at(-1)).toMatchObject({ results: [{ id: made.linkId, ok: false }] });
    expect(h.desktopHost.notices[notices + 1]).toMatchObject({
      title: 'Nothing was deleted',
      body: expect.stringMatching(/now belongs to another link \(.*keepme123\), so nothing was deleted\.$/),
    });
  });

  it('drops a link deleted in the app from the tray, and says a notification’s Undo has nothing left to do', async () => {
    const made = await shortenNow('https://example.com/deleted-in-the-app');
    const notice = h.desktopHost.notices.at(-1)!;
    expect(h.desktop.state().latest[0]?.linkId).toBe(made.linkId);

    valueOf(await h.api.scheduleDelete({ accountId: made.accountId, kind: 'links', ids: [made.linkId] }));
    await expect
      .poll(() => h.desktop.state().latest.some((link) => link.shortUrl === made.shortUrl), {
        timeout: 5_000,
      })
      .toBe(false);
    expect(trayUndo(made.shortUrl)).toBeUndefined();
    expect(await linkOnServer(made.shortUrl)).toBe(false);

    // The notification is still on screen, and its Undo pressed: nothing is there to delete.
    const notices = h.desktopHost.notices.length;
    notice.actions.find((action) => action.label === 'Undo')!.run();
    await expect.poll(() => h.desktopHost.notices.length, { timeout: 5_000 }).toBe(notices + 2);
    expect(h.desktopHost.notices[notices + 1]).toMatchObject({
      title: 'Nothing was deleted',
      body: `That link (${made.shortUrl.replace(/^https?:\/\//, '')}) was already deleted, so there was nothing to undo.`,
    });
  });

  // Last in this file: it removes the account the others shorten with.
  it('drops the links of a removed account from the tray', async () => {
    const made = await shortenNow('https://example.com/of-a-removed-account');
    expect(trayUndo(made.shortUrl)).toBeDefined();
    valueOf(await h.api.removeAccount({ id: made.accountId }));
    expect(h.desktop.state().latest.some((link) => link.accountId === made.accountId)).toBe(false);
    expect(trayUndo(made.shortUrl)).toBeUndefined();
  });
});
