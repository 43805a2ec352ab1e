import type { Fetch } from '../../src/main/api/http-client.ts';

export interface WireRecord {
  url: string;
  status: number;
  reset: string | null;
  /** A rate-limit refusal in either form: status 429, or 200 with `error: 429` (deployed). */
  refused: boolean;
}

function isRefusal(status: number, body: string): boolean {
  try {
    return status === 429 || (JSON.parse(body) as { error?: unknown }).error === 429;
  } catch {
    return false;
  }
}

/**
 * The network as the client sees it, with a log of every answer. The answer is read whole before it is handed
 * on, so that `busy` covers every request until its answer has arrived.
 */
export function recordingFetch(): {
  fetch: Fetch;
  /** Every answer that arrived, in order. */
  log: WireRecord[];
  /** Every address a request was sent to, answered or not. */
  sent: string[];
  busy: () => boolean;
} {
  const log: WireRecord[] = [];
  const sent: string[] = [];
  let inFlight = 0;
  return {
    log,
    sent,
    // A moved clock may skip ahead only while no request is on the wire, as if answers took no time.
    busy: () => inFlight > 0,
    fetch: async (input, init) => {
      sent.push(input);
      inFlight++;
      try {
        const response = await fetch(input, init);
        const body = await response.text();
        log.push({
          url: input,
          status: response.status,
          reset: response.headers.get('x-ratelimit-reset'),
          refused: isRefusal(response.status, body),
        });
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } finally {
        inFlight--;
      }
    },
  };
}
