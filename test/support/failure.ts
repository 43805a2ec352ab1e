import { expect } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';

/** The error a call must fail with: an AppError, the one shape a failure reaches a screen in. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
