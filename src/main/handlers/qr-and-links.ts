import { knownQrData } from '../../shared/api/requests.ts';
import { linksCollection, qrCollection } from '../api/endpoints/collections.ts';
import { findLinkByShortUrl } from '../api/endpoints/link-lookup.ts';
import { updateLinkKeepingTheRest } from '../api/endpoints/link-update.ts';
import { addLink, deleteLink, getLink } from '../api/endpoints/links.ts';
import { addQrCode, deleteQrCode, getQrCode, updateQrCode } from '../api/endpoints/qr.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { designOfCreate, designOfUpdate } from '../qr/designs-of-writes.ts';
import { fetchLogo } from '../qr/logo-fetch.ts';
import { fetchQrImage } from '../qr/qr-image-fetch.ts';
import { coloursOfUpdate } from '../qr/update-colours.ts';
import type { AccountRequest, HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import { readListing } from './listing.ts';

/** Splits the fields that route a request from the ones sent to the installation. */
function split<T extends AccountRequest>(request: T) {
  const { accountId, requestId, priority, ...fields } = request;
  return { routing: { accountId, requestId, priority }, fields };
}

/**
 * QR codes and short links. `contentSaved`: a code's content was changed in Linkdesk (link health says its
 * last check is about an address it no longer holds).
 */
export function registerQrAndLinkHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  contentSaved: (accountId: string, id: number) => void = () => undefined,
): void {
  registrar.handle('qr:list', (request) => readListing(deps, ctx, 'qr:list', request, qrCollection));
  registrar.handle('qr:get', (request) => ctx.read('qr:get', request, (call) => getQrCode(call, request.id)));
  // A design is kept only once the installation has accepted the code, and the store logs and swallows its
  // own failures: a code that was saved never reads as failed because its design could not be kept.
  registrar.handle('qr:add', async (request) => {
    const { routing, fields } = split(request);
    // `local` is Linkdesk's alone: the installation never sees it. Nor keys its type does not define.
    const { local, ...given } = fields;
    const body = { ...given, data: knownQrData(given.type, given.data) };
    const created = await ctx.write(routing, (call, record) =>
      addQrCode(call, body, record.revision ?? 'current'),
    );
    deps.designs.save(routing.accountId, created.id, designOfCreate(body, local, deps.now()));
    return created;
  });
  registrar.handle('qr:update', async (request) => {
    const { routing, fields } = split(request);
    const { id, type, logo, local } = fields;
    const data = knownQrData(type, fields.data);
    const previous = deps.designs.get(routing.accountId, id);
    // Colours only for a code known to have them: deployed servers fail any colour for a code made without.
    const colours = coloursOfUpdate(previous, fields);
    const answer = await ctx.write(routing, (call) => updateQrCode(call, id, { data, ...colours, logo }));
    const sent = { type, data, ...colours, logo };
    deps.designs.save(routing.accountId, id, designOfUpdate(previous, sent, local, deps.now()));
    contentSaved(routing.accountId, id);
    return answer;
  });
  registrar.handle('qr:delete', async ({ id, ...request }) => {
    const answer = await ctx.write(request, (call) => deleteQrCode(call, id));
    deps.designs.remove(request.accountId, id);
    return answer;
  });
  // Read from this computer only, so a design (and the preview drawn from it) is there offline too.
  registrar.handle('qr:design', async ({ accountId, id }) => {
    ctx.find(await deps.records.load(), accountId);
    return deps.designs.get(accountId, id);
  });
  // One call for the whole list, from this computer only: the list shows what Linkdesk knows beside each code.
  registrar.handle('qr:designs', async ({ accountId }) => {
    ctx.find(await deps.records.load(), accountId);
    return deps.designs.summaries(accountId);
  });
  registrar.handle('qr:logo', async ({ accountId, url }) =>
    fetchLogo(deps.fetch, url, await ctx.installationUrl(accountId)),
  );
  registrar.handle('qr:image', async ({ accountId, link }) =>
    fetchQrImage(deps.fetch, link, await ctx.installationUrl(accountId)),
  );

  registrar.handle('links:list', (request) => {
    const { order, q, short } = request;
    if (short?.trim()) {
      return ctx.read('links:list', request, (call) => findLinkByShortUrl(call, short));
    }
    return readListing(deps, ctx, 'links:list', request, linksCollection({ order, q, short }));
  });
  registrar.handle('links:get', (request) =>
    ctx.read('links:get', request, (call) => getLink(call, request.id)),
  );
  registrar.handle('links:add', (request) => {
    const { routing, fields } = split(request);
    return ctx.write(routing, (call) => addLink(call, fields));
  });
  registrar.handle('links:update', async (request) => {
    const { routing, fields } = split(request);
    const { id, remove, ...changes } = fields;
    const installationOrigin = await ctx.installationUrl(routing.accountId);
    return ctx.write(routing, (call, record) =>
      updateLinkKeepingTheRest(call, id, {
        changes,
        remove: remove ?? [],
        revision: record.revision,
        installationOrigin,
        now: deps.now().getTime(),
      }),
    );
  });
  registrar.handle('links:delete', ({ id, ...request }) =>
    ctx.write(request, (call) => deleteLink(call, id)),
  );
}
