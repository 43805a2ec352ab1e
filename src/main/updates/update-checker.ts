import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { UpdateState } from '../../shared/ipc/updates.ts';
import type { Fetch } from '../api/http-client.ts';
import { latestVersion } from './feed.ts';
import { isOffered } from './version-offer.ts';

/** The daily check waits at least this long after the last one, whether it found anything or not. */
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

const STATE_FILE = 'updates.json';

/** Downloads and installs through the platform's usual flow (electron-updater in the app). */
export interface UpdateInstaller {
  /**
   * Resolves once the installer has been started (the app then quits); `onLateFailure` hears of a failure that
   * comes after that, when the app did not quit after all.
   */
  downloadAndInstall(version: string, onLateFailure: (reason: string) => void): Promise<void>;
}

export interface UpdateCheckerOptions {
  fetch: Fetch;
  /** An https:// address; plain http only to this computer, and only with `allowLocalHttp` (the test mode). */
  feedUrl: string;
  allowLocalHttp?: boolean;
  currentVersion: string;
  platform: NodeJS.Platform;
  /** The user-data folder, where the time of the last check is kept. */
  dataDir: string;
  now: () => Date;
  /** Tells the window every change of state. */
  emit: (state: UpdateState) => void;
  /** None where this build cannot update itself; the reason is then said instead. */
  installer: UpdateInstaller | null;
  unsupportedReason?: string;
  /** Where the person downloads a newer version themselves (a deb); the check is then made as usual. */
  downloadOf?: (version: string) => string;
  log: { warn: (message: string, error?: unknown) => void };
}

/**
 * Finds a newer version and offers it, never more than once a day by itself, and never installs without the
 * person's say: `checkIfDue` (at start) and `checkNow` (the Help menu, the window) only look; `install` is what
 * the person's button calls.
 */
export function createUpdateChecker(options: UpdateCheckerOptions) {
  let state: UpdateState =
    options.installer === null && !options.downloadOf
      ? {
          status: 'unsupported',
          message: options.unsupportedReason ?? 'This build of Linkdesk does not update itself.',
        }
      : { status: 'idle' };
  const file = join(options.dataDir, STATE_FILE);

  const set = (next: UpdateState) => {
    state = next;
    options.emit(next);
    return next;
  };

  async function lastCheckedAt(): Promise<number | null> {
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as { lastCheckedAt?: unknown };
      const time = typeof saved.lastCheckedAt === 'string' ? Date.parse(saved.lastCheckedAt) : Number.NaN;
      return Number.isNaN(time) ? null : time;
    } catch {
      return null; // never checked, or a file that cannot be read: checking again is harmless
    }
  }

  /** `quiet`: the daily check, which speaks only when it finds something (or fails to look). */
  async function check(quiet: boolean): Promise<UpdateState> {
    if (state.status === 'unsupported') return state;
    if (!quiet) set({ status: 'checking' });
    const checkedAt = options.now();
    try {
      const newest = await latestVersion(
        options.fetch,
        options.feedUrl,
        options.platform,
        options.allowLocalHttp ?? false,
      );
      // Readable by its owner only, like every file in the user-data folder (`mode` also tightens an older file).
      await writeFileAtomic(file, JSON.stringify({ lastCheckedAt: checkedAt.toISOString() }), {
        mode: 0o600,
      }).catch((error: unknown) =>
        options.log.warn('The time of the update check could not be saved.', error),
      );
      if (isOffered(newest, options.currentVersion)) {
        return set({
          status: 'available',
          version: newest,
          current: options.currentVersion,
          ...(options.downloadOf ? { download: options.downloadOf(newest) } : {}),
        });
      }
      const upToDate: UpdateState = {
        status: 'up-to-date',
        version: options.currentVersion,
        checkedAt: checkedAt.toISOString(),
      };
      if (quiet) return (state = upToDate);
      return set(upToDate);
    } catch (error) {
      const message =
        error instanceof AppError ? error.message : 'Linkdesk could not check for updates. Try again later.';
      return set({ status: 'error', message });
    }
  }

  return {
    state: () => state,

    /** The check at start: skipped when the last one was less than a day ago. */
    async checkIfDue(): Promise<UpdateState> {
      if (state.status === 'unsupported') return state;
      const last = await lastCheckedAt();
      if (last !== null && options.now().getTime() - last < CHECK_INTERVAL_MS) return state;
      return check(true);
    },

    /** A check the person asked for: always made, and always answered. */
    checkNow: () => check(false),

    /** Downloads and installs the version on offer; only ever called by the person's choice. */
    async install(): Promise<UpdateState> {
      if (state.status !== 'available' || !options.installer) {
        throw new AppError('validation', 'There is no update to install. Check for updates first.');
      }
      const { version } = state;
      set({ status: 'downloading', version });
      try {
        await options.installer.downloadAndInstall(version, (reason) => {
          // Linkdesk finished its work for the install (its files are closed): a new start is the way on.
          set({
            status: 'error',
            message: `Linkdesk ${version} could not be installed (${reason}). Quit Linkdesk and open it again.`,
          });
        });
        return state;
      } catch (error) {
        // An installer's own refusal (the offer changed since the check) says what to do; a download that
        // failed on the way is worth another try later. Either way the error state lets the person check again.
        return set({
          status: 'error',
          message:
            error instanceof AppError
              ? error.message
              : `Linkdesk ${version} could not be downloaded. Try again later.`,
        });
      }
    },
  };
}

export type UpdateChecker = ReturnType<typeof createUpdateChecker>;
