import { AppError } from '../../shared/ipc/app-error.ts';
import { isAllowedFeed } from './feed-address.ts';
import type { UpdateInstaller } from './update-checker.ts';

/** The default feed: where `npm run dist` publishes (electron-builder.yml `publish`), overridable per launch. */
export const DEFAULT_UPDATE_FEED = 'https://linkdesk.app/updates/';

/** What electron-updater's autoUpdater offers that Linkdesk uses. */
export interface AutoUpdater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  /** What the feed offers now, as electron-updater read it; null when it did not check. */
  checkForUpdates(): Promise<{ updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
  /** An install that fails after `quitAndInstall` has returned (macOS: Squirrel refuses the new app) says so here. */
  once(event: 'error', listener: (error: Error) => void): unknown;
}

export interface InstallerChoice {
  installer: UpdateInstaller | null;
  /** Why this build does not update itself, when it does not. */
  reason?: string;
  /**
   * Where an update is downloaded by the person instead (a deb: the new package, beside the other installers in
   * the feed, for the system's package manager to install).
   */
  downloadOf?: (version: string) => string;
}

/** The architecture names of deb packages, by Node's (electron-builder names its debs after them). */
const DEB_ARCHES: Partial<Record<NodeJS.Architecture, string>> = {
  x64: 'amd64',
  arm64: 'arm64',
  ia32: 'i386',
  arm: 'armhf',
};

/**
 * How this build installs an update, in each platform's usual way: electron-updater replaces the app (macOS
 * zip, Windows installer, AppImage) when the person chooses to, and never by itself. A deb is offered as a
 * download for the system's package manager; a development build does not update itself.
 */
export function chooseInstaller(options: {
  packaged: boolean;
  platform: NodeJS.Platform;
  /** Set by the AppImage runtime: only that Linux format can replace itself. */
  appImage: string | undefined;
  /** The processor architecture, for the name of a deb to download. */
  arch: NodeJS.Architecture;
  feedUrl: string;
  load: () => Promise<AutoUpdater>;
  /**
   * The app's shutdown work (held deletes sent, imports stopped, files closed), done before the installer
   * starts: on Windows it stops the app about a second after it starts, whatever the app is still doing.
   */
  beforeInstall: () => Promise<void>;
}): InstallerChoice {
  if (!options.packaged) return { installer: null, reason: 'A development build does not update itself.' };
  if (options.platform === 'linux' && !options.appImage) {
    // A deb: the release carries the new one; the person downloads it and the package manager installs it.
    const feed = options.feedUrl.endsWith('/') ? options.feedUrl : `${options.feedUrl}/`;
    const arch = DEB_ARCHES[options.arch] ?? options.arch;
    return {
      installer: null,
      downloadOf: (version) => new URL(`Linkdesk-${version}-${arch}.deb`, feed).toString(),
    };
  }
  return {
    installer: {
      async downloadAndInstall(version, onLateFailure) {
        // A packaged app never reads a feed over plain http (see isAllowedFeed), whatever it was given.
        if (!isAllowedFeed(options.feedUrl, false)) {
          throw new AppError(
            'validation',
            'Linkdesk installs updates only from an https:// address, so that nobody on the network can change ' +
              'what is installed. Nothing was downloaded.',
          );
        }
        const updater = await options.load();
        updater.autoDownload = false;
        updater.autoInstallOnAppQuit = false;
        updater.setFeedURL({ provider: 'generic', url: options.feedUrl });
        // Only the version the person was offered (and chose) is installed: a feed that changed since the
        // check, to a pre-release say, offers something they never saw.
        const found = await updater.checkForUpdates();
        if (found?.updateInfo.version !== version) {
          // Said in the window as it is: waiting would not help, a new check offers what the feed names now.
          throw new AppError(
            'validation',
            'The update on offer has changed since it was offered: check for updates again.',
          );
        }
        await updater.downloadUpdate();
        // The person chose "Install and restart": what the app must finish is finished first, then the installer
        // runs and the app quits with nothing left to do.
        await options.beforeInstall();
        // On macOS quitAndInstall only starts Squirrel, whose refusal (an unsigned app, say) comes later.
        updater.once('error', (error) => onLateFailure(error.message));
        updater.quitAndInstall();
      },
    },
  };
}
