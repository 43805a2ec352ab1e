import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  startQuitSequence,
  type QuittingApp,
  type ShutdownSteps,
} from '../../src/main/shutdown/quit-sequence.ts';

/** Electron's `app` as the sequence meets it: `quit()` emits `before-quit`, then `will-quit` unless prevented. */
class StandInApp extends EventEmitter implements QuittingApp {
  /** Quits that went through: `will-quit` was not prevented. */
  exited = 0;
  quits = 0;
  quit(): void {
    this.quits++;
    let prevented = false;
    const event = { preventDefault: () => void (prevented = true) };
    this.emit('before-quit', event);
    this.emit('will-quit', event);
    if (!prevented) this.exited++;
  }
}

/** A promise the test settles when it says. */
function held() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function steps(order: string[], deletes = held()) {
  const errors: string[] = [];
  const given: ShutdownSteps = {
    stopDesktop: () => void order.push('desktop stopped'),
    clearSecrets: async () => void order.push('secrets cleared'),
    stopImports: async () => void order.push('imports stopped'),
    flushDeletes: () => {
      order.push('deletes sending');
      return deletes.promise.then(() => void order.push('deletes sent'));
    },
    closeSandbox: async () => void order.push('sandbox closed'),
    pending: () => [],
    closeStores: () => void order.push('stores closed'),
    log: { error: (message) => void errors.push(message) },
  };
  return { given, deletes, errors };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the quit sequence', () => {
  it('holds the quit until held deletes are sent, closes the sandbox after them, then quits on a later turn', async () => {
    const app = new StandInApp();
    const order: string[] = [];
    const { given, deletes } = steps(order);
    const turns: (() => void)[] = [];
    const sequence = startQuitSequence(app, given, (run) => void turns.push(run));

    app.quit();
    expect(sequence.quitting).toBe(true);
    expect(app.exited).toBe(0);
    await settle();
    expect(order).toEqual(['desktop stopped', 'secrets cleared', 'imports stopped', 'deletes sending']);

    deletes.resolve();
    await settle();
    expect(order.slice(-3)).toEqual(['deletes sent', 'sandbox closed', 'stores closed']);
    // Not from inside the shutdown's own promise (Electron's checkpoint during `will-quit`), but a turn later.
    expect(app.quits).toBe(1);
    expect(turns).toHaveLength(1);
    turns[0]!();
    expect(app.quits).toBe(2);
    expect(app.exited).toBe(1);
  });

  it('quits for real on the next turn of the event loop by default', async () => {
    const app = new StandInApp();
    const { given, deletes } = steps([]);
    startQuitSequence(app, given);
    deletes.resolve();
    app.quit();
    await settle();
    await settle();
    expect(app.exited).toBe(1);
  });

  it('calls a quit off when the person keeps editing: closing the window decides as usual again', () => {
    const app = new StandInApp();
    const sequence = startQuitSequence(app, steps([]).given);
    app.emit('before-quit', { preventDefault: () => undefined });
    expect(sequence.quitting).toBe(true);
    sequence.cancelled();
    expect(sequence.quitting).toBe(false);
  });

  it('does the shutdown work when Windows ends the session, once, though both of its events come', async () => {
    const app = new StandInApp();
    const order: string[] = [];
    const { given, deletes } = steps(order);
    const sequence = startQuitSequence(app, given);
    const window = new EventEmitter();
    sequence.endWithSession(window);
    window.emit('query-session-end');
    window.emit('session-end');
    deletes.resolve();
    await settle();
    expect(order.filter((step) => step === 'deletes sending')).toHaveLength(1);
    expect(order.at(-1)).toBe('stores closed');
  });

  it('lets the update installer finish the work first, and the quit it causes then goes at once', async () => {
    const app = new StandInApp();
    const order: string[] = [];
    const { given, deletes } = steps(order);
    const sequence = startQuitSequence(app, given);
    const installing = sequence.shutDown().then(() => order.push('installer started'));
    deletes.resolve();
    await installing;
    expect(order.slice(-2)).toEqual(['stores closed', 'installer started']);
    app.quit();
    expect(app.exited).toBe(1);
    expect(order.filter((step) => step === 'deletes sending')).toHaveLength(1);
  });

  it('logs a step that fails and still does the others', async () => {
    const app = new StandInApp();
    const order: string[] = [];
    const { given, deletes, errors } = steps(order);
    deletes.reject(new Error('installation gone'));
    await startQuitSequence(app, given).shutDown();
    expect(errors).toEqual(['Sending the deletes held for undo failed.']);
    expect(order.slice(-2)).toEqual(['sandbox closed', 'stores closed']);
  });
});
