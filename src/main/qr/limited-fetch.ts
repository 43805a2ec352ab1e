import { AppError } from '../../shared/ipc/app-error.ts';
import type { Fetch } from '../api/http-client.ts';
import { AnswerTooLarge, readCappedBytes } from '../api/capped-body.ts';
import { transportError } from '../api/transport-errors.ts';

/** A file fetched from the web on the window's behalf. */
export interface FetchedFile {
  status: number;
  /** The media type the server named, lower case without parameters; '' when it named none. */
  mediaType: string;
  /** The body when the status was a success; empty otherwise (an error page is not worth reading). */
  bytes: Uint8Array;
}

export interface LimitedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** The error for a body larger than `maxBytes`. */
  tooLarge: () => AppError;
  accept: string;
  /**
   * Checks every address the fetch goes to, the first and each redirect's, and throws for one it must not reach.
   * Redirects are followed here, hop by hop, so that none slips past the check. A check is inside the time
   * limit too: one still waiting (on a host-name lookup, say) when it runs out fails as a request would.
   */
  checkHop: (url: URL) => Promise<void> | void;
}

/**
 * Settles as `work` does, or rejects once `signal` aborts: a host-name lookup cannot be cancelled, so it is
 * left to finish on its own while the caller goes on.
 */
function untilAborted(work: Promise<void> | void, signal: AbortSignal): Promise<void> {
  let stop = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    stop = () => reject(signal.reason as Error);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', stop));
}

/** More redirects than any image server needs. */
const MAX_REDIRECTS = 5;

/** Content-Type without its parameters (`image/svg+xml; charset=utf-8` → `image/svg+xml`). */
function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * GETs a public file: no API key, no cookies (`credentials: 'omit'`, which Electron's net.fetch honours too),
 * within a time limit, and reading at most `maxBytes` of the body, so that a huge or endless answer costs no
 * more than the limit. No answer at all becomes the client's transport error for the host.
 */
export async function fetchLimited(
  fetch: Fetch,
  url: URL,
  options: LimitedFetchOptions,
): Promise<FetchedFile> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    let response: Response | null = null;
    let at = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      try {
        await untilAborted(options.checkHop(at), controller.signal);
      } catch (error) {
        if (timedOut) throw transportError(error, at.host, { timedOut, cancelled: false, write: false });
        throw error;
      }
      try {
        response = await fetch(at.href, {
          method: 'GET',
          signal: controller.signal,
          redirect: 'manual',
          credentials: 'omit',
          headers: { accept: options.accept },
        });
      } catch (error) {
        throw transportError(error, at.host, { timedOut, cancelled: false, write: false });
      }
      const location =
        response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) break;
      await response.body?.cancel().catch(() => undefined);
      at = new URL(location, at);
      response = null;
    }
    if (!response) {
      throw new AppError('bad_response', `${shownUrl(url)} redirects more than ${MAX_REDIRECTS} times.`);
    }
    const mediaType = mediaTypeOf(response.headers);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status, mediaType, bytes: new Uint8Array() };
    }
    try {
      return { status: response.status, mediaType, bytes: await readCappedBytes(response, options.maxBytes) };
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw options.tooLarge();
      throw transportError(error, at.host, { timedOut, cancelled: false, write: false });
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A failed status as an error naming what was asked for: `subject` is e.g. "The logo at https://…". Only called
 * for statuses that are not a success.
 */
export function statusError(status: number, subject: string): AppError {
  if (status === 404 || status === 410)
    return new AppError('not_found', `${subject} was not found (status ${status}).`);
  if (status === 401 || status === 403) {
    return new AppError(
      'forbidden',
      `${subject} could not be fetched: its server refused access (status ${status}).`,
    );
  }
  if (status >= 500) {
    return new AppError(
      'server',
      `${subject} could not be fetched: its server had a problem of its own (status ${status}). Try again later.`,
    );
  }
  return new AppError(
    'bad_response',
    `${subject} could not be fetched: its server answered with status ${status}.`,
  );
}

/** An address as messages show it: whole unless it is very long. */
export function shownUrl(url: URL): string {
  return url.href.length > 120 ? `${url.href.slice(0, 117)}…` : url.href;
}
