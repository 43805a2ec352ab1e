import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthenticatedUser, SandboxContext } from './context.ts';
import { installDeployedProfile } from './deployed/index.ts';
import { isApiPath } from './http/api-path.ts';
import { authenticate } from './http/auth.ts';
import { httpDateOf } from './http/date-header.ts';
import { installErrorHandler, installNotFoundHandler } from './http/error-handler.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { requireScope } from './http/scopes.ts';
import type { Profile } from './options.ts';
import { registerRoutes } from './routes/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

export interface AppOptions {
  rateLimit: number;
  logger: boolean;
  profile: Profile;
}

export function buildApp(ctx: SandboxContext, options: AppOptions): FastifyInstance {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    // Logs go to stderr: stdout carries the start-up line that tools read.
    logger: options.logger ? { level: 'info', stream: process.stderr } : false,
    // Ids are checked by the routes, which answer with a message naming the field.
    routerOptions: { maxParamLength: 200 },
  });
  const deployed = options.profile === 'deployed';
  if (!deployed) {
    installErrorHandler(app);
    installNotFoundHandler(app);
  }

  // An empty body is no body (clients send Content-Type on bodiless POSTs); anything else must be JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body.toString(), done);
  });

  const limiter = new RateLimiter(options.rateLimit, ctx.now);
  const httpDate = httpDateOf(ctx.now);
  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  // A callback hook, not an async one: it runs on every request and a promise per request shows in the numbers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('date', httpDate());
    ctx.db.refresh();
    if (!isApiPath(request.url)) return done();
    try {
      request.user = authenticate(ctx, request.headers.authorization);
      // Each key counts on its own, a user's scoped keys included; a refusal for scope costs a request.
      reply.headers(limiter.take(request.user.apiKey));
      requireScope(request.user, request.url);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // After the key and rate-limit hook, so that the profile's own request checks run once those have passed.
  if (deployed) installDeployedProfile(app, ctx);

  registerRoutes(app, ctx);
  return app;
}
