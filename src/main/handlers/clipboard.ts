import type { SecretClipboard } from '../clipboard/secret-clipboard.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * The window's text copies. Electron's session refuses the page's own clipboard writes (the window is denied
 * every permission), so main writes the system clipboard for it; a secret goes through the clipboard that takes
 * it off again after a while.
 */
export function registerClipboardHandlers(
  registrar: Registrar,
  deps: Pick<HandlerDeps, 'clipboard'>,
  secretClipboard: SecretClipboard,
): void {
  registrar.handle('clipboard:writeText', async ({ text, secret }) => {
    if (secret) await secretClipboard.copy(text);
    else await deps.clipboard.writeText(text);
    return { copied: true as const };
  });
}
