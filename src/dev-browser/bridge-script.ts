import { API_METHODS } from '../shared/ipc/api.ts';

/** Paths of dev:browser's own endpoints, kept apart from anything the renderer's build could contain. */
export const BRIDGE_SCRIPT_PATH = '/__dev-browser/bridge.js';
export const IPC_PATH = '/__dev-browser/ipc';
/** main's events as Server-Sent Events; the token comes in the query, since EventSource sends no headers. */
export const EVENTS_PATH = '/__dev-browser/events';
export const TOKEN_HEADER = 'x-linkdesk-token';
export const TOKEN_PARAMETER = 'token';

/**
 * The browser side of the bridge: defines `window.api` exactly as the preload does (one method per entry of
 * API_METHODS, each resolving with a `Result`, and `onEvent`), but each call is an HTTP POST to dev:browser and
 * events arrive over one EventSource, opened with the first listener and closed with the last.
 *
 * The token is read from the page's own address, never written into this script: any page on the machine may
 * load a script from 127.0.0.1, but only the page dev:browser opened knows its address. It is served as a file
 * rather than inline because the Content-Security-Policy allows no inline script.
 */
export function bridgeScript(): string {
  return `// Served by dev:browser only; the packaged app gets window.api from its preload instead.
(() => {
  'use strict';
  const methods = ${JSON.stringify(API_METHODS)};
  const token = new URLSearchParams(window.location.search).get(${JSON.stringify(TOKEN_PARAMETER)}) || '';
  const unreachable = {
    ok: false,
    error: {
      code: 'network',
      message: 'dev:browser did not answer. Is \`npm run dev:browser\` still running? Start it again and open the address it prints.',
    },
  };
  async function invoke(channel, request) {
    try {
      const response = await fetch(${JSON.stringify(IPC_PATH)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ${JSON.stringify(TOKEN_HEADER)}: token },
        body: JSON.stringify({ channel, request }),
        cache: 'no-store',
        credentials: 'omit',
      });
      return await response.json();
    } catch {
      return unreachable;
    }
  }
  const listeners = new Set();
  let stream = null;
  function onEvent(listener) {
    // One entry per subscription, so unsubscribing twice, or a listener subscribed twice, stays exact.
    const entry = (event) => listener(event);
    listeners.add(entry);
    if (!stream) {
      stream = new EventSource(${JSON.stringify(EVENTS_PATH)} + '?' + new URLSearchParams({ ${JSON.stringify(TOKEN_PARAMETER)}: token }));
      stream.onmessage = (message) => {
        let event;
        try {
          event = JSON.parse(message.data);
        } catch {
          return;
        }
        for (const each of [...listeners]) each(event);
      };
    }
    return () => {
      listeners.delete(entry);
      if (listeners.size === 0 && stream) {
        stream.close();
        stream = null;
      }
    };
  }
  const api = { onEvent };
  for (const [method, channel] of Object.entries(methods)) {
    api[method] = (request) => invoke(channel, request === undefined ? {} : request);
  }
  // A file dropped in a browser has no path: dev:browser answers the drop as it answers the open dialog, with
  // the file given by --import or a test, and the window never sends a path of its own (as in the app).
  api.openImportFile = () => invoke(methods.openImportFile, {});
  Object.defineProperty(window, 'api', { value: Object.freeze(api), enumerable: true });
})();
`;
}
