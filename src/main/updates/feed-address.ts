/** The host names of this computer that a test's local feed may use over plain http. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the update feed at `address` may be read. Only over https: on Linux (AppImage) and on Windows builds
 * without a publisher name, electron-updater checks the download against nothing but the checksum in that same
 * file, so whoever can change the feed on the way can install their own program. Plain http is allowed only to
 * this computer and only when `allowLocalHttp` says so (the app's test mode, and the tests' local feeds).
 */
export function isAllowedFeed(address: string, allowLocalHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLocalHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The feed this launch reads: `LINKDESK_UPDATE_FEED` when it is given and allowed, else the one the release was
 * built for, else the default. A refused address is logged and never read.
 */
export function chooseUpdateFeed(options: {
  /** `LINKDESK_UPDATE_FEED`, when set. */
  override: string | undefined;
  /** The release's feed, '' when the build named none. */
  release: string;
  fallback: string;
  allowLocalHttp: boolean;
  log: { warn: (message: string) => void };
}): string {
  const { override, release, fallback, allowLocalHttp, log } = options;
  if (override !== undefined) {
    if (isAllowedFeed(override, allowLocalHttp)) return override;
    log.warn(
      'LINKDESK_UPDATE_FEED was ignored: an update feed must be an https:// address. The built-in feed is used instead.',
    );
  }
  if (release && isAllowedFeed(release, false)) return release;
  return fallback;
}
