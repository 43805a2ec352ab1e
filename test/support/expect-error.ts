import { expect } from 'vitest';
import { errorBody } from '../../src/shared/api/models.ts';

/** Checks an error reply: its status, and a body in the reference error shape whose message matches. */
export function expectError(
  reply: { status: number; body: unknown },
  status: number,
  message: RegExp | string,
): void {
  expect(reply.status).toBe(status);
  expect(errorBody.parse(reply.body).message).toMatch(message);
}
