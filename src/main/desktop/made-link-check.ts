import { AppError } from '../../shared/ipc/app-error.ts';

/** A link Quick shorten made, as its Undo names it: by id, and by the short URL it had then. */
export interface MadeLink {
  accountId: string;
  linkId: number;
  shortUrl: string;
}

/**
 * Where a short URL leads, for telling two apart: host and path. The scheme is left out, since installations
 * print short URLs on branded domains without one (read as https) but answered the create with http.
 */
function shortLinkOf(shortUrl: string): string | null {
  if (!URL.canParse(shortUrl)) return null;
  const url = new URL(shortUrl);
  return `${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** The short URL as a person reads it, without its scheme. */
const shown = (shortUrl: string) => shortUrl.replace(/^https?:\/\//i, '');

/**
 * Resolves when the link with the made link's id is still the one Linkdesk made (same short URL), and throws, in
 * words for the person, when it is gone or its id now belongs to another link: installations give a deleted
 * link's id to the next link made (the sandbox's `links.id` has no AUTOINCREMENT; others after a restart), so an
 * Undo that deleted by id alone could delete someone else's link. `read` asks the installation for the link with
 * that id, never the offline cache.
 */
export async function confirmStillMade(
  made: MadeLink,
  read: (linkId: number) => Promise<{ shorturl: string }>,
): Promise<void> {
  let now: { shorturl: string };
  try {
    now = await read(made.linkId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError(
        'not_found',
        `That link (${shown(made.shortUrl)}) was already deleted, so there was nothing to undo.`,
      );
    }
    throw error;
  }
  if (shortLinkOf(now.shorturl) !== shortLinkOf(made.shortUrl)) {
    throw new AppError(
      'conflict',
      `That link (${shown(made.shortUrl)}) is no longer there: its number on the installation now belongs to another link (${shown(now.shorturl)}), so nothing was deleted.`,
    );
  }
}
