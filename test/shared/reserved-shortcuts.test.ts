import { describe, expect, it } from 'vitest';
import { checkAccelerator, shortcutLabel } from '../../src/shared/desktop/accelerator.ts';
import { contract } from '../../src/shared/ipc/contract.ts';

/** The problem of a refused combination; a combination that passes fails the test with what it became. */
function problemOf(text: string, platform: 'mac' | 'windows' | 'linux' = 'windows'): string {
  const check = checkAccelerator(text, platform);
  if ('accelerator' in check) throw new Error(`${text} was accepted as ${check.accelerator}`);
  return check.problem;
}

describe('a global shortcut that apps or the system already use', () => {
  // The editing and system combinations a global shortcut must not take from every app.
  const REFUSED = [
    'Control+C',
    'Control+V',
    'Control+X',
    'Control+Z',
    'Control+Y',
    'Control+A',
    'Control+S',
    'Control+W',
    'Control+Q',
    'Control+N',
    'Control+T',
    'Control+F',
    'Control+P',
    'Control+R',
    'Control+Tab',
    'Control+Shift+Z',
    'Alt+Tab',
    'Alt+Shift+Tab',
    'Alt+F4',
    'Alt+Space',
    'Control+Alt+Delete',
    'Control+Shift+Escape',
    'Control+Escape',
    'Super+L',
    'Super+D',
    'Super+Shift+S',
    'Super+Alt+Left',
    'Command+Space',
    'Command+Tab',
    'Command+Q',
    'Command+H',
    'Command+M',
    'Command+Shift+4',
    'Command+Control+Q',
    'Command+Alt+Escape',
    'CommandOrControl+C',
    'Control+Alt+F2',
    'Control+PrintScreen',
    'Alt+L',
    'Control+K',
  ];

  it.each(REFUSED)('refuses %s', (text) => {
    expect(problemOf(text)).toMatch(
      /; choose (a combination with two modifiers|another combination), such as /,
    );
  });

  it('says what the combination does, in the way each system writes it', () => {
    expect(problemOf('Control+C')).toBe(
      'Ctrl+C copies in every app; choose a combination with two modifiers, such as Ctrl+Shift+L.',
    );
    expect(problemOf('Command+C', 'mac')).toBe(
      '⌘C copies in every app; choose a combination with two modifiers, such as ⌃⇧L.',
    );
    expect(problemOf('Command+Space', 'mac')).toBe(
      '⌘Space opens Spotlight; choose a combination with two modifiers, such as ⌃⇧L.',
    );
    expect(problemOf('Control+Alt+Delete')).toBe(
      'Ctrl+Alt+Delete opens the security screen on Windows; choose another combination, such as Ctrl+Shift+L.',
    );
    expect(problemOf('Super+L', 'linux')).toBe(
      'Super+L locks the computer; choose a combination with two modifiers, such as Ctrl+Shift+L.',
    );
    expect(problemOf('Super+K', 'windows')).toContain('Win+K belongs to Windows;');
    expect(problemOf('Alt+L', 'mac')).toContain('⌥L types a special character;');
    expect(problemOf('Control+PrintScreen')).toContain('takes screenshots');
  });

  it('allows two modifiers and a key, and function keys with one modifier', () => {
    for (const [text, stored] of [
      ['Control+Alt+L', 'Control+Alt+L'],
      ['Ctrl+Shift+L', 'Control+Shift+L'],
      ['Control+Alt+K', 'Control+Alt+K'],
      ['Cmd+Alt+L', 'Command+Alt+L'],
      ['Cmd+Shift+L', 'Command+Shift+L'],
      ['Super+Alt+L', 'Alt+Super+L'],
      ['Control+F9', 'Control+F9'],
      ['Alt+F9', 'Alt+F9'],
      ['Control+Shift+F12', 'Control+Shift+F12'],
    ] as const) {
      expect(checkAccelerator(text), text).toEqual({ accelerator: stored });
    }
  });
});

describe('a modifier written another way', () => {
  const SYSTEMS = ['mac', 'windows', 'linux'] as const;

  // Electron registers CommandOrControl as Ctrl on Windows and Linux and as ⌘ on a Mac, and Command, Cmd, Super
  // and Meta all as ⌘ on a Mac and as the Windows (Super) key elsewhere.
  const SAME_KEY_TWICE = [
    'CmdOrCtrl+Ctrl+C',
    'CommandOrControl+Control+V',
    'Command+Super+C',
    'Cmd+Meta+L',
    'CmdOrCtrl+Command+Alt+L',
    'CmdOrCtrl+Super+Alt+L',
  ];

  it.each(SAME_KEY_TWICE)('is refused when it holds a key twice on some system: %s', (text) => {
    for (const system of SYSTEMS) expect(problemOf(text, system), system).toMatch(/twice/);
  });

  it('says which key it holds twice, in the way the system writes it', () => {
    expect(problemOf('CmdOrCtrl+Ctrl+C')).toBe(
      'Ctrl+Ctrl+C holds Ctrl twice; choose a combination with two modifiers, such as Ctrl+Shift+L.',
    );
    expect(problemOf('Command+Super+C', 'mac')).toBe(
      '⌘⌘C holds ⌘ twice; choose a combination with two modifiers, such as ⌃⇧L.',
    );
    expect(problemOf('CmdOrCtrl+Control+Alt+L', 'mac')).toBe(
      '⌃⌥⌘L is Ctrl+Ctrl+Alt+L on Windows, where it holds Ctrl twice; choose another combination, such as ⌃⇧L.',
    );
  });

  // The IPC schema checks without knowing the system, so what one system reserves is refused on all three.
  const RESERVED_ON_ONE_SYSTEM = [
    'Super+Shift+3',
    'Meta+Shift+4',
    'CmdOrCtrl+Shift+3',
    'Super+Control+Q',
    'CmdOrCtrl+Alt+Escape',
    'Command+Alt+Left',
    'Command+F9',
  ];

  it.each(RESERVED_ON_ONE_SYSTEM)('is refused on every system when one reserves it: %s', (text) => {
    for (const system of SYSTEMS) expect(problemOf(text, system), system).toMatch(/; choose /);
  });

  it('names the system that reserves it, with its keys there, when it is not the one Linkdesk runs on', () => {
    expect(problemOf('Super+Shift+3', 'windows')).toBe(
      'Win+Shift+3 is ⇧⌘3 on a Mac, where it takes a screenshot; choose another combination, such as Ctrl+Shift+L.',
    );
    expect(problemOf('Super+Shift+3', 'mac')).toBe(
      '⇧⌘3 takes a screenshot on a Mac; choose another combination, such as ⌃⇧L.',
    );
    expect(problemOf('Command+Alt+Left', 'mac')).toBe(
      '⌥⌘Left is Win+Alt+Left on Windows, where it moves windows or switches desktops; choose another ' +
        'combination, such as ⌃⇧L.',
    );
  });

  it('is refused by the IPC schema of desktop:setShortcut', () => {
    const schema = contract['desktop:setShortcut'].request;
    for (const accelerator of [...SAME_KEY_TWICE, ...RESERVED_ON_ONE_SYSTEM]) {
      expect(schema.safeParse({ accelerator }).success, accelerator).toBe(false);
    }
    expect(schema.safeParse({ accelerator: 'Control+Alt+L' }).success).toBe(true);
    expect(schema.safeParse({ accelerator: 'Command+Alt+L' }).success).toBe(true);
  });

  it('is shown as the key Electron registers on each system, in the order the system writes them', () => {
    expect(shortcutLabel('Command+Alt+L', 'windows')).toBe('Win+Alt+L');
    expect(shortcutLabel('Command+Alt+L', 'linux')).toBe('Super+Alt+L');
    expect(shortcutLabel('Command+Alt+L', 'mac')).toBe('⌥⌘L');
    expect(shortcutLabel('CommandOrControl+Alt+L', 'windows')).toBe('Ctrl+Alt+L');
    expect(shortcutLabel('CommandOrControl+Alt+L', 'mac')).toBe('⌥⌘L');
    expect(shortcutLabel('Alt+Super+L', 'mac')).toBe('⌥⌘L');
    expect(shortcutLabel('Control+Super+D', 'windows')).toBe('Win+Ctrl+D');
  });
});
