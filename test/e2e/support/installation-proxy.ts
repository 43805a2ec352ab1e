import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the proxy does to the link creates passing through it. */
export interface CreatesControl {
  /**
   * After `after` more creates have passed, each create waits in the proxy, unsent, until `release`: an
   * installation that stopped answering.
   */
  hold: (after?: number) => void;
  /** Sends the creates held so far and lets the next ones through. */
  release: () => void;
  /** Creates waiting in the proxy now. */
  held: () => number;
  /**
   * After `after` more creates have passed, the next one reaches the installation, which makes the link, and its
   * answer is lost on the way back: the connection is cut, so the app cannot tell whether the link was made.
   */
  loseAnswer: (after?: number) => void;
  /** Creates whose answer was lost so far. */
  lost: () => number;
}

/**
 * A proxy on 127.0.0.1 in front of an installation, for what a network does to an import that a sandbox alone
 * never does: every request passes through as it is, except the link creates it is told to hold or to cut.
 * Accounts are added with its `url` as their base URL.
 */
export async function startInstallationProxy(target: string) {
  const upstream = new URL(target);
  const waiting: (() => void)[] = [];
  /** Creates seen so far, and from which one on each trouble begins (never, while null). */
  let creates = 0;
  let holdFrom: number | null = null;
  let loseAt: number | null = null;
  let lost = 0;

  const relay = (incoming: IncomingMessage, outgoing: ServerResponse, cut: boolean) => {
    const sent = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (cut) {
          // Read to the end first, so the installation has finished making the link when the app hears nothing.
          answer.resume();
          answer.on('end', () => {
            lost += 1;
            incoming.socket.destroy();
          });
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    sent.on('error', () => outgoing.destroy());
    incoming.pipe(sent);
  };

  const server = createServer((incoming, outgoing) => {
    if (incoming.method !== 'POST' || incoming.url !== '/api/url/add')
      return relay(incoming, outgoing, false);
    creates += 1;
    const cut = creates === loseAt;
    if (holdFrom !== null && creates >= holdFrom) {
      // Paused until released: the body stays buffered in the socket meanwhile.
      incoming.pause();
      waiting.push(() => relay(incoming, outgoing, cut));
      return;
    }
    relay(incoming, outgoing, cut);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const control: CreatesControl = {
    hold: (after = 0) => {
      holdFrom = creates + after + 1;
    },
    release: () => {
      holdFrom = null;
      for (const send of waiting.splice(0)) send();
    },
    held: () => waiting.length,
    loseAnswer: (after = 0) => {
      loseAt = creates + after + 1;
    },
    lost: () => lost,
  };
  return {
    url: `http://127.0.0.1:${port}`,
    creates: control,
    close: () => {
      control.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
