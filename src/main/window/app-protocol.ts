import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

/**
 * The built window is served from `app://linkdesk/`, a scheme of the app's own, instead of `file://`: a page on
 * `file:` shares its origin with every file on the disk (the policy's `'self'` would match them all), while this
 * origin holds only the built renderer. Electron's security guide recommends it, and it lets the packaged app
 * turn off the fuse that gives `file:` pages extra privileges.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'linkdesk';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * What the scheme is allowed, for `protocol.registerSchemesAsPrivileged`: a standard scheme (so relative
 * addresses, module scripts and an origin of its own work as on the web) that counts as secure (so the page is
 * a secure context, as `file:` and `https:` are), whose own files can be fetched and whose scripts V8 may keep
 * compiled between launches. No service workers, and no CORS: no other origin can read its files.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  codeCache: true,
} as const;

const MEDIA_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export interface AppProtocolOptions {
  /** The folder of the built renderer (`out/renderer`); nothing outside it is ever served. */
  rendererDir: string;
  /** The Content-Security-Policy every answer carries. */
  policy: string;
  log: { warn: (message: string) => void };
}

function answer(
  status: number,
  body: Uint8Array<ArrayBuffer> | string | null,
  headers: Record<string, string>,
  policy: string,
) {
  return new Response(body, {
    status,
    headers: {
      ...headers,
      'Content-Security-Policy': policy,
      'Permissions-Policy': PERMISSIONS_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/**
 * The file a request names inside the renderer folder, or null for anything that is not one: another host,
 * an encoded slash or backslash, a NUL, or a path that climbs out of the folder.
 */
export function servedPath(requestUrl: string, rendererDir: string): string | null {
  if (!URL.canParse(requestUrl)) return null;
  const url = new URL(requestUrl);
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  // Encoded separators would let one segment name a path of several; no file of the build needs them.
  if (/%(2f|5c|00)/i.test(url.pathname)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const file = join(rendererDir, pathname === '/' ? 'index.html' : pathname);
  const inside = relative(rendererDir, file);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return file;
}

/**
 * The handler for `protocol.handle(APP_SCHEME, …)`: serves the built renderer's files, read-only, each with the
 * policy as a header. Anything else is a 404 (or 405 for a method other than GET or HEAD), with no detail of
 * what is on the disk.
 */
export function createAppProtocolHandler(options: AppProtocolOptions) {
  const { rendererDir, policy, log } = options;
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(405, null, { Allow: 'GET, HEAD' }, policy);
    }
    const file = servedPath(request.url, rendererDir);
    const notFound = () => answer(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' }, policy);
    if (file === null) {
      log.warn(`Refused to serve ${JSON.stringify(request.url.slice(0, 200))}: not a file of the app.`);
      return notFound();
    }
    try {
      if (!(await stat(file)).isFile()) return notFound();
      const body = await readFile(file);
      const type = MEDIA_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return answer(
        200,
        request.method === 'HEAD' ? null : new Uint8Array(body),
        { 'Content-Type': type, 'Content-Length': String(body.byteLength), 'Cache-Control': 'no-cache' },
        policy,
      );
    } catch {
      return notFound();
    }
  };
}
