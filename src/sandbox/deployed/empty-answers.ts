import type { ApiError } from '../http/errors.ts';

const DOMAIN_ADD = 'POST /api/domain/add';
const DOMAIN_UPDATE = 'PUT /api/domain/:id/update';
const PIXEL_UPDATE = 'PUT /api/pixel/:id/update';
const REDIRECT_FIELDS = new Set(['redirectroot', 'redirect404']);

/**
 * The error branches where deployed installations answer HTTP 200 with nothing at all: a domain created or
 * updated with a redirect that is not a URL, and a domain or pixel that is not there on update.
 */
export function answersEmpty(route: string, error: ApiError): boolean {
  if ((route === DOMAIN_ADD || route === DOMAIN_UPDATE) && error.status === 400) {
    return error.field !== undefined && REDIRECT_FIELDS.has(error.field);
  }
  return (route === DOMAIN_UPDATE || route === PIXEL_UPDATE) && error.status === 404;
}
