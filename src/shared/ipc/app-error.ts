import type { AppErrorData, ErrorCode } from './errors.ts';

/** Thrown in main wherever something fails for a reason a person should hear; the registrar turns it into a `Result`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly outcomeUnknown: boolean;
  /** The HTTP status of the answer that carried the refusal; main's own, never sent to the window. */
  httpStatus: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { field?: string; retryAfterSeconds?: number; outcomeUnknown?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = extra.field;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.outcomeUnknown = extra.outcomeUnknown ?? false;
    this.httpStatus = undefined;
  }

  toData(): AppErrorData {
    return {
      code: this.code,
      message: this.message,
      ...(this.field !== undefined ? { field: this.field } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
      ...(this.outcomeUnknown ? { outcomeUnknown: true } : {}),
    };
  }
}
