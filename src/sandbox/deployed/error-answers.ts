import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../http/errors.ts';
import { knownError } from '../http/error-handler.ts';
import { ScopeRefused } from '../http/scopes.ts';
import { answersEmpty } from './empty-answers.ts';
import { sendHtmlPage } from './html-pages.ts';
import { routeKey } from './route-key.ts';

export const KEY_REFUSED = 'A valid API key is required to use this service.';
export const NOT_PERMITTED = 'You do not have permission to access this endpoint.';
export const TOO_MANY = 'Too Many API Requests.';

/** The refusal says when to come back in its body only: deployed installations send no `Retry-After` header. */
function sendRateLimited(reply: FastifyReply, error: ApiError): FastifyReply {
  const { 'retry-after': retryAfter, ...headers } = error.headers;
  return reply
    .headers(headers)
    .code(200)
    .send({ error: 429, message: TOO_MANY, 'Retry-After': Number(retryAfter) });
}

/**
 * Errors the way deployed installations give them: key problems as 403 with their fixed messages, a scoped
 * key outside its scope as HTTP 200 with `error: true`, every
 * business error (validation, not found, conflict, body problems) as HTTP 200 with `error: 1`, a few branches
 * as an empty body, a failure nobody planned for as an HTML page.
 */
export function installDeployedErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const known = knownError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return sendHtmlPage(reply, 500);
    }
    if (known.status === 429) return sendRateLimited(reply, known);
    reply.headers(known.headers);
    if (known.status === 401) return reply.code(403).send({ error: 1, message: KEY_REFUSED });
    // Newer installations check scopes in the endpoint code, which answers with a boolean.
    if (known instanceof ScopeRefused) return reply.code(200).send({ error: true, message: known.message });
    if (known.status === 403) return reply.code(403).send({ error: 1, message: NOT_PERMITTED });
    const route = routeKey(request);
    // `/api` itself reaches the short-link route, which refuses it: to a caller it is an unknown page.
    if (known.status === 404 && !route.includes(' /api/')) return sendHtmlPage(reply, 404);
    if (answersEmpty(route, known)) return reply.code(200).type('application/json').send('');
    return reply.code(200).send({ error: 1, message: known.message });
  });
}
