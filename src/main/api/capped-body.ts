/**
 * The most an installation's answer may hold. The largest real answer (a page of 1,000 links) is well under
 * 10 MB; an answer past this is a broken or hostile server, and reading it whole would take main's memory with it.
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Thrown when an answer is larger than the cap: the reading stops there. */
export class AnswerTooLarge extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`The answer is larger than ${limit} bytes.`);
    this.name = 'AnswerTooLarge';
    this.limit = limit;
  }
}

/**
 * The body's bytes, read chunk by chunk and abandoned as soon as they pass `limit` (a missing or false
 * Content-Length proves nothing, but a declared one past the limit is refused before reading).
 */
export async function readCappedBytes(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(limit);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, within the same limit. */
export async function readCappedText(response: Response, limit = MAX_ANSWER_BYTES): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(response, limit));
}
