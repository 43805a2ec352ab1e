import { AppError } from '../../shared/ipc/app-error.ts';
import type { AppEvent } from '../../shared/ipc/events.ts';
import type { QuickShortenResult } from '../../shared/ipc/quick-shorten.ts';
import type { TextClipboard } from '../clipboard/secret-clipboard.ts';
import { webAddressIn } from './clipboard-address.ts';

export interface QuickShortenDeps {
  clipboard: TextClipboard;
  /** The account links are made on: the active one, or null when there is none. */
  account: () => Promise<{ id: string; name: string } | null>;
  /** Seconds the account's next request would wait for its rate-limit window (0: it goes now). */
  waitSeconds: (accountId: string) => number;
  /** Creates the link on the installation. */
  /** Makes the link; `sent` is the address as it went, when that differs (a UTM template added). */
  shorten: (accountId: string, longUrl: string) => Promise<{ id: number; shorturl: string; sent?: string }>;
}

/** A link made by shortening the clipboard, for the list of the latest ones. */
export interface ShortenedLink {
  accountId: string;
  linkId: number;
  shortUrl: string;
  longUrl: string;
  at: number;
}

/**
 * Shortens the web address on the clipboard on the account and puts the short URL in its place, unless something
 * else was copied meanwhile. Nothing is sent when the clipboard holds no web address, or when the account's
 * requests would wait for its rate limit (a person pressing a shortcut expects an answer now, not a link made
 * minutes later out of sight); each case answers what to tell them. The latest links made this way are kept,
 * newest first.
 */
export function createQuickShorten(deps: QuickShortenDeps, keep = 5) {
  let latest: ShortenedLink[] = [];
  const listeners = new Set<() => void>();
  const setLatest = (links: ShortenedLink[]) => {
    latest = links.slice(0, keep);
    for (const listener of listeners) listener();
  };

  return {
    latest: (): readonly ShortenedLink[] => latest,

    /** Called whenever the latest links change (the tray menu lists them). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async run(now = Date.now()): Promise<QuickShortenResult> {
      const read = await deps.clipboard.readText();
      const longUrl = webAddressIn(read);
      if (longUrl === null) return { outcome: 'no-address' };
      const account = await deps.account();
      if (!account) return { outcome: 'no-account' };
      const seconds = deps.waitSeconds(account.id);
      if (seconds > 0) return { outcome: 'waiting', accountName: account.name, seconds };
      let link: { id: number; shorturl: string; sent?: string };
      try {
        link = await deps.shorten(account.id, longUrl);
      } catch (error) {
        const data =
          error instanceof AppError
            ? error.toData()
            : { code: 'internal' as const, message: 'Something went wrong inside Linkdesk.' };
        return { outcome: 'failed', accountName: account.name, longUrl, error: data };
      }
      // The link is made from here on, whatever the clipboard does: reported as failed, it would lose its Undo
      // and a retry would make a second one.
      const { id: linkId, shorturl: shortUrl } = link;
      const sent = link.sent ?? longUrl;
      setLatest([{ accountId: account.id, linkId, shortUrl, longUrl: sent, at: now }, ...latest]);
      const clipboard = await replaceOnClipboard(deps.clipboard, read, shortUrl);
      return {
        outcome: 'shortened',
        accountId: account.id,
        accountName: account.name,
        linkId,
        shortUrl,
        longUrl: sent,
        copied: clipboard === 'copied',
        ...(clipboard === 'unavailable' ? { clipboardFailed: true as const } : {}),
      };
    },

    /** A link made this way was deleted (its Undo): it leaves the latest. */
    forget(accountId: string, linkId: number): void {
      setLatest(latest.filter((link) => link.accountId !== accountId || link.linkId !== linkId));
    },

    /**
     * Links deleted anywhere in the app leave the latest once a delete reports them deleted, so that the tray
     * never offers to undo a link that is gone (its id may soon be another link's).
     */
    heardDeletes(event: AppEvent): void {
      if (event.type !== 'deletes' || event.kind !== 'links') return;
      const deleted = new Set(event.results.filter((result) => result.ok).map((result) => result.id));
      if (!latest.some((link) => link.accountId === event.accountId && deleted.has(link.linkId))) return;
      setLatest(latest.filter((link) => link.accountId !== event.accountId || !deleted.has(link.linkId)));
    },

    /** A removed account's links leave the latest: their Undo would need the account's key. */
    forgetAccount(accountId: string): void {
      if (latest.some((link) => link.accountId === accountId)) {
        setLatest(latest.filter((link) => link.accountId !== accountId));
      }
    },

    /** A link whose Undo was taken back: it returns to its place among the latest. */
    restore(link: ShortenedLink): void {
      const others = latest.filter(
        (kept) => kept.accountId !== link.accountId || kept.linkId !== link.linkId,
      );
      setLatest([...others, link].sort((a, b) => b.at - a.at));
    },
  };
}

export type QuickShorten = ReturnType<typeof createQuickShorten>;

/**
 * Whether the short URL took the address's place on the clipboard. Only if the address is still there: whatever
 * the person copied while the link was being made (a password, say) is theirs. A clipboard that cannot be read or
 * written (wl-copy failing on Wayland) leaves it not copied, and the notification offers Copy instead.
 */
async function replaceOnClipboard(
  clipboard: TextClipboard,
  address: string,
  shortUrl: string,
): Promise<'copied' | 'changed' | 'unavailable'> {
  try {
    if ((await clipboard.readText()) !== address) return 'changed';
    await clipboard.writeText(shortUrl);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
