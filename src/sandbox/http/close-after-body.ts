import type { IncomingMessage } from 'node:http';

/** How long the rest of a refused body may keep arriving after the answer before the connection is cut anyway. */
export const LINGER_MS = 10_000;

/**
 * For an answer that closes the connection before its request's body has arrived (a body over the limit):
 * closes it only once the client has sent the rest. Node destroys such a socket as soon as the answer is
 * written (`destroySoon`), and a client still sending then meets a reset, which many clients (browsers'
 * network stacks among them) report instead of the answer already waiting for them. Here the answer goes out
 * with the end of the sandbox's side, what still arrives is read and dropped, and the socket closes when the
 * client closes its side, or after `LINGER_MS`, as web servers do it ("lingering close").
 */
export function closeAfterBody(request: IncomingMessage): void {
  const { socket } = request;
  if (request.complete || socket.destroyed) return;
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // The server's sockets are half-open: ending ours leaves reading on, and the socket is destroyed once the
    // client has ended its side too.
    socket.end();
    request.resume();
  };
}
