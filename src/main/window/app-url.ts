import { APP_ENTRY_URL } from './app-protocol.ts';

/** Where the renderer is loaded from, and the test the registrar and the navigation guards use to trust a URL. */
export interface AppLocation {
  /** What the window loads. */
  entryUrl: string;
  /** Whether a frame showing this URL is the app's own page (any query or fragment, never another page). */
  isAppUrl: (url: string) => boolean;
  /** Whether the renderer comes from the electron-vite dev server (`npm start`). */
  development: boolean;
}

function parse(url: string): URL | null {
  return URL.canParse(url) ? new URL(url) : null;
}

/**
 * The built app loads `app://linkdesk/index.html`, which main serves from `out/renderer` (see `app-protocol.ts`);
 * `npm start` loads the electron-vite dev server, whose address electron-vite passes in `ELECTRON_RENDERER_URL`.
 * Only that one page counts as the app: another file next to it, another path on the dev server or another
 * port does not.
 */
export function appLocation(options: { devServerUrl?: string | undefined }): AppLocation {
  const devServer = options.devServerUrl ? parse(options.devServerUrl) : null;
  if (devServer) {
    const entry = new URL('/', devServer);
    return {
      entryUrl: entry.href,
      development: true,
      isAppUrl(url) {
        const candidate = parse(url);
        return (
          candidate !== null &&
          candidate.origin === entry.origin &&
          (candidate.pathname === '/' || candidate.pathname === '/index.html')
        );
      },
    };
  }
  const entry = new URL(APP_ENTRY_URL);
  return {
    entryUrl: entry.href,
    development: false,
    isAppUrl(url) {
      const candidate = parse(url);
      return (
        candidate !== null &&
        candidate.protocol === entry.protocol &&
        candidate.host === entry.host &&
        (candidate.pathname === '/' || candidate.pathname === entry.pathname)
      );
    },
  };
}
