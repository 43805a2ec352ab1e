import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useSandbox, type TestSandbox } from '../support/sandbox.ts';

const TWO_MB = 2 * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 'x');

interface Exchange {
  /** Every byte the client got to send before the connection closed. */
  sent: number;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Errors the client's socket met (a reset, a broken pipe): none for a well-closed connection. */
  errors: string[];
}

/**
 * Sends a 2 MB body the way an HTTP client that finishes its upload before reading does (browsers' network
 * stacks, curl): headers, then the body piece by piece, whatever comes back meanwhile. Half-open, so that the
 * server ending its side does not stop the upload.
 */
function uploadTwoMegabytes(t: TestSandbox, framing: 'length' | 'chunked'): Promise<Exchange> {
  const url = new URL(t.sandbox.url);
  const key = t.sandbox.accounts.find((account) => account.status === 'pro')!.apiKey;
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), allowHalfOpen: true });
    const received: Buffer[] = [];
    const errors: string[] = [];
    let sent = 0;
    socket.on('data', (data) => received.push(data));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
      resolve({ sent, status: Number(statusLine.split(' ')[1]), headers, body: parsed, errors });
    });

    socket.write(
      `POST /api/pixel/add HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\n` +
        'Content-Type: application/json\r\n' +
        (framing === 'length' ? `Content-Length: ${TWO_MB}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n'),
    );
    const frame =
      framing === 'length'
        ? PIECE
        : Buffer.concat([Buffer.from(`${PIECE.length.toString(16)}\r\n`), PIECE, Buffer.from('\r\n')]);
    // One piece per turn of the event loop, as a body arrives over a network: the sandbox answers while most
    // of it is still to come.
    const next = () => {
      if (socket.destroyed) return;
      if (sent >= TWO_MB) return void socket.end(framing === 'chunked' ? '0\r\n\r\n' : '');
      sent += PIECE.length;
      if (socket.write(frame)) setTimeout(next, 1);
      else socket.once('drain', next);
    };
    next();
  });
}

describe('a request body over 1 MB, still arriving when the sandbox refuses it', () => {
  const t = useSandbox();

  for (const framing of ['length', 'chunked'] as const) {
    it(`is answered 413 in the API's error shape, and the client can send the rest (${framing})`, async () => {
      const exchange = await uploadTwoMegabytes(t, framing);
      expect(exchange.errors).toEqual([]);
      expect(exchange.sent).toBe(TWO_MB);
      expect(exchange.status).toBe(413);
      expect(exchange.headers.connection).toBe('close');
      expect(exchange.headers['content-type']).toMatch(/^application\/json/);
      expect(exchange.body).toEqual({ error: 1, message: expect.stringMatching(/larger than the 1 MB/) });
      // Nothing of it was kept.
      expect((await t.pro.get('/api/pixels')).body.data.result).toBe(0);
    });
  }
});

describe('the same on the deployed profile', () => {
  const t = useSandbox({ profile: 'deployed' });

  it('answers the refusal as deployed installations answer body problems, and lets the upload finish', async () => {
    const exchange = await uploadTwoMegabytes(t, 'length');
    expect(exchange.errors).toEqual([]);
    expect(exchange.sent).toBe(TWO_MB);
    expect(exchange.status).toBe(200);
    expect(exchange.headers.connection).toBe('close');
    expect(exchange.body).toEqual({ error: 1, message: expect.stringMatching(/larger than the 1 MB/) });
  });
});
