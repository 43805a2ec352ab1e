import { Unreadable } from '../../src/main/api/normalise/values.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';

/** The message a normaliser refuses a value with; a value it accepts fails the test. */
export function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof Unreadable || error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('expected the value to be refused');
}
