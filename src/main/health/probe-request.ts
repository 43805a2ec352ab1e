import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { TLSSocket, type SecureContext } from 'node:tls';
import { ProbeTimeoutError } from './probe-errors.ts';
import { looksLikeBotChallenge } from './probe-status.ts';
import { lookupOf } from '../qr/pinned-fetch.ts';

/** What one request found; nothing else of the answer is kept. */
export interface ProbeAnswer {
  status: number;
  /** The Location header as sent, for a redirect to be followed. */
  location: string | null;
  challenge: boolean;
  /** The answer set a cookie: a redirect loop may then be a site waiting for it to come back. */
  setsCookie: boolean;
  /** When the server's certificate ends (https only). */
  certificateEndsAt: number | null;
}

export interface ProbeRequest {
  url: URL;
  /** The addresses checked for this hop: the connection goes to these and nowhere else. */
  addresses: readonly string[];
  method: 'HEAD' | 'GET';
  userAgent: string;
  timeoutMs: number;
  /** The authorities trusted for https. */
  secureContext: SecureContext;
  signal?: AbortSignal;
}

const ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** Enough of a page to tell a real one from an error dressed as one, and not a byte more. */
const BODY_LIMIT = 16 * 1024;

function certificateEndOf(message: IncomingMessage): number | null {
  const socket = message.socket;
  if (!(socket instanceof TLSSocket)) return null;
  const ends = Date.parse(socket.getPeerCertificate().valid_to ?? '');
  return Number.isNaN(ends) ? null : ends;
}

function answerOf(message: IncomingMessage): ProbeAnswer {
  const status = message.statusCode ?? 0;
  return {
    status,
    location: message.headers.location ?? null,
    challenge: looksLikeBotChallenge(status, message.headers),
    setsCookie: message.headers['set-cookie'] !== undefined,
    certificateEndsAt: certificateEndOf(message),
  };
}

/**
 * One request to one address, with Node's own client: a connection of its own (no pool, no keep-alive), no
 * cookies, no body sent. A GET asks for the first byte only and reads at most BODY_LIMIT of whatever comes. The
 * time limit covers connecting and waiting for the answer; reading the body is cut short by it too, without
 * losing the answer. Resolves once the connection is closed, so nothing is left open behind a check.
 */
export function sendProbeRequest(request: ProbeRequest): Promise<ProbeAnswer> {
  const { url, method, signal } = request;
  return new Promise<ProbeAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const headers: Record<string, string> = { 'user-agent': request.userAgent, accept: ACCEPT };
    if (method === 'GET') headers.range = 'bytes=0-0';
    const options: RequestOptions & { secureContext?: SecureContext } = {
      method,
      headers,
      agent: false,
      lookup: lookupOf(request.addresses),
    };
    if (url.protocol === 'https:') options.secureContext = request.secureContext;

    let answer: ProbeAnswer | null = null;
    let done = false;
    const finish = (error: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outgoing.destroy();
      if (error === null && answer) resolve(answer);
      else reject(error);
    };
    // Once the answer is in, a connection that fails or runs out of time only ends the body's reading.
    const fail = (error: unknown) => finish(answer ? null : error);
    const onAbort = () => finish(signal!.reason);

    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, options, (message) => {
      answer = answerOf(message);
      let read = 0;
      message.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= BODY_LIMIT) finish(null);
      });
      message.on('end', () => finish(null));
      message.on('error', fail);
      message.on('close', () => finish(null));
    });
    const timer = setTimeout(() => fail(new ProbeTimeoutError(request.timeoutMs)), request.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', fail);
    outgoing.end();
  });
}
