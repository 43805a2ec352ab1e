import type { Slice } from '../store/slice.ts';

/** The areas of the product that have landed; each one is a screen in the sidebar. */
export type Screen = 'account' | 'accounts';

export interface ShellSlice {
  screen: Screen;
  navigate(screen: Screen): void;
}

export const createShellSlice: Slice<ShellSlice> = (set) => ({
  screen: 'account',
  navigate(screen) {
    set({ screen });
  },
});
