/** The parts of a key press that make a shortcut (a KeyboardEvent has them all). */
export interface KeyPress {
  code: string;
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

const NAMED_CODES: Record<string, string> = {
  Space: 'Space',
  Tab: 'Tab',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Enter: 'Enter',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Backslash: '\\',
  Comma: ',',
  Period: '.',
  Slash: '/',
};

/** The key by its place on the keyboard, so Alt+L on a Mac (which types ¬) is still L. */
function keyOf(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1]!;
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (digit) return digit[1]!;
  if (/^F([1-9]|1[0-9]|2[0-4])$/.test(code)) return code;
  return NAMED_CODES[code] ?? null;
}

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta', 'OS', 'AltGraph']);

/**
 * The shortcut a key press makes, in Electron's syntax, or null while only modifiers are held (the person is
 * still pressing). ⌘ is Command on macOS and Super (the Windows key) elsewhere.
 */
export function combinationOf(press: KeyPress, mac: boolean): string | null {
  if (MODIFIER_KEYS.has(press.key)) return null;
  const key = keyOf(press.code);
  if (key === null) return null;
  const parts: string[] = [];
  if (press.metaKey) parts.push(mac ? 'Command' : 'Super');
  if (press.ctrlKey) parts.push('Control');
  if (press.altKey) parts.push('Alt');
  if (press.shiftKey) parts.push('Shift');
  return [...parts, key].join('+');
}
