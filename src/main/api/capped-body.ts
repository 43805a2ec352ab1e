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

/** The body as text, read chunk by chunk and abandoned as soon as it passes `limit` bytes. */
export async function readCappedText(response: Response, limit = MAX_ANSWER_BYTES): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(limit);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
