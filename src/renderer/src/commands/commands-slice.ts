import type { Slice } from '../store/slice.ts';
import { AREA_OF, type OpenItem, type OpenItemRequest } from './open-item.ts';
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

  /** The keyboard shortcuts dialog ("?"). */
  cheatSheetOpen: boolean;
  setCheatSheetOpen(open: boolean): void;

  /** An item chosen in the palette, waiting for its area's screen to open it (see `useOpenItem`). */
  openItemRequest: OpenItemRequest | null;
  /** Shows the item's area and asks it to open the item, after asking when a form has unsaved changes. */
  requestOpenItem(item: OpenItem): void;
  /** The screen has opened (or set aside) the request with this token. */
  finishOpenItem(token: number): void;
}

/** Tells one open request from the next, even for the same item. */
let openItemTokens = 0;

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

  cheatSheetOpen: false,
  setCheatSheetOpen(open) {
    set({ cheatSheetOpen: open });
  },

  openItemRequest: null,
  requestOpenItem(item) {
    // Opening an item replaces whatever its screen has open, so unsaved changes are asked about first; the
    // navigation then has nothing left to ask about.
    get().leaveIfAllowed(() => {
      set({ openItemRequest: { ...item, token: ++openItemTokens } });
      get().navigate(AREA_OF[item.kind]);
    });
  },
  finishOpenItem(token) {
    if (get().openItemRequest?.token === token) set({ openItemRequest: null });
  },
});
