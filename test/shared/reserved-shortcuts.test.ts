import { describe, expect, it } from 'vitest';
import { checkAccelerator } from '../../src/shared/desktop/accelerator.ts';

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
