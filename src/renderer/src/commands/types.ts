/** One action the active screen offers: run by its key, by the command palette, or both. */
export interface ScreenCommand {
  /** Stable within the screen, e.g. 'export-csv'. */
  id: string;
  /** What the palette shows, e.g. "Export the list as CSV". */
  label: string;
  run: () => void;
  /** Shown beside the label in the palette; extras have no key of their own, so this is for display only. */
  shortcut?: string;
}

/**
 * What the active screen can do now. Leave an action out (or pass `undefined`) when it does not apply, e.g.
 * `edit` with nothing selected: its key then does nothing and the palette does not offer it.
 */
export interface ScreenCommands {
  /** `n` */
  create?: (() => void) | undefined;
  /** `e` */
  edit?: (() => void) | undefined;
  /** `Delete` */
  deleteSelection?: (() => void) | undefined;
  /** `/` */
  focusSearch?: (() => void) | undefined;
  extra?: readonly ScreenCommand[] | undefined;
}

export type StandardAction = 'create' | 'edit' | 'deleteSelection' | 'focusSearch';
