import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage } from 'node:http';

/** What passed through: every API request, and how many the installation refused for its rate limit. */
export interface ProxyCounts {
  api: number;
  refused: number;
  /** When the first API request passed (ms since the epoch), or null. */
  firstAt: number | null;
  /** API requests whose path `match` (given to the proxy) matched. */
  matched: number;
}

/**
 * A plain HTTP proxy in front of a sandbox that counts the API requests the app sends, so a benchmark can
 * say how many requests an account spent without relying on the app's own bookkeeping.
 */
export async function startCountingProxy(target: string, match?: RegExp) {
  const upstream = new URL(target);
  const counts: ProxyCounts = { api: 0, refused: 0, firstAt: null, matched: 0 };
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const isApi = (incoming.url ?? '').startsWith('/api/');
    if (isApi) {
      counts.api += 1;
      counts.firstAt ??= Date.now();
      if (match?.test(incoming.url ?? '')) counts.matched += 1;
    }
    const relay = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (isApi && answer.statusCode === 429) counts.refused += 1;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    reset: () => Object.assign(counts, { api: 0, refused: 0, firstAt: null, matched: 0 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
