import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** The longest path part (an id, an alias) the router reads; a longer one is refused before any route. */
export const MAX_PARAM_LENGTH = 200;

/** Fastify's own request errors, said the way the API says everything else. */
function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'The request body is larger than the 1 MB the API accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'Send the request body as JSON with "Content-Type: application/json".');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, `The request body is not valid JSON: ${error.message}`);
    // The router's own refusals (`frameworkErrors`), which no route or hook sees.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(
        414,
        `A part of the request's path is longer than ${MAX_PARAM_LENGTH} characters, which no id or alias is.`,
      );
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'The request path is not a valid URL: a %-escape in it is malformed.');
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new ApiError(400, `The request body is not valid JSON: ${error.message}`);
  }
  return null;
}

/** The error as the API reports it, or null for a failure nobody planned for (a bug). */
export function knownError(error: FastifyError | ApiError): ApiError | null {
  return error instanceof ApiError ? error : fromFastify(error);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const known = knownError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ error: 1, message: 'The sandbox failed to handle this request.' });
    }
    reply.headers(known.headers);
    return reply.code(known.status).send({ error: 1, message: known.message });
  });
}

/**
 * Collects the routes as they are registered and answers, for a path nothing matched, the methods that
 * would have matched it: empty for an unknown path, the `Allow` list for a wrong method.
 */
export function methodsForPaths(app: FastifyInstance): (path: string) => string[] {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}/?$`);
    for (const method of [route.method].flat()) routes.push({ method, pattern });
  });
  return (path) => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method)),
  ];
}

/** Unknown routes answer 404, known paths asked with another method 405; both as JSON. */
export function installNotFoundHandler(app: FastifyInstance): void {
  const methodsFor = methodsForPaths(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = methodsFor(path);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return reply.code(405).send({
        error: 1,
        message: `${request.method} is not allowed on ${path}; use ${allowed.join(' or ')}.`,
      });
    }
    return reply.code(404).send({ error: 1, message: `There is no API route ${request.method} ${path}.` });
  });
}

/** Node's limit on a request's URL and headers together (`--max-http-header-size`). */
const MAX_HEADER_KB = 16;

/**
 * Requests Node's HTTP parser gives up on before Fastify sees them (a URL or headers over 16 KB, a request
 * that is not HTTP, one too slow to arrive): answered on the socket in the API's error shape, as Fastify's
 * default does in its own. The same in both profiles, since no route and no profile is involved yet.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message = 'The request is not valid HTTP.';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = `The request's URL and headers are longer than the ${MAX_HEADER_KB} KB the sandbox reads.`;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive.';
  }
  const body = JSON.stringify({ error: 1, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
