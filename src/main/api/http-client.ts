import { AppError } from '../../shared/ipc/app-error.ts';
import { transportError } from './transport-errors.ts';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface Connection {
  baseUrl: string;
  apiKey: string;
  fetch: Fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const NOT_THE_API =
  'This address does not look like the API of an installation: it answered with a web page or nothing at all. Is the base URL the address of your installation?';

/** The parsed JSON body of an answer the installation gave, with its status and headers. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

function secondsUntilReset(headers: Headers, body: Record<string, unknown>, now: number): number | undefined {
  const retryAfter = Number(headers.get('retry-after') ?? body['Retry-After'] ?? Number.NaN);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.ceil(retryAfter);
  const reset = Number(headers.get('x-ratelimit-reset') ?? Number.NaN);
  if (Number.isFinite(reset)) return Math.max(0, Math.ceil(reset - now / 1000));
  return undefined;
}

/** `error` is 0, "0" or false on success; 1, "1", true or 429 on failure (deployed servers vary). */
export function isFailure(body: Record<string, unknown>): boolean {
  const flag = body.error;
  return !(flag === 0 || flag === '0' || flag === false || flag === undefined);
}

/** The field a message such as "email: is not valid" names, if it names one. */
function fieldOf(message: string): string | undefined {
  return /^([a-z][a-z0-9_.]*): /i.exec(message)?.[1];
}

function apiError(answer: ApiAnswer, host: string): AppError {
  const { status, body, headers } = answer;
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `${host} answered with status ${status}.`;
  if (status === 429 || body.error === 429) {
    const seconds = secondsUntilReset(headers, body, Date.now());
    return new AppError(
      'rate_limited',
      `The installation's rate limit is reached.${seconds !== undefined ? ` It resets in ${seconds} s.` : ''}`,
      seconds !== undefined ? { retryAfterSeconds: seconds } : {},
    );
  }
  if (status === 401 || (status === 403 && /api key/i.test(message))) {
    return new AppError(
      'auth',
      `The installation refused the API key: ${message} Check that the key is complete and still valid.`,
    );
  }
  if (status === 403) return new AppError('forbidden', message);
  if (status === 404) return new AppError('not_found', message);
  if (status === 409) return new AppError('conflict', message, withField(message));
  if (status >= 500)
    return new AppError('server', `${host} had a problem of its own (status ${status}). Try again later.`);
  return new AppError('validation', message, withField(message));
}

function withField(message: string): { field?: string } {
  const field = fieldOf(message);
  return field ? { field } : {};
}

/**
 * One request to an installation's API. Answers the parsed JSON of a successful call; everything else
 * (no connection, a web page, an empty body, an API error in any of its deployed forms) becomes an AppError.
 */
export async function callApi(
  connection: Connection,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const url = new URL(path, connection.baseUrl.replace(/\/+$/, '') + '/').toString();
  const host = new URL(connection.baseUrl).host;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, connection.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await connection.fetch(url, {
      method,
      signal: controller.signal,
      redirect: 'follow',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${connection.apiKey}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    text = await response.text();
  } catch (error) {
    throw transportError(error, host, timedOut);
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    // Installations answer some failures with a web page: auth (403) and uncaught errors (500).
    if (response.status === 401 || response.status === 403 || response.status >= 500) {
      throw apiError({ status: response.status, headers: response.headers, body: {} }, host);
    }
    throw new AppError('bad_response', NOT_THE_API);
  }
  const answer = {
    status: response.status,
    headers: response.headers,
    body: parsed as Record<string, unknown>,
  };
  if (response.status >= 400 || isFailure(answer.body)) throw apiError(answer, host);
  return answer;
}
