import { expect } from 'vitest';
import type { ApiClient, Reply } from './sandbox.ts';

/** A POST that sets up a test and must succeed; when it does not, the answer's text says why. */
export async function postOk<T = any>(client: ApiClient, path: string, body: unknown): Promise<Reply<T>> {
  const reply = await client.post<T>(path, body);
  expect(reply.status, reply.text).toBe(200);
  return reply;
}
