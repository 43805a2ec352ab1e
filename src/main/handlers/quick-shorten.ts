import { addLink } from '../api/endpoints/links.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { createQuickShorten, type QuickShorten } from '../quick-shorten/quick-shorten.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * Shortening the clipboard's web address: one instance for the window's command and the global shortcut, so
 * both keep the same list of the latest links made this way. Links are made on the active account.
 */
export function createClipboardShortener(deps: HandlerDeps, ctx: HandlerContext): QuickShorten {
  return createQuickShorten({
    clipboard: deps.clipboard,
    account: async () => {
      const file = await deps.records.load();
      const active = file.accounts.find((account) => account.id === file.activeId);
      return active ? { id: active.id, name: active.name } : null;
    },
    waitSeconds: (accountId) => deps.gateway.waitSeconds(accountId),
    shorten: (accountId, url) => ctx.write({ accountId }, (call) => addLink(call, { url })),
  });
}

export function registerQuickShortenHandler(registrar: Registrar, shortener: QuickShorten): void {
  registrar.handle('links:shortenClipboard', () => shortener.run());
}
