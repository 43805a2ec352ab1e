import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * A web server that answers every request with an ordinary web page, as a company's home page or a
 * misconfigured proxy would: the address someone pastes by mistake instead of their installation's.
 */
export async function startHtmlServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Welcome</title><h1>Our company</h1></html>');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
