/**
 * What deployed installations do where their code meets input it never expected: an exception nobody
 * catches, which the web server shows as its HTML 500 page. The deployed error handler treats every error
 * that is not an `ApiError` that way; this one names the case in the logs.
 */
export class ServerCrash extends Error {
  constructor(reason: string) {
    super(`Deployed installations throw here: ${reason}`);
  }
}
