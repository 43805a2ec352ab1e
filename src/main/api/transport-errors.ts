import { AppError } from '../../shared/ipc/app-error.ts';

/** Node's fetch puts the system error under `cause`; Electron's net.fetch says `net::ERR_...` in the message. */
function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') parts.push(code);
    if (typeof message === 'string') parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' ');
}

/** How the request ended, as the caller of `fetch` saw it. */
export interface TransportFailure {
  /** The request's own timer ran out. */
  timedOut: boolean;
  /** The person (or whoever held the request's signal) cancelled it. */
  cancelled: boolean;
  /**
   * A change (any method but GET): when the failure came after the request may have reached the server,
   * nobody knows whether it was applied, and the error must say so rather than invite a blind retry.
   */
  write: boolean;
}

const NOTHING_CHANGED = ' Nothing was changed.';
/** What a person is told of a change whose answer was lost; an import says instead that it checks by itself. */
export const MAYBE_CHANGED = 'The change may or may not have been made: check before trying again.';

/**
 * Failures that happen before a single byte of the request leaves: no name, no listener, a forbidden port,
 * a certificate refused during the handshake, no network at all. A write that fails this way was not applied.
 */
function notSent(host: string, text: string): AppError | null {
  if (/ENOTFOUND|EAI_AGAIN|ERR_NAME_NOT_RESOLVED|getaddrinfo/i.test(text)) {
    return new AppError(
      'network',
      `The name ${host} was not found. Check the address for typos, or your connection.`,
    );
  }
  if (/ECONNREFUSED|ERR_CONNECTION_REFUSED/i.test(text)) {
    return new AppError(
      'network',
      `${host} refused the connection. Is the installation running at this address and port?`,
    );
  }
  if (/bad port|ERR_UNSAFE_PORT/i.test(text)) {
    return new AppError(
      'network',
      `The port of ${host} is one web requests may not use. Check the address: installations answer on ports such as 443 or 80.`,
    );
  }
  if (/CERT|SSL|TLS|self[- ]signed|UNABLE_TO_VERIFY|ERR_CERT/i.test(text)) {
    return new AppError(
      'tls',
      `The secure connection to ${host} failed: its certificate is not trusted or does not match. Check the address, or ask the installation's administrator.`,
    );
  }
  if (/ENETUNREACH|EHOSTUNREACH|ERR_INTERNET_DISCONNECTED|ERR_ADDRESS_UNREACHABLE/i.test(text)) {
    return new AppError('network', `${host} cannot be reached from this network. Check your connection.`);
  }
  return null;
}

function withNothingChanged(error: AppError): AppError {
  return new AppError(error.code, error.message + NOTHING_CHANGED);
}

/**
 * Turns a failed `fetch` (no HTTP answer at all, or an answer cut short) into an error a person can act on.
 * Reads are safe to repeat, so their messages only say what happened; writes also say whether the change
 * could have been applied.
 */
export function transportError(error: unknown, host: string, failure: TransportFailure): AppError {
  const { timedOut, cancelled, write } = failure;
  if (timedOut) {
    return write
      ? new AppError('timeout', `${host} did not answer in time. ${MAYBE_CHANGED}`, { outcomeUnknown: true })
      : new AppError(
          'timeout',
          `${host} did not answer in time. Check the address and your connection, then try again.`,
        );
  }
  if (cancelled || (error as { name?: string }).name === 'AbortError') {
    return write
      ? new AppError('cancelled', `The request was cancelled on its way. ${MAYBE_CHANGED}`, {
          outcomeUnknown: true,
        })
      : new AppError('cancelled', 'The request was cancelled.');
  }
  const text = describe(error);
  const unsent = notSent(host, text);
  if (unsent) return write ? withNothingChanged(unsent) : unsent;
  if (/ETIMEDOUT|ERR_TIMED_OUT/i.test(text)) {
    return write
      ? new AppError('timeout', `${host} did not answer in time. ${MAYBE_CHANGED}`, { outcomeUnknown: true })
      : new AppError(
          'timeout',
          `${host} did not answer in time. Check the address and your connection, then try again.`,
        );
  }
  // A reset, a hang-up or anything unnamed: the request may have been read by the server before the line broke.
  return write
    ? new AppError('network', `The connection to ${host} broke before it answered. ${MAYBE_CHANGED}`, {
        outcomeUnknown: true,
      })
    : new AppError(
        'network',
        `Linkdesk could not reach ${host}. Check your connection and the address, then try again.`,
      );
}
