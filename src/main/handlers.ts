import { AppError } from '../shared/ipc/app-error.ts';
import { registerAccountHandlers } from './handlers/accounts.ts';
import { registerAdminHandlers } from './handlers/admin.ts';
import { createAdminGuard } from './handlers/admin-role.ts';
import { createClipboardShortener, registerQuickShortenHandler } from './handlers/quick-shorten.ts';
import { registerDesktopHandlers } from './handlers/desktop.ts';
import { registerImportHandlers } from './handlers/imports.ts';
import { registerBulkEditHandlers } from './handlers/bulk-edit.ts';
import { registerUtmTemplateHandlers } from './handlers/utm-templates.ts';
import { createUtmTemplates } from './utm/utm-templates.ts';
import type { BulkRunner } from './bulk-edit/bulk-runner.ts';
import type { ImportRunner } from './import/import-runner.ts';
import type { Desktop } from './desktop/desktop.ts';
import { registerCampaignAndChannelHandlers } from './handlers/campaigns-and-channels.ts';
import { registerClipboardHandlers } from './handlers/clipboard.ts';
import { registerContentHandlers } from './handlers/content.ts';
import { createHandlerContext } from './handlers/context.ts';
import { createDeleteSender, registerDeleteAndFileHandlers } from './handlers/deletes-and-files.ts';
import type { HandlerDeps } from './handlers/deps.ts';
import { registerQrAndLinkHandlers } from './handlers/qr-and-links.ts';
import { registerUpdateHandlers } from './handlers/updates.ts';
import { registerHistoryHandlers } from './handlers/history.ts';
import { registerHealthHandlers } from './handlers/health.ts';
import type { HealthMonitor } from './health/health-monitor.ts';
import type { HistoryCollector } from './history/collector.ts';
import { createSavedFiles } from './files/saved-files.ts';
import type { Gateway } from './api/gateway.ts';
import { rememberedCredentials } from './credentials/remembered-store.ts';
import { createPendingDeletes, type PendingDeletes } from './deletes/pending-deletes.ts';
import type { Registrar } from './ipc/registrar.ts';
import type { QrDesignStore } from './qr/design-store.ts';
import type { QuickShorten } from './quick-shorten/quick-shorten.ts';
import { safeExternalUrl } from './security/external-url.ts';
import { createSecretClipboard, type SecretClipboard } from './clipboard/secret-clipboard.ts';

export type { HandlerDeps, SandboxLauncher } from './handlers/deps.ts';

/** What the app keeps hold of after registering: deletes still held for undo must be sent before it quits. */
export interface RegisteredHandlers {
  pendingDeletes: PendingDeletes;
  /** An API key or password copied less than a minute ago is taken off the clipboard when the app quits. */
  secretClipboard: SecretClipboard;
  /** Shortening from anywhere: the global shortcut, its notifications, the tray menu, the close choice. */
  desktop: Desktop;
  /** Spreadsheet imports: resumed at launch, their rows in flight recorded before the app quits. */
  imports: ImportRunner;
  /** Bulk edits: resumed at launch, their links in flight recorded before the app quits. */
  bulkEdits: BulkRunner;
  /** Click history's snapshots: started once the app is up, stopped before the stores close. */
  history: HistoryCollector;
  /** Link health's checks: started once the app is up, stopped before the stores close. */
  health: HealthMonitor;
}

/**
 * A gateway that also drops an account's held deletes, QR designs, latest shortened links and click history whenever its saved
 * state is forgotten (the account was removed, or its address changed so its ids would name another
 * installation's items).
 */
function forgettingAccountState(
  gateway: Gateway,
  pendingDeletes: PendingDeletes,
  designs: QrDesignStore,
  shortener: QuickShorten,
  forgetHistory: (accountId: string) => void,
): Gateway {
  return {
    read: (target, key, run, options) => gateway.read(target, key, run, options),
    write: (target, run, options) => gateway.write(target, run, options),
    cancel: (requestId) => gateway.cancel(requestId),
    waitSeconds: (accountId) => gateway.waitSeconds(accountId),
    requestsPerWindow: (accountId) => gateway.requestsPerWindow(accountId),
    rateWindow: (accountId) => gateway.rateWindow(accountId),
    forgetCached: (accountId, keyPrefix) => gateway.forgetCached(accountId, keyPrefix),
    forget: async (accountId) => {
      pendingDeletes.forgetAccount(accountId);
      designs.forgetAccount(accountId);
      shortener.forgetAccount(accountId);
      forgetHistory(accountId);
      await gateway.forget(accountId);
    },
  };
}

/** Every IPC handler of the app, created from its dependencies so that all of it runs under plain Node. */
export function registerHandlers(registrar: Registrar, given: HandlerDeps): RegisteredHandlers {
  const deps: HandlerDeps = { ...given, credentials: rememberedCredentials(given.credentials) };
  const ctx = createHandlerContext(deps);
  const asAdmin = createAdminGuard(ctx, deps);
  const secretClipboard = createSecretClipboard({
    clipboard: deps.clipboard,
    ...(deps.clipboardClearMs !== undefined ? { clearAfterMs: deps.clipboardClearMs } : {}),
  });
  const utmTemplates = createUtmTemplates(deps.settingsFolder ?? null, {
    warn: (message) => console.warn(message),
  });
  const clipboardShortener = createClipboardShortener(deps, ctx, utmTemplates);
  const pendingDeletes = createPendingDeletes({
    send: createDeleteSender(ctx, deps.designs, asAdmin),
    // A link deleted anywhere in the app leaves the tray's latest links, whose Undo would name a gone id.
    emit: (event) => {
      clipboardShortener.heardDeletes(event);
      deps.emit(event);
    },
    newId: deps.newId,
    now: deps.now,
    ...deps.undoWindow,
  });
  const savedFiles = createSavedFiles(deps.newId);
  const history = registerHistoryHandlers(registrar, deps, ctx, savedFiles);
  const health = registerHealthHandlers(registrar, deps, ctx);
  registerAccountHandlers(
    registrar,
    {
      ...deps,
      gateway: forgettingAccountState(
        deps.gateway,
        pendingDeletes,
        deps.designs,
        clipboardShortener,
        (id) => {
          history.forgetAccount(id);
          health.forgetAccount(id);
        },
      ),
    },
    ctx,
  );
  registerContentHandlers(registrar, deps, ctx);
  registerQrAndLinkHandlers(registrar, deps, ctx, health.contentSaved);
  registerCampaignAndChannelHandlers(registrar, deps, ctx);
  registerAdminHandlers(registrar, deps, ctx, secretClipboard, asAdmin);
  registerDeleteAndFileHandlers(registrar, deps, ctx, pendingDeletes, savedFiles);
  registerClipboardHandlers(registrar, deps, secretClipboard);
  registerUpdateHandlers(registrar, deps);

  registrar.handle('requests:cancel', async ({ requestId }) => ({
    cancelled: deps.gateway.cancel(requestId),
  }));

  registrar.handle('shell:openExternal', async ({ url: given }) => {
    const url = safeExternalUrl(given);
    if (url === null)
      throw new AppError('validation', 'Only web addresses (http or https) can be opened.', { field: 'url' });
    await deps.openExternal(url);
    return { opened: true as const };
  });

  registerQuickShortenHandler(registrar, clipboardShortener);
  const desktop = registerDesktopHandlers(registrar, deps, ctx, clipboardShortener, pendingDeletes);
  const imports = registerImportHandlers(registrar, deps, ctx);
  const bulkEdits = registerBulkEditHandlers(registrar, deps, ctx);
  registerUtmTemplateHandlers(registrar, utmTemplates);

  return { pendingDeletes, secretClipboard, desktop, imports, bulkEdits, history, health };
}
