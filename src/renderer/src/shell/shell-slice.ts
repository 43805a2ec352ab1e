import type { Slice } from '../store/slice.ts';

/** The areas of the product; each one is a screen in the sidebar and in the command palette. */
export type Screen =
  | 'overview'
  | 'account'
  | 'accounts'
  | 'links'
  | 'shorten'
  | 'import'
  | 'qr'
  | 'domains'
  | 'pixels'
  | 'splash'
  | 'overlays'
  | 'campaigns'
  | 'channels'
  | 'users'
  | 'plans';

export interface ShellSlice {
  screen: Screen;
  /** Shows `screen`, after asking when a form has unsaved changes. */
  navigate(screen: Screen): void;
}

export const createShellSlice: Slice<ShellSlice> = (set, get) => ({
  screen: 'account',
  navigate(screen) {
    if (screen === get().screen) return;
    get().leaveIfAllowed(() => set({ screen }));
  },
});
