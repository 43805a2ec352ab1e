/**
 * The renderer's Content-Security-Policy, in one place. `src/renderer/index.html` carries the same text in its
 * meta tag (the build fails when the two differ, see `csp-vite-plugin.ts`), and main sends it as a response
 * header for the app's pages, so a page is covered whichever way it is loaded.
 *
 * No inline scripts, no eval, no plugins, nothing fetched from elsewhere: the renderer talks to the world only
 * through `window.api`. That holds for images too: avatars and the installation's QR images are fetched by main
 * (from the account's own installation only) and shown as `data:` addresses, so a script that got into the page
 * could not send anything out through an image request. `'wasm-unsafe-eval'` lets the page compile WebAssembly, which the QR
 * preview's decoder is (compiled from bytes inside the app's own bundle); it allows no JavaScript eval.
 */
const directives = {
  'default-src': ["'none'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

type Directives = Record<string, readonly string[]>;

function serialise(policy: Directives): string {
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = serialise(directives);

/**
 * The policy while `npm start` serves the renderer from the Vite dev server, and only then: hot reload needs
 * React's inline refresh preamble, styles injected as `<style>` elements and a websocket back to the server.
 * A built app never uses it.
 */
const developmentDirectives: Directives = {
  ...directives,
  'script-src': [...directives['script-src'], "'unsafe-inline'"],
  'style-src': [...directives['style-src'], "'unsafe-inline'"],
  'connect-src': [...directives['connect-src'], 'ws://localhost:*', 'ws://127.0.0.1:*'],
};
export const DEVELOPMENT_CONTENT_SECURITY_POLICY = serialise(developmentDirectives);

/** Directives only a header can carry: in a meta tag browsers ignore them and log a complaint. */
const HEADER_ONLY = new Set(['frame-ancestors']);
const forMeta = (policy: Directives) =>
  serialise(Object.fromEntries(Object.entries(policy).filter(([name]) => !HEADER_ONLY.has(name))));

/** The same policies as a page's meta tag declares them: the header's, less the header-only directives. */
export const META_CONTENT_SECURITY_POLICY = forMeta(directives);
export const DEVELOPMENT_META_CONTENT_SECURITY_POLICY = forMeta(developmentDirectives);

export type ResponseHeaders = Record<string, string | string[]>;

/** The response's headers with the policy set, replacing whatever policy the server sent (in any letter case). */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined, policy: string) {
  const kept = Object.entries(headers ?? {}).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [policy] } as Record<
    string,
    string | string[]
  >;
}

/** The part of Electron's `session.webRequest` the policy needs. */
export interface HeadersReceivedHook {
  onHeadersReceived(
    listener: (
      details: { url: string; responseHeaders?: ResponseHeaders },
      callback: (response: { responseHeaders?: ResponseHeaders }) => void,
    ) => void,
  ): void;
}

/** Sends the policy as a header with the dev server's page of the app; other responses pass as they are. */
export function installContentSecurityPolicy(
  webRequest: HeadersReceivedHook,
  options: { policy: string; isAppUrl: (url: string) => boolean },
): void {
  webRequest.onHeadersReceived((details, callback) => {
    if (!options.isAppUrl(details.url)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, options.policy) });
  });
}
