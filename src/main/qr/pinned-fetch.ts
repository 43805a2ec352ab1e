import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/**
 * A GET to `url` that connects only to `addresses`, which the caller has checked: the host name is not looked
 * up again, so a name that answers one address to the check and another to the connection (DNS rebinding)
 * reaches nothing new. The name still goes in the Host header and, for https, in the certificate check.
 */
export type PinnedFetch = (url: string, addresses: readonly string[], init: RequestInit) => Promise<Response>;

/**
 * Hands the connection the checked addresses, in the form Node asks for (one, or all for Happy Eyeballs): the
 * name is never looked up again, so it cannot answer one address to the check and another to the connection.
 */
export function lookupOf(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const wanted = entries.filter((entry) => !options.family || entry.family === options.family);
    const usable = wanted.length > 0 ? wanted : entries;
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (let at = 0; at + 1 < message.rawHeaders.length; at += 2) {
    try {
      headers.append(message.rawHeaders[at]!, message.rawHeaders[at + 1]!);
    } catch {
      // A header the web's rules refuse is one nobody here needs.
    }
  }
  return headers;
}

/**
 * Node's client sends no User-Agent, and some image hosts refuse a request without one; Chromium's net.fetch,
 * which the other requests go through, always sends its own.
 */
const USER_AGENT = 'Linkdesk';

/** Statuses whose answer has no body, which a web Response refuses to be given one. */
const WITHOUT_BODY = new Set([204, 205, 304]);

/**
 * Node's own HTTP client, since it takes the addresses to connect to (Electron's net.fetch does not). One
 * connection per request, never one kept from an earlier request. Redirects are not followed: the caller checks
 * each hop and asks again.
 */
export const pinnedFetch: PinnedFetch = (url, addresses, init) =>
  new Promise<Response>((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, ...Object.fromEntries(new Headers(init.headers)) },
        agent: false,
        lookup: lookupOf(addresses),
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (message) => {
        const status = message.statusCode ?? 0;
        if (status < 200 || status > 599) {
          message.destroy();
          reject(new Error(`The server answered with status ${status}.`));
          return;
        }
        let body: ReadableStream<Uint8Array> | null = null;
        if (WITHOUT_BODY.has(status)) message.resume();
        else body = Readable.toWeb(message) as ReadableStream<Uint8Array>;
        resolve(
          new Response(body, {
            status,
            statusText: message.statusMessage ?? '',
            headers: headersOf(message),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
