import type { ServerResponse } from 'node:http';
import type { Subscribe } from '../shared/ipc/api.ts';

/** Open event streams, so that closing the server can end them (a stream never ends on its own). */
export class EventStreams {
  readonly #open = new Set<ServerResponse>();

  get size(): number {
    return this.#open.size;
  }

  /**
   * Turns `response` into a Server-Sent Events stream of main's events: one `data:` line of JSON per event.
   * `headers` are the ones every other answer of the bridge carries, which a hijacked reply no longer gets.
   */
  open(response: ServerResponse, subscribe: Subscribe, headers: Record<string, string>): void {
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      connection: 'keep-alive',
    });
    // A comment first: the browser's EventSource reports the stream open once bytes arrive.
    response.write(': connected\n\n');
    const unsubscribe = subscribe((event) => response.write(`data: ${JSON.stringify(event)}\n\n`));
    this.#open.add(response);
    response.on('close', () => {
      unsubscribe();
      this.#open.delete(response);
    });
  }

  closeAll(): void {
    for (const response of this.#open) response.end();
  }
}
