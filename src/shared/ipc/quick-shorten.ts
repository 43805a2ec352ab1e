import type { AppErrorData } from './errors.ts';

/**
 * What shortening the clipboard's web address did, for the window's toast and the system notification alike.
 * What was on the clipboard is never repeated unless it was the web address: it may have been a password.
 */
export type QuickShortenResult =
  | { outcome: 'no-address' }
  | { outcome: 'no-account' }
  /** The account's rate-limit window is spent: nothing was sent, rather than queued out of sight. */
  | { outcome: 'waiting'; accountName: string; seconds: number }
  | { outcome: 'failed'; accountName: string; longUrl: string; error: AppErrorData }
  | {
      outcome: 'shortened';
      accountId: string;
      accountName: string;
      linkId: number;
      shortUrl: string;
      longUrl: string;
      /** False when something else was copied while the link was being made (that was left on the clipboard), or
       * when the clipboard could not be written (`clipboardFailed`). */
      copied: boolean;
      clipboardFailed?: true;
    };

/** The result in words: a title and a line, as a notification or a toast says it. */
export function quickShortenMessage(result: QuickShortenResult): { title: string; body: string } {
  switch (result.outcome) {
    case 'shortened':
      return result.copied
        ? {
            title: `Copied ${result.shortUrl}`,
            body: `Short link to ${result.longUrl} on ${result.accountName}.`,
          }
        : {
            title: `Made ${result.shortUrl}`,
            body: `Short link to ${result.longUrl} on ${result.accountName}. ${
              result.clipboardFailed
                ? 'It was not copied: the clipboard could not be written.'
                : 'It was not copied, because something else was copied meanwhile.'
            }`,
          };
    case 'no-address':
      return {
        title: 'Nothing to shorten',
        body: 'The clipboard does not hold a web address. Copy one (https://…) and try again.',
      };
    case 'no-account':
      return { title: 'Nothing to shorten with', body: 'Add an account to Linkdesk first.' };
    case 'waiting':
      return {
        title: 'Not shortened yet',
        body: `${result.accountName} has used its requests for now: try again in ${result.seconds} s. Nothing was sent.`,
      };
    case 'failed':
      return { title: 'Not shortened', body: `${result.accountName}: ${result.error.message}` };
  }
}
