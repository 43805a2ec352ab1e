import { badRequest } from '../http/errors.ts';
import { bodyObject, type RequestHook } from './request-hooks.ts';

const REDIRECTS = ['redirectroot', 'redirect404'] as const;

/**
 * Deployed installations check a domain's redirects on update as URLs, and `''` is none: a redirect can be
 * changed through the API but not removed. The refusal is the empty answer of the other redirect errors
 * (empty-answers.ts), which is why it names the field.
 */
export const redirectsCannotBeRemoved: RequestHook = (request) => {
  const body = bodyObject(request);
  for (const field of REDIRECTS) {
    if (body?.[field] === '') throw badRequest(`${field}: cannot be removed`, field);
  }
  return undefined;
};
