import { describe, expect, it } from 'vitest';
import { onWayland, waylandClipboard } from '../../src/main/clipboard/wayland-clipboard.ts';
import type { RunProgram } from '../../src/main/run-program.ts';

/** wl-clipboard as a stand-in: a clipboard in memory, and a record of every call. */
function standIn(installed = true) {
  let held = '';
  const calls: string[] = [];
  const run: RunProgram = async (file, args, input) => {
    calls.push([file, ...args].join(' '));
    if (!installed) return null;
    if (args.includes('--version')) return `${file} 2.2.1`;
    if (file === 'wl-paste') return held;
    if (args.includes('--clear')) held = '';
    else held = input ?? '';
    return '';
  };
  return { run, calls, held: () => held };
}

describe('the clipboard on a Wayland desktop', () => {
  it('reads and writes text through wl-clipboard, and clears it with an empty text', async () => {
    const wl = standIn();
    const clipboard = (await waylandClipboard(wl.run))!;
    await clipboard.writeText('https://go.example/x7');
    expect(wl.held()).toBe('https://go.example/x7');
    expect(await clipboard.readText()).toBe('https://go.example/x7');
    await clipboard.writeText('');
    expect(wl.held()).toBe('');
    expect(wl.calls).toEqual([
      'wl-paste --version',
      'wl-copy --version',
      'wl-copy --type text/plain',
      'wl-paste --no-newline --type text/plain',
      'wl-copy --clear',
    ]);
  });

  it('is not used where wl-clipboard is not installed', async () => {
    expect(await waylandClipboard(standIn(false).run)).toBeNull();
  });

  it('reads an empty text when wl-paste finds nothing, and says so when wl-copy fails', async () => {
    const clipboard = (await waylandClipboard(async (file, args) =>
      args.includes('--version') ? 'ok' : null,
    ))!;
    expect(await clipboard.readText()).toBe('');
    await expect(clipboard.writeText('x')).rejects.toThrow(/wl-copy/);
  });

  it('is only for Linux sessions on Wayland', () => {
    expect(onWayland('linux', { XDG_SESSION_TYPE: 'wayland' })).toBe(true);
    expect(onWayland('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(onWayland('linux', { XDG_SESSION_TYPE: 'x11' })).toBe(false);
    expect(onWayland('darwin', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(false);
  });
});
