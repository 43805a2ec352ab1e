import { AppError } from '../../shared/ipc/app-error.ts';
import { MAYBE_CHANGED, transportError } from './transport-errors.ts';
import { AnswerTooLarge, readCappedText } from './capped-body.ts';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What arrived from the installation, before it is judged: for whoever learns from answers (the rate limiter). */
export interface ObservedAnswer {
  status: number;
  headers: Headers;
  /** The parsed body when it was a JSON object. */
  body?: Record<string, unknown>;
}

export interface Connection {
  baseUrl: string;
  apiKey: string;
  fetch: Fetch;
  /** Starts when the request is sent; 15 s unless set. */
  timeoutMs?: number;
  /** Cancellation from outside (the person, or the account being removed), combined with the timeout. */
  signal?: AbortSignal;
  /** Called for every HTTP answer that arrived, success or error, before it is turned into a result. */
  observe?: (answer: ObservedAnswer) => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const CHECK_BASE_URL = 'Is the base URL the address of your installation?';

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

/**
 * Deployed installations answer business errors as HTTP 200 with `error: 1` and only a message: the message is
 * all there is to tell a missing item or a taken name from a plain validation failure.
 */
function businessError(message: string): AppError {
  if (/\bnot found\b|does not exist|doesn't exist|no longer exists/i.test(message))
    return new AppError('not_found', message);
  if (/\balready\b|not available|cannot delete your own/i.test(message))
    return new AppError('conflict', message, withField(message));
  // Newer installations' scoped keys: the key is valid, but not for this endpoint.
  if (/do not have (access|permission)/i.test(message)) return new AppError('forbidden', message);
  return new AppError('validation', message, withField(message));
}

/** Key problems, as opposed to a valid key that may not do this (an admin endpoint, a plan without the feature). */
const KEY_REFUSED =
  /valid API key|API key is (required|missing|invalid|not valid)|invalid API key|banned|inactive/i;

/**
 * The refusal an answer carries, with the HTTP status it came with: deployed installations answer business
 * errors with 200, the reference with 4xx, which is how a bulk edit tells how an installation updates links.
 */
function apiError(answer: ApiAnswer, host: string): AppError {
  const error = refusalOf(answer, host);
  error.httpStatus = answer.status;
  return error;
}

function refusalOf(answer: ApiAnswer, host: string): AppError {
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
  if (status === 401 || (status === 403 && KEY_REFUSED.test(message))) {
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
  if (status < 400) return businessError(message);
  return new AppError('validation', message, withField(message));
}

/** An answer that is not a JSON object: say what it was, since each points somewhere else. */
function unreadableAnswer(text: string, parsed: unknown, write: boolean): AppError {
  if (!text.trim()) {
    return new AppError(
      'bad_response',
      write
        ? 'The installation refused the change without saying why: it answered with an empty body. Check the values, addresses in particular, then try again.'
        : `This address does not look like the API of an installation: it answered with an empty body. ${CHECK_BASE_URL}`,
    );
  }
  if (parsed !== undefined) {
    return new AppError(
      'bad_response',
      `The installation answered with data Linkdesk does not recognise, not the object the API gives. ${CHECK_BASE_URL}`,
    );
  }
  if (/^\s*</.test(text)) {
    return new AppError(
      'bad_response',
      `This address does not look like the API of an installation: it answered with a web page. ${CHECK_BASE_URL}`,
    );
  }
  return new AppError(
    'bad_response',
    `The installation's answer could not be read: it is not valid JSON. ${CHECK_BASE_URL}`,
  );
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
  const write = method !== 'GET';
  const outside = connection.signal;
  if (outside?.aborted) {
    throw new AppError(
      'cancelled',
      write
        ? 'The request was cancelled before it was sent. Nothing was changed.'
        : 'The request was cancelled.',
    );
  }
  let payload: string | undefined;
  try {
    payload = body === undefined ? undefined : JSON.stringify(body);
  } catch {
    // Nothing has gone out: say so, rather than the "may or may not have been made" of a failure on the wire.
    throw new AppError(
      'validation',
      'Linkdesk could not write this request for the installation, so nothing was sent. Check the values and try again.',
    );
  }
  const controller = new AbortController();
  let timedOut = false;
  let cancelled = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, connection.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const cancel = () => {
    cancelled = true;
    controller.abort();
  };
  outside?.addEventListener('abort', cancel, { once: true });
  let response: Response | undefined;
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
      ...(payload !== undefined ? { body: payload } : {}),
    });
    text = await readCappedText(response);
  } catch (error) {
    if (error instanceof AnswerTooLarge) {
      connection.observe?.({ status: response!.status, headers: response!.headers });
      throw new AppError(
        'bad_response',
        `The installation sent an answer larger than ${error.limit / 1024 / 1024} MB, far more than any page of the API holds, so Linkdesk stopped reading it.${write ? ` ${MAYBE_CHANGED}` : ''}`,
        write ? { outcomeUnknown: true } : {},
      );
    }
    // An answer whose body was cut short still told its status and headers (the rate limit among them).
    if (response) connection.observe?.({ status: response.status, headers: response.headers });
    throw transportError(error, host, { timedOut, cancelled, write });
  } finally {
    clearTimeout(timer);
    outside?.removeEventListener('abort', cancel);
  }
  let parsed: unknown;
  try {
    parsed = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  connection.observe?.({
    status: response.status,
    headers: response.headers,
    ...(isObject ? { body: parsed as Record<string, unknown> } : {}),
  });
  if (!isObject) {
    // Installations answer some failures with a web page: auth (403) and uncaught errors (500).
    if (response.status === 401 || response.status === 403 || response.status >= 500) {
      throw apiError({ status: response.status, headers: response.headers, body: {} }, host);
    }
    throw unreadableAnswer(text, parsed, write);
  }
  const answer = {
    status: response.status,
    headers: response.headers,
    body: parsed as Record<string, unknown>,
  };
  if (response.status >= 400 || isFailure(answer.body)) throw apiError(answer, host);
  return answer;
}
