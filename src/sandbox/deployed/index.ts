import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { isApiPath } from '../http/api-path.ts';
import { countersAsText } from './counters-as-text.ts';
import { installDeployedErrorHandler } from './error-answers.ts';
import { hasMaxpage, serializeWithFloatMaxpage } from './float-maxpage.ts';
import { installDeployedNotFoundHandler } from './not-found.ts';
import { installPathIdCheck } from './path-ids.ts';
import { ROUTE_HOOKS } from './route-hooks.ts';
import { installRequestHooks } from './request-hooks.ts';
import { ROUTE_SHAPES } from './route-shapes.ts';
import { routeKey } from './route-key.ts';

const succeeded = (payload: unknown) => {
  const error = (payload as { error?: unknown } | null)?.error;
  return error === 0 || error === '0';
};

/**
 * The `deployed` profile: one layer over the unchanged routes and stores that makes the sandbox answer the
 * way installations in the wild do (../shared/spec/deployed-installations.md). Errors are reshaped by the
 * error and not-found handlers, requests the installations treat differently by the route hooks, and
 * successful answers by a hook that runs before serialisation.
 */
export function installDeployedProfile(app: FastifyInstance, ctx: SandboxContext): void {
  installDeployedErrorHandler(app);
  installDeployedNotFoundHandler(app);
  installPathIdCheck(app);
  installRequestHooks(app, ctx, ROUTE_HOOKS);
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!isApiPath(request.url) || !succeeded(payload)) return done(null, payload);
    const reshape = ROUTE_SHAPES[routeKey(request)];
    try {
      const answer = countersAsText(
        reshape ? reshape(payload as Record<string, unknown>, request, ctx) : payload,
      );
      if (hasMaxpage(answer)) reply.serializer(serializeWithFloatMaxpage);
      done(null, answer);
    } catch (error) {
      done(error as Error);
    }
  });
}
