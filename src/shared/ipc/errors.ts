/**
 * The one error shape that crosses IPC. `code` is what a screen acts on; `message` is written for people.
 */
export const ERROR_CODES = [
  'network',
  'timeout',
  'tls',
  'auth',
  'forbidden',
  'not_found',
  'validation',
  'conflict',
  'rate_limited',
  'server',
  'bad_response',
  'cancelled',
  'keychain',
  'unsupported',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppErrorData {
  code: ErrorCode;
  message: string;
  /** The request field at fault, for `validation` and `conflict`. */
  field?: string;
  /** Seconds until the rate-limit window resets, for `rate_limited`. */
  retryAfterSeconds?: number;
  /**
   * A write whose request may have reached the installation before the connection failed (timeout, reset,
   * cancelled in flight): it may or may not have been applied, so it is not retried blindly.
   */
  outcomeUnknown?: boolean;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppErrorData };

/**
 * How a message about an account's unusable key ends (gone from the keychain, or not decryptable): the window
 * offers a Replace key button beside every message that says it.
 */
export const REPLACE_KEY_ADVICE = 'Replace the key to use this account again.';

/** Whether the failure asks the person to replace the account's key. */
export const asksToReplaceKey = (error: { code: string; message: string }): boolean =>
  error.code === 'keychain' && error.message.endsWith(REPLACE_KEY_ADVICE);
