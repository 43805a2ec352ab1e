import { AppError } from '../../shared/ipc/app-error.ts';
import {
  domainsCollection,
  overlaysCollection,
  pixelsCollection,
  splashCollection,
} from '../api/endpoints/collections.ts';
import { addDomain, deleteDomain, updateDomain } from '../api/endpoints/domains.ts';
import { addPixel, deletePixel, updatePixel } from '../api/endpoints/pixels.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import { readListing } from './listing.ts';

/** Domains, pixels, and the read-only splash pages and CTA overlays. */
export function registerContentHandlers(registrar: Registrar, deps: HandlerDeps, ctx: HandlerContext): void {
  registrar.handle('domains:list', (request) =>
    readListing(deps, ctx, 'domains:list', request, domainsCollection),
  );
  registrar.handle('domains:add', ({ domain, redirectroot, redirect404, ...request }) =>
    ctx.write(request, (call) => addDomain(call, { domain, redirectroot, redirect404 })),
  );
  registrar.handle('domains:update', ({ id, redirectroot, redirect404, ...request }) =>
    ctx.write(request, (call) => updateDomain(call, id, { redirectroot, redirect404 })),
  );
  registrar.handle('domains:delete', ({ id, ...request }) =>
    ctx.write(request, (call) => deleteDomain(call, id)),
  );

  registrar.handle('overlays:list', (request) =>
    readListing(deps, ctx, 'overlays:list', request, overlaysCollection),
  );
  registrar.handle('splash:list', (request) =>
    readListing(deps, ctx, 'splash:list', request, splashCollection),
  );

  registrar.handle('pixels:list', (request) =>
    readListing(deps, ctx, 'pixels:list', request, pixelsCollection),
  );
  registrar.handle('pixels:add', ({ type, name, tag, ...request }) =>
    ctx.write(request, (call, record) => {
      if (type === 'tiktok' && record.revision === 'legacy') {
        throw new AppError(
          'unsupported',
          `TikTok pixels need a newer installation: ${record.name} runs an older revision of the API without them.`,
          { field: 'type' },
        );
      }
      return addPixel(call, { type, name, tag });
    }),
  );
  registrar.handle('pixels:update', ({ id, name, tag, type: _type, ...request }) =>
    ctx.write(request, (call) => updatePixel(call, id, { ...(name !== undefined ? { name } : {}), tag })),
  );
  registrar.handle('pixels:delete', ({ id, ...request }) =>
    ctx.write(request, (call) => deletePixel(call, id)),
  );
}
