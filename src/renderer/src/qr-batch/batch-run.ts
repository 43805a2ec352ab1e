/**
 * Hands the rest of the window a turn: a message through a channel rather than a timer, since Chromium slows
 * timers of a window in the background to one a second, and a batch should go on while the person works in
 * another window.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface RunOptions {
  signal: AbortSignal;
  /** After each code: how many are done. */
  onProgress: (done: number) => void;
  /** Between codes; the event loop's turn unless a test says otherwise. */
  pause?: () => Promise<void>;
}

/**
 * Runs `step` for each item in order, one at a time, giving the window a turn between items so that it keeps
 * painting and answering (progress, Cancel) however long the batch. Stops before the next item once `signal`
 * is aborted; a step already running finishes.
 */
export async function runEach<T>(
  items: readonly T[],
  step: (item: T, index: number) => Promise<void>,
  { signal, onProgress, pause = yieldToEventLoop }: RunOptions,
): Promise<'done' | 'cancelled'> {
  for (let index = 0; index < items.length; index++) {
    await pause();
    if (signal.aborted) return 'cancelled';
    await step(items[index]!, index);
    onProgress(index + 1);
  }
  await pause();
  return signal.aborted ? 'cancelled' : 'done';
}
