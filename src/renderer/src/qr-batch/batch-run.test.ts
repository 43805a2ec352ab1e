import { describe, expect, it } from 'vitest';
import { runEach, yieldToEventLoop } from './batch-run.ts';

describe('running a batch one code at a time', () => {
  it('runs every step in order and reports each one done', async () => {
    const ran: string[] = [];
    const progress: number[] = [];
    const finished = await runEach(['a', 'b', 'c'], async (item, index) => void ran.push(`${index}${item}`), {
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    });
    expect(finished).toBe('done');
    expect(ran).toEqual(['0a', '1b', '2c']);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('stops before the next step once cancelled, and says so', async () => {
    const cancel = new AbortController();
    const ran: number[] = [];
    const finished = await runEach(
      [1, 2, 3, 4],
      async (item) => {
        ran.push(item);
        if (item === 2) cancel.abort();
      },
      { signal: cancel.signal, onProgress: () => undefined },
    );
    expect(finished).toBe('cancelled');
    expect(ran).toEqual([1, 2]);
  });

  it('gives the event loop a turn before every code, so a click on Cancel gets through', async () => {
    const cancel = new AbortController();
    const ran: number[] = [];
    // Work that never awaits anything of its own: only the pauses let the "click" below run.
    const running = runEach(
      Array.from({ length: 1000 }, (_, index) => index),
      async (item) => void ran.push(item),
      {
        signal: cancel.signal,
        onProgress: () => undefined,
      },
    );
    setTimeout(() => cancel.abort(), 0);
    expect(await running).toBe('cancelled');
    expect(ran.length).toBeLessThan(1000);
  });

  it('yields through a message, which a timer-throttled background window still delivers', async () => {
    const order: string[] = [];
    const yielded = yieldToEventLoop().then(() => order.push('after the pause'));
    order.push('before');
    await yielded;
    expect(order).toEqual(['before', 'after the pause']);
  });
});
