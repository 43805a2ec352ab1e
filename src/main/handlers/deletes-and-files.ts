import type { SavedFiles } from '../files/saved-files.ts';
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
import type { QrDesignStore } from '../qr/design-store.ts';
import { deleteOtherUser } from './admin.ts';
import type { AdminGuard } from './admin-role.ts';
import { requireCurrent, type HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** The endpoint that deletes one item of each kind; users have their own check first (`deleteOtherUser`). */
const DELETERS: Record<Exclude<DeletableKind, 'users'>, (call: Call, id: number) => Promise<unknown>> = {
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
 * thousands never makes a person wait behind it for what they are doing meanwhile. A deleted QR code's design
 * goes with it (installations may give its id to a new code).
 */
export function createDeleteSender(ctx: HandlerContext, designs: QrDesignStore, asAdmin: AdminGuard) {
  return async (accountId: string, kind: DeletableKind, id: number): Promise<void> => {
    const send = () =>
      ctx.write({ accountId, priority: 'background' }, async (call, record) => {
        requireKind(record, kind);
        if (kind !== 'users') return DELETERS[kind](call, id);
        return deleteOtherUser(call, id, record, (await ctx.connectionFor(record)).apiKey);
      });
    // A user delete held while the key lost its admin role says so, as every admin call does.
    await (kind === 'users' ? asAdmin({ accountId }, send) : send());
    if (kind === 'qr') designs.remove(accountId, id);
  };
}

/** PNG files start with these eight bytes. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes the window sent as base64; anything else is refused rather than decoded into garbage. */
function bytesOf(base64: string, field: string, what: string): Uint8Array {
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new AppError('validation', `${what} is not valid base64.`, { field });
  }
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** Deletes held for undo, and saving or copying what the window exports. */
export function registerDeleteAndFileHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  pendingDeletes: PendingDeletes,
  savedFiles: SavedFiles,
): void {
  registrar.handle('deletes:schedule', async ({ accountId, kind, ids }) => {
    // Refused now rather than when the undo window ends: an unknown account or a kind the installation lacks
    // would only fail for every id eight seconds later.
    requireKind(ctx.find(await deps.records.load(), accountId), kind);
    return pendingDeletes.schedule(accountId, kind, ids);
  });

  registrar.handle('deletes:undo', async ({ pendingId }) => ({ undone: pendingDeletes.undo(pendingId) }));

  registrar.handle('files:save', async ({ suggestedName, content, encoding }) => {
    // The window only ever suggests a name; the folder is the person's choice in the save dialog. The schema
    // already refuses folders, and this keeps it so should the schema ever loosen.
    if (!isPlainFileName(suggestedName)) {
      throw new AppError('validation', 'The file name must not name a folder.', { field: 'suggestedName' });
    }
    const { saved, path } = await deps.saveFile(
      suggestedName,
      encoding === 'base64' ? bytesOf(content, 'content', 'The file content') : content,
    );
    if (!saved || !path || !deps.showInFolder) return { saved };
    return { saved, savedId: savedFiles.remember(path) };
  });

  registrar.handle('files:showSaved', async ({ savedId }) => {
    const path = savedFiles.pathOf(savedId);
    if (!path || !deps.showInFolder) return { shown: false };
    deps.showInFolder(path);
    return { shown: true };
  });

  registrar.handle('clipboard:writeImage', async ({ pngBase64 }) => {
    const png = bytesOf(pngBase64, 'pngBase64', 'The image to copy');
    if (!PNG_SIGNATURE.every((byte, index) => png[index] === byte)) {
      throw new AppError('validation', 'The image to copy is not a PNG image.', { field: 'pngBase64' });
    }
    await deps.copyImage(png);
    return { copied: true as const };
  });
}
