import type { Slice } from '../store/slice.ts';
import type { ScreenCommands } from './types.ts';

/** A navigation held back while a form has unsaved changes, until the person discards them or keeps editing. */
export interface PendingLeave {
  /** What would be lost, e.g. "the link". */
  what: string;
  proceed: () => void;
}

export interface CommandsSlice {
  /** The mounted screen's actions; one screen is shown at a time, so the last to register wins. */
  screenCommands: ScreenCommands;
  screenCommandsOwner: string | null;
  /** Form token → what it edits, for every form with unsaved changes. */
  dirtyForms: Record<string, string>;
  pendingLeave: PendingLeave | null;
  paletteOpen: boolean;

  registerScreenCommands(owner: string, commands: ScreenCommands): void;
  unregisterScreenCommands(owner: string): void;
  setFormDirty(token: string, what: string | null): void;
  /** Runs `proceed` at once, or asks first when a form has unsaved changes. */
  leaveIfAllowed(proceed: () => void): void;
  discardAndLeave(): void;
  keepEditing(): void;
  setPaletteOpen(open: boolean): void;
}

export const createCommandsSlice: Slice<CommandsSlice> = (set, get) => ({
  screenCommands: {},
  screenCommandsOwner: null,
  dirtyForms: {},
  pendingLeave: null,
  paletteOpen: false,

  registerScreenCommands(owner, commands) {
    set({ screenCommands: commands, screenCommandsOwner: owner });
  },

  unregisterScreenCommands(owner) {
    // The next screen may have registered before this one's clean-up ran; its actions stay.
    if (get().screenCommandsOwner === owner) set({ screenCommands: {}, screenCommandsOwner: null });
  },

  setFormDirty(token, what) {
    const { [token]: _previous, ...rest } = get().dirtyForms;
    set({ dirtyForms: what === null ? rest : { ...rest, [token]: what } });
  },

  leaveIfAllowed(proceed) {
    const dirty = Object.values(get().dirtyForms);
    if (dirty.length === 0) {
      proceed();
      return;
    }
    set({ pendingLeave: { what: dirty.join(' and '), proceed } });
  },

  discardAndLeave() {
    const pending = get().pendingLeave;
    // The forms are about to go; forgetting them now keeps the next navigation from asking again about
    // changes the person has already chosen to lose.
    set({ pendingLeave: null, dirtyForms: {} });
    pending?.proceed();
  },

  keepEditing() {
    set({ pendingLeave: null });
  },

  setPaletteOpen(open) {
    set({ paletteOpen: open });
  },
});
