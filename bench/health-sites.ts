import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The web as link health's benchmark meets it, in a process of its own so that its memory is not the checker's:
 * HOSTS sites on 127.0.0.1, each answering after a latency like a real site's (50 to 400 ms, most near 100), and
 * a mix of pages: most answer, some are gone, some moved for good, some refuse HEAD. Each site counts the
 * requests it had in flight at once. Prints its ports as one JSON line; on "report" on stdin prints its counts.
 */
const HOSTS = Number(process.argv[2] ?? 50);

/** A site's wait before it answers: mostly around 100 ms, with a long tail, as servers across the world are. */
function latencyMs(): number {
  const u = Math.random();
  return Math.round(50 + 50 * Math.exp(2 * u * u));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let mostInFlightOnOneHost = 0;
let requests = 0;

function site() {
  let inFlight = 0;
  return async (request: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    requests++;
    mostInFlightOnOneHost = Math.max(mostInFlightOnOneHost, inFlight);
    await delay(latencyMs());
    inFlight--;
    const page = Number(/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    const kind = page % 100;
    if (request.url?.startsWith('/moved-to/')) response.writeHead(200);
    else if (kind < 5) response.writeHead(404);
    else if (kind < 8) response.writeHead(301, { location: `/moved-to/${page}` });
    else if (kind < 10 && request.method === 'HEAD') response.writeHead(405);
    else response.writeHead(200, { 'content-type': 'text/html' });
    response.end(request.method === 'GET' ? '<!doctype html><title>Page</title>' : undefined);
  };
}

const ports: number[] = [];
for (let host = 0; host < HOSTS; host++) {
  const server = createServer(site());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  ports.push((server.address() as AddressInfo).port);
}
process.stdout.write(`${JSON.stringify({ ports })}\n`);
process.stdin.setEncoding('utf8').on('data', () => {
  process.stdout.write(`${JSON.stringify({ mostInFlightOnOneHost, requests })}\n`);
  process.exit(0);
});
