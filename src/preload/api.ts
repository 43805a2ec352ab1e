import { API_METHODS, type Api, type Invoke } from '../shared/ipc/api.ts';

/** The object the renderer sees as `window.api`: one method per channel, nothing else. */
export function createApi(invoke: Invoke): Api {
  const api: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const [method, channel] of Object.entries(API_METHODS)) {
    api[method] = (request: unknown) => invoke(channel, request ?? {});
  }
  return Object.freeze(api) as unknown as Api;
}
