import { AppError } from '../../shared/ipc/app-error.ts';
import type { Fetch } from '../api/http-client.ts';

/** The file electron-builder publishes beside the installers of each system, which electron-updater reads too. */
export function feedFileOf(platform: NodeJS.Platform): string {
  if (platform === 'win32') return 'latest.yml';
  if (platform === 'darwin') return 'latest-mac.yml';
  return 'latest-linux.yml';
}

const VERSION_LINE = /^version:\s*['"]?([0-9A-Za-z.+-]+)['"]?\s*$/m;

/**
 * The newest version the update feed offers for this system: the `version:` line of its `latest*.yml`. No key,
 * no cookie, a plain GET with a time limit; an answer that is not such a file is an error a person can read.
 */
export async function latestVersion(
  fetch: Fetch,
  feedUrl: string,
  platform: NodeJS.Platform,
  timeoutMs = 15_000,
): Promise<string> {
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
  if (!response.ok) {
    throw new AppError(
      'server',
      `The update server answered ${response.status} for ${feedFileOf(platform)}.`,
    );
  }
  const version = VERSION_LINE.exec(await response.text())?.[1];
  if (!version)
    throw new AppError('bad_response', 'The update server did not say which version is the newest.');
  return version;
}
