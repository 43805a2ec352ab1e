import { load } from 'js-yaml';
import { AppError } from '../../shared/ipc/app-error.ts';
import { AnswerTooLarge, readCappedText } from '../api/capped-body.ts';
import type { Fetch } from '../api/http-client.ts';
import { isAllowedFeed } from './feed-address.ts';

/** The file electron-builder publishes beside the installers of each system, which electron-updater reads too. */
export function feedFileOf(platform: NodeJS.Platform): string {
  if (platform === 'win32') return 'latest.yml';
  if (platform === 'darwin') return 'latest-mac.yml';
  return 'latest-linux.yml';
}

/**
 * The most a feed file may hold. electron-builder's are well under 2 KB (a version, a few file names and
 * checksums); an answer past this is not a feed, and reading on would only cost memory.
 */
export const MAX_FEED_BYTES = 256 * 1024;

const INSECURE = new AppError(
  'validation',
  'The update feed must be an https:// address, so that nobody on the network can change what is installed.',
);

/**
 * The version a feed file names, read as electron-updater reads the very same file (js-yaml's `load`), so that
 * what is offered is what it would install: a file it refuses (a key given twice, say) is refused here too, and
 * comments and quotes read alike.
 */
export function feedVersion(text: string): string {
  let feed: unknown;
  try {
    feed = load(text);
  } catch {
    throw new AppError('bad_response', 'The update server’s answer is not an update feed Linkdesk can read.');
  }
  const version =
    typeof feed === 'object' && feed !== null ? (feed as { version?: unknown }).version : undefined;
  if (typeof version !== 'string' || version.trim() === '')
    throw new AppError('bad_response', 'The update server did not say which version is the newest.');
  return version.trim();
}

/**
 * The newest version the update feed offers for this system: the `version` of its `latest*.yml`. No key, no
 * cookie, a plain GET over https with a time limit, reading at most `MAX_FEED_BYTES`; an answer that is not
 * such a file is an error a person can read. `allowLocalHttp`: see `isAllowedFeed`.
 */
export async function latestVersion(
  fetch: Fetch,
  feedUrl: string,
  platform: NodeJS.Platform,
  allowLocalHttp: boolean,
  timeoutMs = 15_000,
): Promise<string> {
  if (!isAllowedFeed(feedUrl, allowLocalHttp)) throw INSECURE;
  const url = new URL(feedFileOf(platform), feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`).toString();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new AppError(
      'network',
      'Linkdesk could not reach its update server. Check the connection and try again.',
    );
  }
  // A redirect to plain http would undo the https of the address itself.
  if (response.url && !isAllowedFeed(response.url, allowLocalHttp)) {
    await response.body?.cancel().catch(() => undefined);
    throw INSECURE;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AppError(
      'server',
      `The update server answered ${response.status} for ${feedFileOf(platform)}.`,
    );
  }
  let text: string;
  try {
    text = await readCappedText(response, MAX_FEED_BYTES);
  } catch (error) {
    if (error instanceof AnswerTooLarge) {
      throw new AppError(
        'bad_response',
        `The update server’s answer is larger than ${MAX_FEED_BYTES / 1024} KB, so it is not an update feed. Try again later.`,
      );
    }
    throw new AppError(
      'network',
      'Linkdesk could not reach its update server. Check the connection and try again.',
    );
  }
  return feedVersion(text);
}
