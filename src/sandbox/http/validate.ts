import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Validates a request body; the first problem becomes a 400 whose message starts with the field's name. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const missing = issue.path.length > 0 && valueAt(body, issue.path) === undefined && issue.code !== 'custom';
  const message = missing ? 'is required' : issue.message;
  throw badRequest(field ? `${field}: ${message}` : message, field || undefined);
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Path ids are positive integers; anything else is refused with a message naming the parameter. */
export function parseId(params: unknown, name = 'id'): number {
  const value = (params as Record<string, string | undefined>)[name];
  if (value === undefined || !/^\d{1,15}$/.test(value) || Number(value) === 0) {
    throw badRequest(`${name}: must be a positive whole number, got "${value ?? ''}"`, name);
  }
  return Number(value);
}
