import { AppError } from '../../shared/ipc/app-error.ts';
import { isPlainFileName } from '../../shared/ipc/contract.ts';
import type { DeletableKind } from '../../shared/ipc/deletes.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { Call } from '../api/call.ts';
import { deleteCampaign } from '../api/endpoints/campaigns.ts';
import { deleteChannel } from '../api/endpoints/channels.ts';
import { deleteDomain } from '../api/endpoints/domains.ts';
import { deleteLink } from '../api/endpoints/links.ts';
import { deletePixel } from '../api/endpoints/pixels.ts';
import { deleteQrCode } from '../api/endpoints/qr.ts';
import type { PendingDeletes } from '../deletes/pending-deletes.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { requireCurrent, type HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** The endpoint that deletes one item of each kind. */
const DELETERS: Record<DeletableKind, (call: Call, id: number) => Promise<unknown>> = {
  links: deleteLink,
  domains: deleteDomain,
  pixels: deletePixel,
  qr: deleteQrCode,
  campaigns: deleteCampaign,
  channels: deleteChannel,
};

/** Campaigns and channels came with the current revision; the other kinds exist on every installation. */
function requireKind(record: AccountRecord, kind: DeletableKind): void {
  if (kind === 'campaigns') requireCurrent(record, 'Campaigns');
  if (kind === 'channels') requireCurrent(record, 'Channels');
}

/**
 * Sends one held delete: through the gateway like any change, but as background work, so that a bulk delete of
 * thousands never makes a person wait behind it for what they are doing meanwhile.
 */
export function createDeleteSender(ctx: HandlerContext) {
  return async (accountId: string, kind: DeletableKind, id: number): Promise<void> => {
    await ctx.write({ accountId, priority: 'background' }, (call, record) => {
      requireKind(record, kind);
      return DELETERS[kind](call, id);
    });
  };
}

/** Deletes held for undo, and saving what the window exports. */
export function registerDeleteAndFileHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  pendingDeletes: PendingDeletes,
): void {
  registrar.handle('deletes:schedule', async ({ accountId, kind, ids }) => {
    // Refused now rather than when the undo window ends: an unknown account or a kind the installation lacks
    // would only fail for every id eight seconds later.
    requireKind(ctx.find(await deps.records.load(), accountId), kind);
    return pendingDeletes.schedule(accountId, kind, ids);
  });

  registrar.handle('deletes:undo', async ({ pendingId }) => ({ undone: pendingDeletes.undo(pendingId) }));

  registrar.handle('files:save', async ({ suggestedName, content }) => {
    // The window only ever suggests a name; the folder is the person's choice in the save dialog. The schema
    // already refuses folders, and this keeps it so should the schema ever loosen.
    if (!isPlainFileName(suggestedName)) {
      throw new AppError('validation', 'The file name must not name a folder.', { field: 'suggestedName' });
    }
    return deps.saveFile(suggestedName, content);
  });
}
