import type { Api } from '../../../shared/ipc/api.ts';
import { call } from './call.ts';

/**
 * Requests a person may abandon (a long list, a slow installation) carry an id chosen here, so that
 * `cancelRequest` can name them to main and progress events can be matched to them.
 */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Aborts the request with this id, queued or in flight; answers whether main still had it. */
export async function cancelRequest(api: Api, requestId: string): Promise<boolean> {
  const result = await call(() => api.cancelRequest({ requestId }));
  return result.ok && result.value.cancelled;
}
