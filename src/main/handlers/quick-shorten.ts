import { addLink } from '../api/endpoints/links.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { createQuickShorten, type QuickShorten } from '../quick-shorten/quick-shorten.ts';
import type { UtmTemplates } from '../utm/utm-templates.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * Shortening the clipboard's web address: one instance for the window's command and the global shortcut, so
 * both keep the same list of the latest links made this way. Links are made on the active account.
 */
export function createClipboardShortener(
  deps: HandlerDeps,
  ctx: HandlerContext,
  templates: Pick<UtmTemplates, 'forQuickShorten'>,
): QuickShorten {
  return createQuickShorten({
    clipboard: deps.clipboard,
    account: async () => {
      const file = await deps.records.load();
      const active = file.accounts.find((account) => account.id === file.activeId);
      return active ? { id: active.id, name: active.name } : null;
    },
    waitSeconds: (accountId) => deps.gateway.waitSeconds(accountId),
    // With the UTM template chosen for Quick shorten, if any: the link goes to the tagged address.
    shorten: async (accountId, url) => {
      const tagged = await templates.forQuickShorten(url);
      const made = await ctx.write({ accountId }, (call) => addLink(call, { url: tagged }));
      return { ...made, sent: tagged };
    },
  });
}

export function registerQuickShortenHandler(registrar: Registrar, shortener: QuickShorten): void {
  registrar.handle('links:shortenClipboard', () => shortener.run());
}
