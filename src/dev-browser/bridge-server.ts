import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { PERMISSIONS_POLICY } from '../main/window/permissions-policy.ts';
import type { Subscribe } from '../shared/ipc/api.ts';
import type { Result } from '../shared/ipc/errors.ts';
import {
  BRIDGE_SCRIPT_PATH,
  EVENTS_PATH,
  IPC_PATH,
  TOKEN_HEADER,
  TOKEN_PARAMETER,
  bridgeScript,
} from './bridge-script.ts';
import { EventStreams } from './event-stream.ts';
import type { HttpIpcHost } from './http-ipc-host.ts';
import { isOwnHost, isOwnOriginOrNone, tokensMatch } from './request-guard.ts';

/** One call that went through the bridge, for whoever wants to watch (the end-to-end tests record them all). */
export interface BridgeExchange {
  channel: string;
  request: unknown;
  result: Result<unknown>;
}

export interface BridgeServerOptions {
  rendererDir: string;
  token: string;
  policy: string;
  host: HttpIpcHost;
  /** main's events, streamed to every page that opens the event stream with the token. */
  events: Subscribe;
  log: (line: string) => void;
  onExchange?: (exchange: BridgeExchange) => void;
}

export interface BridgeServer {
  /** `http://127.0.0.1:PORT`, without the token. */
  origin: string;
  close: () => Promise<void>;
}

const refused = (message: string): Result<never> => ({ ok: false, error: { code: 'forbidden', message } });

const BODY_LIMIT_MB = 1;

/**
 * A request Fastify refused before any route (a body it could not read, a malformed path) or a failure
 * nobody planned for, as the bridge answers everything else: a `Result`, whose message never carries a stack
 * or an internal detail. Null for the unplanned failure, which is answered as `internal`.
 */
function refusalOf(error: FastifyError): { status: number; result: Result<never> } | null {
  const validation = (status: number, message: string) => ({
    status,
    result: { ok: false, error: { code: 'validation', message } } as const,
  });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return validation(413, `The call is larger than the ${BODY_LIMIT_MB} MB dev:browser accepts.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validation(400, 'The call has an empty body; send {"channel", "request"} as JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validation(
        400,
        'The call is not JSON dev:browser takes: it is malformed, or holds a __proto__ or ' +
          'constructor.prototype key.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return validation(415, 'Send the call as JSON with "Content-Type: application/json".');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return validation(400, 'The request path is not one dev:browser can read.');
    default:
      // Another refusal of the request itself; its own message may name more than the caller needs to know.
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return validation(error.statusCode, `dev:browser refused this request (HTTP ${error.statusCode}).`);
      }
      return null;
  }
}

/** What every answer carries; see startBridgeServer. */
function securityHeaders(policy: string): Record<string, string> {
  return {
    'content-security-policy': policy,
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

/** The renderer's page with the bridge loaded first: a classic script runs before Vite's deferred module. */
function withBridge(html: string): string {
  const tag = `<script src="${BRIDGE_SCRIPT_PATH}"></script>`;
  const firstScript = html.search(/<script\b/i);
  if (firstScript >= 0) return `${html.slice(0, firstScript)}${tag}\n    ${html.slice(firstScript)}`;
  return html.replace(/<\/head>/i, `  ${tag}\n  </head>`);
}

/**
 * Serves the built renderer on 127.0.0.1 and carries `window.api` calls to the main-process handlers.
 * Every request must name our exact host (against DNS rebinding); every call must carry the run's token;
 * every answer carries the renderer's Content-Security-Policy and gives no referrer to other sites (the
 * page's address holds the token, and avatars load from the installation).
 */
export async function startBridgeServer(options: BridgeServerOptions): Promise<BridgeServer> {
  /** Every refusal and failure of the server itself, in the bridge's shape; details only to the terminal. */
  const answerError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusalOf(error);
    if (refusal) return reply.code(refusal.status).send(refusal.result);
    options.log(`${request.method} ${request.url.split('?')[0]} failed: ${error.stack ?? String(error)}`);
    return reply.code(500).send({
      ok: false,
      error: { code: 'internal', message: 'dev:browser failed to handle this call; its terminal says why.' },
    } satisfies Result<never>);
  };
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_MB * 1024 * 1024,
    // Keys that would reach an object's prototype are refused with the rest of a malformed body.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // What the router refuses before any hook or route, answered like every other refusal.
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
  });
  app.setErrorHandler(answerError);
  let ownHost = '';
  let origin = '';
  const headers = securityHeaders(options.policy);
  const streams = new EventStreams();

  /** Why a call or a stream is refused, or null: it must come from our page (or no page) with the run's token. */
  function refusal(originHeader: string | undefined, token: unknown): string | null {
    if (!isOwnOriginOrNone(originHeader, origin)) return 'This call came from another web page.';
    if (!tokensMatch(token, options.token))
      return 'This call did not carry the dev:browser token. Open the exact address dev:browser printed.';
    return null;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isOwnHost(request.headers.host, ownHost)) {
      return reply
        .code(421)
        .type('text/plain; charset=utf-8')
        .send(`dev:browser answers only requests for ${ownHost}.`);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(options.rendererDir, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withBridge(html));
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.get(BRIDGE_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(bridgeScript()),
  );

  app.post(
    IPC_PATH,
    {
      // Checked before the body is even read: a caller without the token gets nothing else from us.
      onRequest: async (request, reply) => {
        const reason = refusal(request.headers.origin, request.headers[TOKEN_HEADER]);
        if (reason) return reply.code(403).send(refused(reason));
      },
    },
    async (request, reply) => {
      const body = request.body as { channel?: unknown; request?: unknown } | null;
      const channel = typeof body?.channel === 'string' ? body.channel : '';
      if (!options.host.has(channel)) {
        return reply.code(404).send({
          ok: false,
          error: { code: 'not_found', message: `No handler for the channel "${channel}".` },
        });
      }
      const started = performance.now();
      const result = await options.host.invoke(channel, body?.request);
      // Channel and outcome only: requests and results may hold keys or personal data.
      options.log(
        `${channel} → ${result.ok ? 'ok' : result.error.code} (${(performance.now() - started).toFixed(0)} ms)`,
      );
      options.onExchange?.({ channel, request: body?.request, result });
      return result;
    },
  );

  // EventSource cannot send headers, so the token comes in the query here; it is checked the same way.
  app.get(
    EVENTS_PATH,
    {
      onRequest: async (request, reply) => {
        const token = (request.query as Record<string, unknown>)[TOKEN_PARAMETER];
        const reason = refusal(request.headers.origin, token);
        if (reason) return reply.code(403).send(refused(reason));
      },
    },
    async (_request, reply) => {
      reply.hijack();
      streams.open(reply.raw, options.events, headers);
    },
  );

  await app.register(fastifyStatic, {
    root: options.rendererDir,
    prefix: '/',
    index: false,
    dotfiles: 'deny',
    redirect: false,
  });

  // Client-side routes (`/accounts`, ...) are pages too: a reload of one gets the app, not a 404.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  ownHost = `127.0.0.1:${port}`;
  origin = `http://${ownHost}`;
  return {
    origin,
    close: async () => {
      // Streams stay open until the page goes; the server would wait for them forever.
      streams.closeAll();
      await app.close();
    },
  };
}
