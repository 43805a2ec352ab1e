import { linksCollection, qrCollection } from '../api/endpoints/collections.ts';
import { addLink, deleteLink, getLink, updateLink } from '../api/endpoints/links.ts';
import { addQrCode, deleteQrCode, getQrCode, updateQrCode } from '../api/endpoints/qr.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { AccountRequest, HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import { readListing } from './listing.ts';

/** Splits the fields that route a request from the ones sent to the installation. */
function split<T extends AccountRequest>(request: T) {
  const { accountId, requestId, priority, ...fields } = request;
  return { routing: { accountId, requestId, priority }, fields };
}

/** QR codes and short links. */
export function registerQrAndLinkHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
): void {
  registrar.handle('qr:list', (request) => readListing(deps, ctx, 'qr:list', request, qrCollection));
  registrar.handle('qr:get', (request) => ctx.read('qr:get', request, (call) => getQrCode(call, request.id)));
  registrar.handle('qr:add', (request) => {
    const { routing, fields } = split(request);
    return ctx.write(routing, (call, record) => addQrCode(call, fields, record.revision ?? 'current'));
  });
  registrar.handle('qr:update', (request) => {
    const { routing, fields } = split(request);
    const { id, data, background, foreground, logo } = fields;
    return ctx.write(routing, (call) => updateQrCode(call, id, { data, background, foreground, logo }));
  });
  registrar.handle('qr:delete', ({ id, ...request }) => ctx.write(request, (call) => deleteQrCode(call, id)));

  registrar.handle('links:list', (request) => {
    const { order, q, short } = request;
    return readListing(deps, ctx, 'links:list', request, linksCollection({ order, q, short }));
  });
  registrar.handle('links:get', (request) =>
    ctx.read('links:get', request, (call) => getLink(call, request.id)),
  );
  registrar.handle('links:add', (request) => {
    const { routing, fields } = split(request);
    return ctx.write(routing, (call) => addLink(call, fields));
  });
  registrar.handle('links:update', (request) => {
    const { routing, fields } = split(request);
    const { id, ...body } = fields;
    return ctx.write(routing, (call) => updateLink(call, id, body));
  });
  registrar.handle('links:delete', ({ id, ...request }) =>
    ctx.write(request, (call) => deleteLink(call, id)),
  );
}
