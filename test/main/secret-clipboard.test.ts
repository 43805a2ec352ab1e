import { describe, expect, it } from 'vitest';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { createSecretClipboard, SECRET_CLIPBOARD_MS } from '../../src/main/clipboard/secret-clipboard.ts';

/** Timers the test runs by hand, in the order they were set. */
function manualTimers() {
  const waiting: { run: () => void; ms: number }[] = [];
  return {
    setTimer: (run: () => void, ms: number) => void waiting.push({ run, ms }),
    waiting,
    async fire(index: number) {
      waiting[index]!.run();
      // The clear reads and writes the clipboard asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('a secret on the clipboard', () => {
  it('is taken off after a minute when the clipboard still holds it', async () => {
    const clipboard = createMemoryClipboard();
    const timers = manualTimers();
    const secrets = createSecretClipboard({ clipboard, setTimer: timers.setTimer });
    await secrets.copy('key-of-sam');
    expect(clipboard.text).toBe('key-of-sam');
    expect(timers.waiting.map((timer) => timer.ms)).toEqual([SECRET_CLIPBOARD_MS]);
    await timers.fire(0);
    expect(clipboard.text).toBe('');
  });

  it('leaves what the person copied since', async () => {
    const clipboard = createMemoryClipboard();
    const timers = manualTimers();
    const secrets = createSecretClipboard({ clipboard, setTimer: timers.setTimer });
    await secrets.copy('key-of-sam');
    clipboard.writeText('my own words');
    await timers.fire(0);
    expect(clipboard.text).toBe('my own words');
  });

  it('gives the same key copied again a whole minute again', async () => {
    const clipboard = createMemoryClipboard();
    const timers = manualTimers();
    const secrets = createSecretClipboard({ clipboard, setTimer: timers.setTimer });
    await secrets.copy('key-of-sam');
    await secrets.copy('key-of-sam');
    await timers.fire(0);
    expect(clipboard.text).toBe('key-of-sam');
    await timers.fire(1);
    expect(clipboard.text).toBe('');
  });

  it('is taken off at once when the app quits before its time', async () => {
    const clipboard = createMemoryClipboard();
    const secrets = createSecretClipboard({ clipboard, setTimer: () => undefined });
    await secrets.copy('key-of-alex');
    await secrets.clearPending();
    expect(clipboard.text).toBe('');
    // Nothing pending: what is on the clipboard now stays.
    clipboard.writeText('later');
    await secrets.clearPending();
    expect(clipboard.text).toBe('later');
  });
});
