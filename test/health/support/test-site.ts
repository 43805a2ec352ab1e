import { once } from 'node:events';
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A server on 127.0.0.1 answering from a table of paths, keeping every request it got. */
export interface TestSite {
  port: number;
  seen: SeenRequest[];
  /** The methods of the requests for one path, in order. */
  methodsAt: (path: string) => string[];
  close: () => Promise<void>;
}

/** The key and certificate an https site presents. */
export interface SiteCertificate {
  key: string;
  cert: string;
}

/** Starts a site; with a certificate it speaks https. A path missing from the table answers 404. */
export async function startSite(
  routes: Record<string, Route>,
  certificate?: SiteCertificate,
): Promise<TestSite> {
  const seen: SeenRequest[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    seen.push({ method: request.method ?? '', path, headers: request.headers });
    const route = routes[path];
    if (route) route(request, response);
    else response.writeHead(404).end();
  };
  const server: Server = certificate ? createHttpsServer(certificate, handle) : createHttpServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    methodsAt: (path) => seen.filter((request) => request.path === path).map((request) => request.method),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A port that was just listened on and is closed again: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const site = await startSite({});
  await site.close();
  return site.port;
}
