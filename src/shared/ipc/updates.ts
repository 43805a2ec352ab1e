/**
 * Where the app stands with updates, as main tells the window. Nothing is downloaded or installed unless the
 * person chooses to; an update found in the daily check is only offered.
 */
export type UpdateState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'up-to-date'; version: string; checkedAt: string }
  | { status: 'available'; version: string; current: string }
  | { status: 'downloading'; version: string }
  | { status: 'error'; message: string }
  /** This build cannot update itself (development, dev:browser, a deb installed by the package manager). */
  | { status: 'unsupported'; message: string };
