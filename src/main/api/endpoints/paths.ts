import { AppError } from '../../../shared/ipc/app-error.ts';

/**
 * An id as a path segment. Requests are checked before they get here; this keeps anything but a positive whole
 * number out of a URL path all the same (deployed servers answer a web page for a non-numeric id).
 */
export function idSegment(id: number, field = 'id'): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new AppError('validation', `${field}: must be a positive whole number`, { field });
  }
  return String(id);
}

/** A path with the query parameters that are set; none leaves the path as it is. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
