import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { AuthenticatedUser, SandboxContext } from './context.ts';
import { installDeployedProfile } from './deployed/index.ts';
import { isApiPath } from './http/api-path.ts';
import { authenticate } from './http/auth.ts';
import { closeAfterBody } from './http/close-after-body.ts';
import { httpDateOf } from './http/date-header.ts';
import {
  clientErrorHandler,
  installErrorHandler,
  installNotFoundHandler,
  MAX_PARAM_LENGTH,
} from './http/error-handler.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { requireScope } from './http/scopes.ts';
import type { Profile, TrafficOption } from './options.ts';
import { registerRoutes } from './routes/index.ts';
import { installTraffic } from './traffic/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

export interface AppOptions {
  rateLimit: number;
  logger: boolean;
  profile: Profile;
  traffic?: TrafficOption;
}

/** Query parameters whose values never reach the log: a link's `password`, and anything named like a secret. */
const SECRET_PARAMETER = /pass|secret|token|key/i;

/** A URL for the log: its query with the value of every secret-looking parameter replaced. */
function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = [...new URLSearchParams(url.slice(start + 1))]
    .map(([name, value]) => {
      const shown = SECRET_PARAMETER.test(name) ? '[redacted]' : encodeURIComponent(value);
      return `${encodeURIComponent(name)}=${shown}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * A request as the log shows it: Fastify's fields, with the URL's secrets left out. A query may hold what must
 * never be written down (`/<alias>?password=`, from links shared before the password form was a POST).
 */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function buildApp(ctx: SandboxContext, options: AppOptions): FastifyInstance {
  const limiter = new RateLimiter(options.rateLimit, ctx.now);
  const httpDate = httpDateOf(ctx.now);
  /** What every request goes through first: the date, fresh reads, and for the API the key and the limit. */
  const admit = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('date', httpDate());
    ctx.db.refresh();
    if (!isApiPath(request.url)) return;
    request.user = authenticate(ctx, request.headers.authorization);
    // Each key counts on its own, a user's scoped keys included; a refusal for scope costs a request.
    reply.headers(limiter.take(request.user.apiKey));
    requireScope(request.user, request.url);
  };

  const app: FastifyInstance = Fastify({
    bodyLimit: 1024 * 1024,
    // Logs go to stderr: stdout carries the start-up line that tools read.
    logger: options.logger
      ? { level: 'info', stream: process.stderr, serializers: { req: loggedRequest } }
      : false,
    // Ids are checked by the routes, which answer with a message naming the field.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // What the router refuses before any hook or route (a path part too long, a malformed %-escape) goes
    // to the error handler of the profile, after the key is checked as for every API request.
    frameworkErrors: (error, request, reply) => {
      let failure: FastifyError = error;
      try {
        admit(request, reply);
      } catch (refusal) {
        failure = refusal as FastifyError;
      }
      void app.errorHandler.call(app, failure, request, reply);
    },
    clientErrorHandler,
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

  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  // Before anything answers: what a request reads already counts the visits that arrived until now.
  installTraffic(app, ctx, options.traffic);
  // A callback hook, not an async one: it runs on every request and a promise per request shows in the numbers.
  app.addHook('onRequest', (request, reply, done) => {
    try {
      admit(request, reply);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // Fastify answers a body over the limit at once, closing the connection: the client must still be able to
  // send the rest and read that answer (see closeAfterBody).
  app.addHook('onError', (request, reply, _error, done) => {
    if (reply.getHeader('connection') === 'close') closeAfterBody(request.raw);
    done();
  });
  // After the key and rate-limit hook, so that the profile's own request checks run once those have passed.
  if (deployed) installDeployedProfile(app, ctx);

  registerRoutes(app, ctx);
  return app;
}
