import type { RunProgram } from '../run-program.ts';
import type { TextClipboard } from './secret-clipboard.ts';

/**
 * The text clipboard through wl-clipboard (`wl-paste`, `wl-copy`) on a Wayland desktop. There a compositor honours
 * clipboard reads and writes only from a focused window; Chromium's own clipboard then reads a stale copy and its
 * writes are dropped while Linkdesk's window is closed or in the background, which is exactly when a global
 * shortcut or the tray shortens. wl-clipboard talks to the compositor as a client of its own and is not bound by
 * focus. Answers null where wl-clipboard is not installed: the app then keeps Electron's clipboard.
 */
export async function waylandClipboard(run: RunProgram): Promise<TextClipboard | null> {
  if ((await run('wl-paste', ['--version'])) === null || (await run('wl-copy', ['--version'])) === null) {
    return null;
  }
  return {
    async readText() {
      // Nothing on the clipboard, or no text on it, is an empty text, as Electron's clipboard answers.
      return (await run('wl-paste', ['--no-newline', '--type', 'text/plain'])) ?? '';
    },
    async writeText(text) {
      // An empty text clears the clipboard, as taking a copied secret off it must.
      const done =
        text === ''
          ? await run('wl-copy', ['--clear'])
          : await run('wl-copy', ['--type', 'text/plain'], text);
      if (done === null) throw new Error('wl-copy could not write the clipboard.');
    },
  };
}

/** Whether the app runs as a native Wayland client: Electron does wherever a Wayland session is. */
export const onWayland = (platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean =>
  platform === 'linux' && (env.XDG_SESSION_TYPE === 'wayland' || Boolean(env.WAYLAND_DISPLAY));
