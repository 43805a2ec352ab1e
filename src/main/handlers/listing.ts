import type { Cached, Listing } from '../../shared/ipc/resources.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import { fetchAll, listPage, type CollectionSpec } from '../api/paging.ts';
import type { AccountRequest, HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

export interface ListRequest extends AccountRequest {
  page?: number | undefined;
  limit?: number | undefined;
}

/** One page when the request names one; otherwise the whole collection, with progress for the renderer. */
export function readListing<T>(
  deps: HandlerDeps,
  ctx: HandlerContext,
  channel: string,
  request: ListRequest,
  spec: CollectionSpec<T>,
  check: (record: AccountRecord) => void = () => undefined,
): Promise<Cached<Listing<T>>> {
  const { requestId } = request;
  return ctx.read(channel, request, (call, record) => {
    check(record);
    if (request.page !== undefined) {
      return listPage(call, spec, { page: request.page, limit: request.limit ?? 100 });
    }
    return fetchAll(call, spec, {
      ...(request.limit !== undefined ? { pageSize: request.limit } : {}),
      ...(requestId !== undefined
        ? {
            onProgress: (loaded: number, total: number) =>
              deps.emit({ type: 'progress', requestId, loaded, total }),
          }
        : {}),
    });
  });
}
