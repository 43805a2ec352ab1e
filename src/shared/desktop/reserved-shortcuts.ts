import type { DesktopPlatform } from './accelerator.ts';
import { physicalModifier } from './physical-modifiers.ts';

/**
 * The key combinations a global shortcut may not take, in one place. A global shortcut takes its combination away
 * from every app and from the system itself: Ctrl+C would stop copying everywhere (and shorten the clipboard at each
 * press), Alt+Tab would stop switching windows, Super+L would stop locking the computer. So:
 *
 * - the editing and window commands every app has, with Ctrl or ⌘ alone (and a few with Shift added);
 * - any typing key with Ctrl, ⌘ or Alt alone, since apps use nearly all of them (and on a Mac ⌥ types accents);
 * - what the systems keep for themselves: Alt+Tab, Alt+F4, Ctrl+Alt+Delete, Ctrl+Shift+Esc, the Windows or Super
 *   key with a key, ⌘Space, the Mac's screenshots, Linux's consoles and workspaces, Print Screen.
 *
 * What is left are combinations of two modifiers and a key (Ctrl+Alt+L, Ctrl+Shift+L, ⌘⌥L) and function keys with
 * one modifier, which apps rarely use. The rules name the keys as they are on the system (`physical-modifiers.ts`):
 * Command only on a Mac, Super (the Windows key) only elsewhere, so that no other spelling of a key escapes them.
 */

/** What a combination does, as the end of a sentence that starts with its keys; per system where they differ. */
type Does = string | ({ other: string } & Partial<Record<DesktopPlatform, string>>);

interface Rule {
  /** Whether the combination's modifier keys, on the system, are the ones this rule is about. */
  modifiers: (held: ReadonlySet<string>, platform: DesktopPlatform) => boolean;
  key: (key: string) => boolean;
  does: Does;
}

/** Exactly these modifier keys; `Primary` is the key of every app's commands: ⌘ on a Mac, Ctrl elsewhere. */
function exactly(...names: string[]): Rule['modifiers'] {
  return (held, platform) => {
    if (held.size !== names.length) return false;
    const primary = platform === 'mac' ? 'Command' : 'Control';
    return names.every((name) => held.has(name === 'Primary' ? primary : name));
  };
}

/** The Windows or Super key with at least one other modifier. */
const superAndMore: Rule['modifiers'] = (held) => held.has('Super') && held.size > 1;
const anyModifiers: Rule['modifiers'] = () => true;

const oneOf =
  (...keys: string[]): Rule['key'] =>
  (key) =>
    keys.includes(key);
const anyKey: Rule['key'] = () => true;
const functionKey = (key: string) => /^F\d+$/.test(key);
/** Every key but the function keys: letters, digits, punctuation, Space, Tab, Enter, arrows, Escape… */
const typingKey: Rule['key'] = (key) => !functionKey(key) && key !== 'PrintScreen';
const character: Rule['key'] = (key) => key.length === 1;
const ARROWS = ['Up', 'Down', 'Left', 'Right'];
const CONSOLE_KEYS = Array.from({ length: 12 }, (_, index) => `F${index + 1}`);

const rule = (modifiers: Rule['modifiers'], key: Rule['key'], does: Does): Rule => ({ modifiers, key, does });
const primary = exactly('Primary');

/** First match wins: the named combinations first, for the clearest reason, then the general ones. */
const RULES: readonly Rule[] = [
  rule(anyModifiers, oneOf('PrintScreen'), 'takes screenshots'),

  // Editing and window commands of every app.
  rule(primary, oneOf('C'), 'copies in every app'),
  rule(primary, oneOf('V'), 'pastes in every app'),
  rule(primary, oneOf('X'), 'cuts in every app'),
  rule(primary, oneOf('Z'), 'undoes in every app'),
  rule(primary, oneOf('Y'), 'redoes in many apps'),
  rule(primary, oneOf('A'), 'selects everything in every app'),
  rule(primary, oneOf('S'), 'saves in every app'),
  rule(primary, oneOf('W'), 'closes the tab or window in every app'),
  rule(primary, oneOf('Q'), 'quits the app in front'),
  rule(primary, oneOf('N'), 'opens a new window or document in most apps'),
  rule(primary, oneOf('T'), 'opens a new tab in browsers'),
  rule(primary, oneOf('F'), 'finds text in every app'),
  rule(primary, oneOf('P'), 'prints in every app'),
  rule(primary, oneOf('R'), 'reloads the page in browsers'),
  rule(primary, oneOf('Tab'), { mac: 'switches apps', other: 'switches tabs in browsers' }),
  rule(primary, oneOf('Space'), {
    mac: 'opens Spotlight',
    other: 'switches the input language on many systems',
  }),
  rule(primary, oneOf('H'), { mac: 'hides the app in front', other: 'opens the history in browsers' }),
  rule(primary, oneOf('M'), { mac: 'minimises the window in front', other: 'is a shortcut in many apps' }),
  rule(primary, oneOf('Escape'), {
    mac: 'is a shortcut in many apps',
    other: 'opens the Start menu on Windows',
  }),
  rule(primary, oneOf('F4'), 'closes the tab or document in many apps'),
  rule(exactly('Primary', 'Shift'), oneOf('Z'), 'redoes in many apps'),
  rule(exactly('Primary', 'Shift'), oneOf('C'), 'copies in terminals'),
  rule(exactly('Primary', 'Shift'), oneOf('V'), 'pastes in terminals'),
  rule(exactly('Primary', 'Shift'), oneOf('T'), 'reopens the last closed tab in browsers'),
  rule(exactly('Primary', 'Shift'), oneOf('N'), 'opens a private window in browsers'),
  rule(exactly('Primary', 'Shift'), oneOf('Tab'), 'switches tabs in browsers'),

  // What the systems keep for themselves.
  rule(exactly('Control', 'Shift'), oneOf('Escape'), 'opens the Task Manager on Windows'),
  rule(exactly('Control', 'Alt'), oneOf('Delete'), 'opens the security screen on Windows'),
  rule(exactly('Control', 'Alt'), oneOf('Backspace'), 'can end the desktop session on Linux'),
  rule(exactly('Control', 'Alt'), oneOf('T'), 'opens a terminal on Ubuntu'),
  rule(exactly('Control', 'Alt'), oneOf(...ARROWS), 'switches workspaces on Linux'),
  rule(exactly('Control', 'Alt'), oneOf(...CONSOLE_KEYS), 'switches to a text console on Linux'),
  rule(exactly('Alt'), oneOf('Tab'), 'switches windows'),
  rule(exactly('Alt', 'Shift'), oneOf('Tab'), 'switches windows'),
  rule(exactly('Alt'), oneOf('Escape'), 'switches windows on Windows'),
  rule(exactly('Alt'), oneOf('F4'), 'closes the window'),
  rule(exactly('Alt'), oneOf('Space'), { mac: 'types a non-breaking space', other: 'opens the window menu' }),
  rule(exactly('Command', 'Shift'), oneOf('3', '4', '5', '6'), 'takes a screenshot on a Mac'),
  rule(exactly('Command', 'Shift'), oneOf('Q'), 'logs out on a Mac'),
  rule(exactly('Command', 'Control'), oneOf('Q'), 'locks the screen on a Mac'),
  rule(exactly('Command', 'Control'), oneOf('Space'), 'opens the emoji picker on a Mac'),
  rule(exactly('Command', 'Control'), oneOf('F'), 'switches to full screen on a Mac'),
  rule(exactly('Command', 'Alt'), oneOf('Escape'), 'opens Force Quit on a Mac'),
  rule(exactly('Command', 'Alt'), oneOf('D'), 'shows or hides the Dock on a Mac'),
  // The Windows or Super key (on a Mac, Super is ⌘, which the rules above name Primary).
  rule(exactly('Super'), oneOf('L'), 'locks the computer'),
  rule(exactly('Super'), oneOf('D'), 'shows the desktop'),
  rule(exactly('Super'), oneOf('V'), 'opens the clipboard history on Windows'),
  rule(exactly('Super'), oneOf('Space'), 'switches the input language'),
  rule(exactly('Super'), oneOf('Tab'), 'shows the open windows'),
  rule(exactly('Super', 'Shift'), oneOf('S'), 'takes a screenshot on Windows'),
  rule(exactly('Alt', 'Super'), oneOf('R', 'G', 'B'), 'records the screen on Windows'),
  rule(exactly('Control', 'Super'), oneOf('D', 'F4'), 'opens or closes a virtual desktop on Windows'),
  rule(
    superAndMore,
    oneOf(...ARROWS, 'Tab', 'Space', 'Enter', 'Escape'),
    'moves windows or switches desktops',
  ),

  // Everything else with one modifier: apps use nearly every such combination, and the system the Windows key's.
  rule(primary, typingKey, 'is a shortcut in many apps'),
  // On a Mac, where Ctrl is not Primary: ⌃ with a letter edits text in every app (⌃A, ⌃E, ⌃K…).
  rule(exactly('Control'), typingKey, 'is a shortcut in many apps'),
  rule(exactly('Alt'), character, { mac: 'types a special character', other: 'opens menus in many apps' }),
  rule(exactly('Alt'), typingKey, 'is a shortcut in many apps'),
  rule(exactly('Super'), anyKey, { windows: 'belongs to Windows', other: 'belongs to the desktop' }),
];

/**
 * What the combination does already on the system, in words that follow its keys ("copies in every app"), or null
 * when a global shortcut may take it there. `modifiers` and `key` are in Linkdesk's stored spelling.
 */
export function reservedUse(
  modifiers: readonly string[],
  key: string,
  platform: DesktopPlatform,
): string | null {
  const held = new Set(modifiers.map((modifier) => physicalModifier(modifier, platform)));
  const found = RULES.find((candidate) => candidate.modifiers(held, platform) && candidate.key(key));
  if (!found) return null;
  return typeof found.does === 'string' ? found.does : (found.does[platform] ?? found.does.other);
}
