import { API_METHODS, type Api, type Invoke, type Subscribe } from '../shared/ipc/api.ts';

/** The object the renderer sees as `window.api`: one method per channel and `onEvent`, nothing else. */
export function createApi(invoke: Invoke, subscribe: Subscribe): Api {
  const api: Record<string, unknown> = {};
  for (const [method, channel] of Object.entries(API_METHODS)) {
    api[method] = (request: unknown) => invoke(channel, request ?? {});
  }
  api.onEvent = subscribe;
  return Object.freeze(api) as unknown as Api;
}
