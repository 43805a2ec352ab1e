import type { Api } from '../../shared/ipc/api.ts';

declare global {
  interface Window {
    /** Exposed by the preload script (or the dev:browser bridge): the renderer's only way to reach main. */
    api: Api;
  }
}
