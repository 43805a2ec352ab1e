import type { StandardAction } from './types.ts';

/** The single keys of the standard actions, as `KeyboardEvent.key` reports them. */
export const ACTION_KEYS: Readonly<Record<string, StandardAction>> = {
  n: 'create',
  e: 'edit',
  Delete: 'deleteSelection',
  // Mac keyboards label this key "delete", and people press it to delete.
  Backspace: 'deleteSelection',
  '/': 'focusSearch',
};

/** What the palette shows beside each standard action. */
export const ACTION_SHORTCUTS: Readonly<Record<StandardAction, string>> = {
  create: 'N',
  edit: 'E',
  deleteSelection: 'Delete',
  focusSearch: '/',
};

/** Inputs that take a key press as text; checkboxes and buttons do not, so shortcuts still work there. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range']);

/** Whether a key press on `target` is someone typing, which single-key shortcuts must leave alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Which standard action a key press asks for, or null when it is not a shortcut here. */
export function shortcutAction(event: KeyboardEvent): StandardAction | null {
  // Ctrl, ⌘ and Alt combinations belong to the browser, the system and the palette; Shift is allowed because
  // some layouts need it for "/".
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
    return null;
  if (isTyping(event.target)) return null;
  return ACTION_KEYS[event.key] ?? null;
}

/** The key that shows the keyboard shortcuts, as the palette and the cheat sheet show it. */
export const CHEAT_SHEET_SHORTCUT = '?';

/**
 * "?" shows the keyboard shortcuts, unless someone is typing it. Shift (and Alt, for layouts that put "?" on
 * another level) may be held: what counts is the character the key types.
 */
export function isCheatSheetKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.isComposing) return false;
  return event.key === CHEAT_SHEET_SHORTCUT && !isTyping(event.target);
}

/** Ctrl+K, or ⌘K on a Mac. */
export function isPaletteKey(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform);
}

/** The palette's keys as this system's keyboard names them: ⌘K on a Mac, Ctrl+K elsewhere. */
export function paletteShortcutLabel(): string {
  return isApplePlatform() ? '⌘K' : 'Ctrl+K';
}

/** The same, as `aria-keyshortcuts` writes it. */
export function paletteShortcutKeys(): string {
  return isApplePlatform() ? 'Meta+K' : 'Control+K';
}
