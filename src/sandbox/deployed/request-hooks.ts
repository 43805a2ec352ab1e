import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { isApiPath } from '../http/api-path.ts';
import { routeKey } from './route-key.ts';

export type Body = Record<string, unknown>;

/**
 * A deployed rule about a request: it may throw (an `ApiError` is a business error, `ServerCrash` an HTML
 * 500 page), rewrite `request.body` before the route reads it, or answer in the route's place. Undefined
 * lets the route answer.
 */
export type RequestHook = (request: FastifyRequest, ctx: SandboxContext) => Body | undefined;

/**
 * Runs the hook of each route, after the key, the rate limit and the path ids were checked and the body
 * parsed, before the reference route runs. An answer given here still goes through the answer reshaping.
 */
export function installRequestHooks(
  app: FastifyInstance,
  ctx: SandboxContext,
  hooks: Record<string, RequestHook>,
): void {
  app.addHook('preHandler', (request, reply, done) => {
    const hook = isApiPath(request.url) ? hooks[routeKey(request)] : undefined;
    if (!hook) return done();
    let answer;
    try {
      answer = hook(request, ctx);
    } catch (error) {
      return done(error as Error);
    }
    if (answer === undefined) return done();
    // Answering from a callback hook: send, and do not call `done`.
    reply.send(answer);
  });
}

/** The body as an object the hook may read and change; anything else is left to the route to refuse. */
export function bodyObject(request: FastifyRequest): Body | undefined {
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : undefined;
}

export const pathId = (request: FastifyRequest, name = 'id') =>
  Number((request.params as Record<string, string>)[name]);
