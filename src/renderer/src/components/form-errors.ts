import type { AppErrorData, ErrorCode } from '../../../shared/ipc/errors.ts';

/**
 * Validation messages (ours and the server's) never repeat the field's name ("is required"); beside a field
 * they read as a sentence that starts with its label. Messages that already are sentences stay as they are.
 */
export function fieldErrorText(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/^[A-Z“"]/.test(message)) return message;
  const sentence = `${label} ${message}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * Where a failed request's error belongs: beside the field it names (main's validation messages start
 * with `field: `, which the label replaces), beside the field a code implies, or nowhere in particular.
 */
export function fieldErrorOf<F extends string>(
  error: AppErrorData,
  fields: readonly F[],
  byCode: Partial<Record<ErrorCode, F>> = {},
): FieldError<F> | null {
  const named = fields.find((field) => field === error.field);
  const field = named ?? byCode[error.code];
  if (!field) return null;
  const prefix = `${error.field ?? field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field, message };
}

/** Failures that may well pass on a second try with the same input. */
const RETRYABLE: readonly ErrorCode[] = ['network', 'timeout', 'server', 'rate_limited', 'internal'];

/** A change that may already have been made is never offered again blindly: it could be made twice. */
export function isRetryable(error: AppErrorData): boolean {
  return RETRYABLE.includes(error.code) && !error.outcomeUnknown;
}
