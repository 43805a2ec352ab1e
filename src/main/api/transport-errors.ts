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

/** Turns a failed `fetch` (no HTTP answer at all) into an error a person can act on. */
export function transportError(error: unknown, host: string, timedOut: boolean): AppError {
  if (timedOut) {
    return new AppError(
      'timeout',
      `${host} did not answer in time. Check the address and your connection, then try again.`,
    );
  }
  if ((error as { name?: string }).name === 'AbortError')
    return new AppError('cancelled', 'The request was cancelled.');
  const text = describe(error);
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
  if (/bad port/i.test(text)) {
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
  if (/ETIMEDOUT|ERR_TIMED_OUT/i.test(text)) {
    return new AppError(
      'timeout',
      `${host} did not answer in time. Check the address and your connection, then try again.`,
    );
  }
  return new AppError(
    'network',
    `Linkdesk could not reach ${host}. Check your connection and the address, then try again.`,
  );
}
