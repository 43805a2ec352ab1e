import { callApi, type ApiAnswer, type Connection } from './http-client.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One exchange with an account's installation: a path relative to its base URL (`api/domains?page=2`), an
 * optional JSON body, and the parsed answer of a successful call. Every failure, in any of the deployed forms,
 * rejects with an AppError. The gateway hands endpoint functions calls that are already scheduled under the
 * account's rate limit, time-limited and cancellable; endpoint functions only shape requests and answers.
 */
export type Call = (method: ApiMethod, path: string, body?: unknown) => Promise<ApiAnswer>;

/** A call straight to an installation, outside any account's schedule: for checking a key before it is saved. */
export function directCall(connection: Connection): Call {
  return (method, path, body) => callApi(connection, method, path, body);
}
