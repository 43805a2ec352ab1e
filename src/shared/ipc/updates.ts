/**
 * Where the app stands with updates, as main tells the window. Nothing is downloaded or installed unless the
 * person chooses to; an update found in the daily check is only offered.
 */
export type UpdateState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'up-to-date'; version: string; checkedAt: string }
  | {
      status: 'available';
      version: string;
      current: string;
      /**
       * Where this build cannot replace itself (a deb): the new package's address, to download and install with
       * the system's package manager. Absent where "Install and restart" does it all.
       */
      download?: string;
    }
  | { status: 'downloading'; version: string }
  | { status: 'error'; message: string }
  /** This build cannot update itself, nor be told of updates (development, dev:browser). */
  | { status: 'unsupported'; message: string };
