import { describe, expect, it } from 'vitest';
import { trayShown } from '../../src/main/desktop/tray-availability.ts';
import type { RunProgram } from '../../src/main/run-program.ts';

const answering =
  (output: string | null, asked: string[][] = []): RunProgram =>
  async (file, args) => {
    asked.push([file, ...args]);
    return output;
  };

describe('whether a tray icon would be seen', () => {
  it('is always so on macOS and Windows, without asking', async () => {
    const asked: string[][] = [];
    expect(await trayShown('darwin', answering('(false,)', asked))).toBe(true);
    expect(await trayShown('win32', answering('(false,)', asked))).toBe(true);
    expect(asked).toEqual([]);
  });

  it('on Linux asks the session bus for a StatusNotifierWatcher', async () => {
    const asked: string[][] = [];
    expect(await trayShown('linux', answering('(true,)\n', asked))).toBe(true);
    expect(asked[0]).toEqual(
      expect.arrayContaining(['gdbus', 'call', '--session', 'org.kde.StatusNotifierWatcher']),
    );
  });

  it('is not so on a Linux desktop without one (stock GNOME)', async () => {
    expect(await trayShown('linux', answering('(false,)\n'))).toBe(false);
  });

  it('is assumed where the bus cannot be asked', async () => {
    expect(await trayShown('linux', answering(null))).toBe(true);
  });
});
