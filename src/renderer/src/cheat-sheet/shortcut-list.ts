import { ACTION_SHORTCUTS, CHEAT_SHEET_SHORTCUT, isApplePlatform } from '../commands/keys.ts';

/** One shortcut: each alternative is a combination of keys pressed together, e.g. [['Ctrl', 'K']]. */
export interface Shortcut {
  keys: string[][];
  does: string;
}

export interface ShortcutSection {
  title: string;
  /** When the keys work, if not everywhere. */
  when?: string;
  shortcuts: Shortcut[];
}

/**
 * Every key the app answers, where it answers it. The screen actions' keys come from the same table the key
 * handler reads, so the two cannot disagree.
 */
export function shortcutSections(): ShortcutSection[] {
  const command = isApplePlatform() ? '⌘' : 'Ctrl';
  return [
    {
      title: 'Anywhere',
      shortcuts: [
        { keys: [[command, 'K']], does: 'Open or close the command palette' },
        { keys: [[CHEAT_SHEET_SHORTCUT]], does: 'Show these keyboard shortcuts' },
        { keys: [['Esc']], does: 'Close the dialog; a form with unsaved changes asks first' },
      ],
    },
    {
      title: 'In an area with a list',
      when: 'When you are not typing in a field',
      shortcuts: [
        { keys: [[ACTION_SHORTCUTS.create]], does: 'New item' },
        { keys: [[ACTION_SHORTCUTS.edit]], does: 'Edit the selected item' },
        { keys: [[ACTION_SHORTCUTS.deleteSelection], ['Backspace']], does: 'Delete the selected items' },
        { keys: [[ACTION_SHORTCUTS.focusSearch]], does: 'Search the list' },
        { keys: [['Esc']], does: 'Clear the search, in the search field' },
      ],
    },
    {
      title: 'In a list’s rows',
      shortcuts: [
        { keys: [['↑'], ['↓']], does: 'Previous or next row' },
        { keys: [['Home'], ['End']], does: 'First or last row' },
        { keys: [['Page Up'], ['Page Down']], does: 'A screenful of rows up or down' },
        { keys: [['Enter']], does: 'Open the row' },
        { keys: [['Space']], does: 'Select the row, or clear it' },
        { keys: [['Shift', 'Space']], does: 'The same for every row from the last one you chose' },
        { keys: [['Menu'], ['Shift', 'F10']], does: 'The row’s actions' },
      ],
    },
    {
      title: 'In the command palette',
      shortcuts: [
        { keys: [['↑'], ['↓']], does: 'Previous or next entry' },
        { keys: [['Enter']], does: 'Run the entry, or open the link or QR code' },
      ],
    },
    {
      title: 'In the account switcher',
      shortcuts: [
        { keys: [['↑'], ['↓']], does: 'Open the list, then previous or next account' },
        { keys: [['A–Z']], does: 'The next account whose name starts with that letter' },
        { keys: [['Enter'], ['Space']], does: 'Switch to the highlighted account' },
        { keys: [['Esc']], does: 'Close the list without switching' },
      ],
    },
  ];
}
