import type { DesktopPlatform } from './accelerator.ts';

/**
 * The key each modifier of a stored accelerator is on each system, as Electron registers it: CommandOrControl is ⌘
 * on a Mac and Ctrl elsewhere, and Command and Super are both ⌘ on a Mac and both the Windows (Super) key
 * elsewhere. So two spellings can name one key, and a rule about Ctrl+C has to be checked against the keys, not
 * the spellings.
 */

/** A modifier key as it is on the keyboard: Command only on a Mac, Super (the Windows key) only elsewhere. */
export type PhysicalModifier = 'Command' | 'Control' | 'Alt' | 'Shift' | 'Super';

export const DESKTOP_PLATFORMS: readonly DesktopPlatform[] = ['mac', 'windows', 'linux'];

const ON_A_MAC: Record<string, PhysicalModifier> = {
  CommandOrControl: 'Command',
  Command: 'Command',
  Super: 'Command',
  Control: 'Control',
  Alt: 'Alt',
  Shift: 'Shift',
};
const ELSEWHERE: Record<string, PhysicalModifier> = {
  CommandOrControl: 'Control',
  Command: 'Super',
  Super: 'Super',
  Control: 'Control',
  Alt: 'Alt',
  Shift: 'Shift',
};

/**
 * The key a modifier in Linkdesk's stored spelling (`parseAccelerator`) is on the system; any other text is left
 * as it is (a label shown while the person is still pressing keys), and no rule names it.
 */
export function physicalModifier(modifier: string, platform: DesktopPlatform): string {
  return (platform === 'mac' ? ON_A_MAC : ELSEWHERE)[modifier] ?? modifier;
}

/** The key that two of the modifiers are on the system (CommandOrControl and Control on Windows), or null. */
export function modifierHeldTwice(modifiers: readonly string[], platform: DesktopPlatform): string | null {
  const keys = modifiers.map((modifier) => physicalModifier(modifier, platform));
  return keys.find((key, index) => keys.indexOf(key) !== index) ?? null;
}
