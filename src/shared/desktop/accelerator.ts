import { DESKTOP_PLATFORMS, modifierHeldTwice, physicalModifier } from './physical-modifiers.ts';
import { reservedUse } from './reserved-shortcuts.ts';

/**
 * Global shortcuts in Electron's accelerator syntax ("Control+Alt+L"): checked before the system is asked, so a
 * typo is refused with a reason rather than silently never firing, and shown the way each system writes them.
 */

export const DEFAULT_SHORTCUT = 'Control+Alt+L';

/** The modifiers a global shortcut may use, by every spelling Electron accepts, to the one Linkdesk stores. */
const MODIFIERS = new Map<string, string>([
  ['control', 'Control'],
  ['ctrl', 'Control'],
  ['alt', 'Alt'],
  ['option', 'Alt'],
  ['shift', 'Shift'],
  ['super', 'Super'],
  ['meta', 'Super'],
  ['command', 'Command'],
  ['cmd', 'Command'],
  ['commandorcontrol', 'CommandOrControl'],
  ['cmdorctrl', 'CommandOrControl'],
]);
const MODIFIER_ORDER = ['CommandOrControl', 'Command', 'Control', 'Alt', 'Shift', 'Super'];

const NAMED_KEYS = new Map<string, string>(
  [
    'Space',
    'Tab',
    'Backspace',
    'Delete',
    'Insert',
    'Enter',
    'Up',
    'Down',
    'Left',
    'Right',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Escape',
    'Plus',
    // Known so that it is refused with its reason (it takes screenshots), not as an unknown key.
    'PrintScreen',
  ].map((key) => [key.toLowerCase(), key]),
);
const PUNCTUATION = new Set([...",./;'[]\\-=`"]);

function keyOf(part: string): string | null {
  if (/^[a-z0-9]$/i.test(part)) return part.toUpperCase();
  if (/^f([1-9]|1[0-9]|2[0-4])$/i.test(part)) return part.toUpperCase();
  if (PUNCTUATION.has(part)) return part;
  return NAMED_KEYS.get(part.toLowerCase()) ?? null;
}

export type AcceleratorCheck = { accelerator: string } | { problem: string };

/**
 * The combination in the form Linkdesk stores, or why it is not one: its spelling, and a modifier other than Shift
 * (a bare key or Shift+key would take that character away from typing in every other app), as every version has
 * required. Settings saved by an older version are read with this, so a combination refused since
 * (`checkAccelerator`) is still known by name.
 */
export function parseAccelerator(text: string): AcceleratorCheck {
  const parts = text
    .split('+')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { problem: 'Press a key combination.' };
  const modifiers = new Set<string>();
  let key: string | null = null;
  for (const part of parts) {
    const modifier = MODIFIERS.get(part.toLowerCase());
    if (modifier) {
      modifiers.add(modifier);
      continue;
    }
    if (key !== null) return { problem: 'A shortcut has one key besides its modifiers.' };
    key = keyOf(part);
    if (key === null) return { problem: `“${part}” is not a key Linkdesk can use in a shortcut.` };
  }
  if (key === null) return { problem: 'Add a key to the modifiers (for example L).' };
  if ([...modifiers].every((modifier) => modifier === 'Shift')) {
    return {
      problem:
        'Use Ctrl, Alt, ⌘ or the Windows key with it: alone, it would stop that key typing anywhere else.',
    };
  }
  const ordered = MODIFIER_ORDER.filter((modifier) => modifiers.has(modifier));
  return { accelerator: [...ordered, key].join('+') };
}

/** What a refused combination's message suggests instead. */
const SUGGESTED = 'Control+Shift+L';

/**
 * The shortcut in the form Linkdesk stores, or why it cannot be one: a well-formed combination
 * (`parseAccelerator`) that holds no key twice and that apps or the system do not already use
 * (`reserved-shortcuts.ts`), on any of the three systems. What is refused is the same everywhere, as the IPC schema,
 * which does not know the system, checks it too; `platform` only words the reason (⌘C on a Mac, Ctrl+C elsewhere),
 * its own first, else the system's that refuses it.
 */
export function checkAccelerator(text: string, platform: DesktopPlatform = 'windows'): AcceleratorCheck {
  const parsed = parseAccelerator(text);
  if ('problem' in parsed) return parsed;
  const parts = parsed.accelerator.split('+');
  const key = parts.pop() ?? '';
  for (const on of [platform, ...DESKTOP_PLATFORMS.filter((other) => other !== platform)]) {
    const twice = modifierHeldTwice(parts, on);
    const does = twice ? `holds ${MODIFIER_NAMES[on][twice] ?? twice} twice` : reservedUse(parts, key, on);
    if (does === null) continue;
    const keys = new Set(parts.map((part) => physicalModifier(part, on)));
    const instead = keys.size < 2 ? 'a combination with two modifiers' : 'another combination';
    return {
      problem: `${whatItDoes(parsed.accelerator, does, on, platform)}; choose ${instead}, such as ${shortcutLabel(SUGGESTED, platform)}.`,
    };
  }
  return parsed;
}

const SYSTEM_NAMES: Record<DesktopPlatform, string> = { mac: 'a Mac', windows: 'Windows', linux: 'Linux' };

/**
 * "Ctrl+C copies in every app" on the system Linkdesk runs on; on another, what the keys are there too: "Win+Shift+3
 * is ⇧⌘3 on a Mac, where it takes a screenshot".
 */
function whatItDoes(
  accelerator: string,
  does: string,
  on: DesktopPlatform,
  platform: DesktopPlatform,
): string {
  const here = shortcutLabel(accelerator, platform);
  if (on === platform) return `${here} ${does}`;
  const system = SYSTEM_NAMES[on];
  const there = does.endsWith(` on ${system}`) ? does.slice(0, -` on ${system}`.length) : does;
  return `${here} is ${shortcutLabel(accelerator, on)} on ${system}, where it ${there}`;
}

export type DesktopPlatform = 'mac' | 'windows' | 'linux';

/** How each system writes its modifier keys (`physical-modifiers.ts`), in the order it writes them. */
const MODIFIER_NAMES: Record<DesktopPlatform, Record<string, string>> = {
  mac: { Control: '⌃', Alt: '⌥', Shift: '⇧', Command: '⌘' },
  windows: { Super: 'Win', Control: 'Ctrl', Alt: 'Alt', Shift: 'Shift' },
  linux: { Super: 'Super', Control: 'Ctrl', Alt: 'Alt', Shift: 'Shift' },
};

/** A modifier as the system writes it: CommandOrControl is ⌘ on a Mac, Ctrl elsewhere; Command is Win on Windows. */
function modifierName(modifier: string, platform: DesktopPlatform): string {
  const key = physicalModifier(modifier, platform);
  return MODIFIER_NAMES[platform][key] ?? key;
}

/**
 * The shortcut as the system writes it, naming the keys Electron registers in the system's order: ⇧⌘3 on macOS,
 * Ctrl+Alt+L elsewhere, Win+Shift+S on Windows and Super+Shift+S on Linux (for Command and Super alike).
 */
export function shortcutLabel(accelerator: string, platform: DesktopPlatform): string {
  const parts = accelerator.split('+');
  const key = parts.pop() ?? '';
  const order = Object.values(MODIFIER_NAMES[platform]);
  const names = parts
    .map((part) => modifierName(part, platform))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return platform === 'mac' ? names.join('') + key : [...names, key].join('+');
}

/** The system a `process.platform` value names, for labels. */
export function desktopPlatform(platform: string): DesktopPlatform {
  if (platform === 'darwin') return 'mac';
  if (platform === 'win32') return 'windows';
  return 'linux';
}
