import { expect, it } from 'vitest';
import { errorBody } from '../../src/shared/api/models.ts';
import type { TestSandbox } from './sandbox.ts';

/**
 * One test per route that the legacy revision predates: it must answer the API's JSON 404, as an unknown
 * route does, and not a page or a validation error. Writes carry a body so that only the route can be
 * what is missing.
 */
export function itHasNoApiRoutes(t: TestSandbox, routes: [method: string, path: string][]): void {
  it.each(routes)('has no %s %s (404 JSON)', async (method, path) => {
    const reply = await t.pro.request(
      method,
      path,
      method === 'POST' || method === 'PUT' ? { name: 'Old' } : undefined,
    );
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorBody.parse(reply.body).message).toMatch(/no API route/);
  });
}
