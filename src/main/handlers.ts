import { AppError } from '../shared/ipc/app-error.ts';
import { registerAccountHandlers } from './handlers/accounts.ts';
import { registerAdminHandlers } from './handlers/admin.ts';
import { registerCampaignAndChannelHandlers } from './handlers/campaigns-and-channels.ts';
import { registerContentHandlers } from './handlers/content.ts';
import { createHandlerContext } from './handlers/context.ts';
import type { HandlerDeps } from './handlers/deps.ts';
import { registerQrAndLinkHandlers } from './handlers/qr-and-links.ts';
import type { Registrar } from './ipc/registrar.ts';
import { isSafeExternalUrl } from './security/external-url.ts';

export type { HandlerDeps, SandboxLauncher } from './handlers/deps.ts';

/** Every IPC handler of the app, created from its dependencies so that all of it runs under plain Node. */
export function registerHandlers(registrar: Registrar, deps: HandlerDeps): void {
  const ctx = createHandlerContext(deps);
  registerAccountHandlers(registrar, deps, ctx);
  registerContentHandlers(registrar, deps, ctx);
  registerQrAndLinkHandlers(registrar, deps, ctx);
  registerCampaignAndChannelHandlers(registrar, deps, ctx);
  registerAdminHandlers(registrar, ctx);

  registrar.handle('requests:cancel', async ({ requestId }) => ({
    cancelled: deps.gateway.cancel(requestId),
  }));

  registrar.handle('shell:openExternal', async ({ url }) => {
    if (!isSafeExternalUrl(url))
      throw new AppError('validation', 'Only web addresses (http or https) can be opened.', { field: 'url' });
    await deps.openExternal(url);
    return { opened: true as const };
  });
}
