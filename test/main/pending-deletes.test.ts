import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { UNDO_WINDOW_MS, type DeletableKind } from '../../src/shared/ipc/deletes.ts';
import type { AppEvent, DeletesEvent } from '../../src/shared/ipc/events.ts';
import { createPendingDeletes, type DeleteTimers } from '../../src/main/deletes/pending-deletes.ts';

/** Timers that fire only when the test moves time along. */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const timers: DeleteTimers = {
    set: (run, ms) => {
      const handle = nextHandle++;
      waiting.set(handle, { at: now + ms, run });
      return handle;
    },
    clear: (handle) => void waiting.delete(handle as number),
  };
  return {
    timers,
    pending: () => waiting.size,
    /** Moves time on by `ms`, running every timer that comes due. */
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...waiting]) {
        if (timer.at <= now) {
          waiting.delete(handle);
          timer.run();
        }
      }
    },
  };
}

/** Lets every queued promise continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setUp(send?: (accountId: string, kind: DeletableKind, id: number) => Promise<void>) {
  const clock = manualTimers();
  const sent: { accountId: string; kind: DeletableKind; id: number }[] = [];
  const events: AppEvent[] = [];
  const logged: unknown[] = [];
  let ids = 0;
  const deletes = createPendingDeletes({
    send:
      send ??
      (async (accountId, kind, id) => {
        sent.push({ accountId, kind, id });
      }),
    emit: (event) => void events.push(event),
    newId: () => `pending-${++ids}`,
    now: () => new Date('2026-11-22T10:00:00Z'),
    timers: clock.timers,
    progressIntervalMs: 0,
    log: { error: (_message, error) => void logged.push(error) },
  });
  const deleteEvents = () => events.filter((event): event is DeletesEvent => event.type === 'deletes');
  return { clock, sent, events, deleteEvents, deletes, logged };
}

describe('deletes held for undo', () => {
  it('sends nothing during the undo window, then every id one after another', async () => {
    const { clock, sent, deletes } = setUp();
    const scheduled = deletes.schedule('acc', 'pixels', [1, 2, 3]);
    expect(scheduled).toEqual({ pendingId: 'pending-1', dueAt: '2026-11-22T10:00:08.000Z' });

    clock.advance(UNDO_WINDOW_MS - 1);
    await settle();
    expect(sent).toEqual([]);

    clock.advance(1);
    await settle();
    expect(sent).toEqual([
      { accountId: 'acc', kind: 'pixels', id: 1 },
      { accountId: 'acc', kind: 'pixels', id: 2 },
      { accountId: 'acc', kind: 'pixels', id: 3 },
    ]);
  });

  it('reports sending with the results so far, then done with one result per id', async () => {
    const { clock, deleteEvents, deletes } = setUp();
    deletes.schedule('acc', 'links', [7, 8]);
    clock.advance(UNDO_WINDOW_MS);
    await settle();

    const base = { type: 'deletes', pendingId: 'pending-1', accountId: 'acc', kind: 'links', total: 2 };
    expect(deleteEvents()).toEqual([
      { ...base, state: 'sending', results: [] },
      { ...base, state: 'sending', results: [{ id: 7, ok: true }] },
      {
        ...base,
        state: 'done',
        results: [
          { id: 7, ok: true },
          { id: 8, ok: true },
        ],
      },
    ]);
  });

  it('sends each id once even when it is listed twice', async () => {
    const { clock, sent, deletes } = setUp();
    deletes.schedule('acc', 'links', [5, 5, 6]);
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(sent.map((item) => item.id)).toEqual([5, 6]);
  });

  it('reports a progress event at most once per interval on large deletes', async () => {
    const events: AppEvent[] = [];
    let time = 0;
    const clock = manualTimers();
    const deletes = createPendingDeletes({
      send: async () => {
        time += 100;
      },
      emit: (event) => void events.push(event),
      newId: () => 'bulk',
      now: () => new Date(time),
      timers: clock.timers,
      progressIntervalMs: 250,
    });
    deletes.schedule(
      'acc',
      'links',
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
    await deletes.flush();

    const states = events.map((event) => (event.type === 'deletes' ? event.state : event.type));
    // 1 s of sending at one id per 100 ms: the start, three reports 300 ms apart, and the end.
    expect(states).toEqual(['sending', 'sending', 'sending', 'sending', 'done']);
    const last = events.at(-1) as DeletesEvent;
    expect(last.results).toHaveLength(10);
  });

  it('keeps going after an id fails, and says why that one failed', async () => {
    const { clock, deleteEvents, deletes } = setUp(async (_account, _kind, id) => {
      if (id === 2) throw new AppError('not_found', 'This pixel no longer exists.');
    });
    deletes.schedule('acc', 'pixels', [1, 2, 3]);
    clock.advance(UNDO_WINDOW_MS);
    await settle();

    expect(deleteEvents().at(-1)).toMatchObject({
      state: 'done',
      results: [
        { id: 1, ok: true },
        { id: 2, ok: false, error: { code: 'not_found', message: 'This pixel no longer exists.' } },
        { id: 3, ok: true },
      ],
    });
  });

  it('answers an unexpected failure as internal, without its details, and logs it', async () => {
    const { clock, deleteEvents, deletes, logged } = setUp(async () => {
      throw new TypeError('secret internals');
    });
    deletes.schedule('acc', 'links', [1]);
    clock.advance(UNDO_WINDOW_MS);
    await settle();

    const [result] = deleteEvents().at(-1)!.results;
    expect(result).toMatchObject({ id: 1, ok: false, error: { code: 'internal' } });
    expect(result!.error!.message).not.toContain('secret');
    expect(logged).toEqual([expect.any(TypeError)]);
  });

  it('undoes a held delete: nothing is ever sent and an undone event is reported', async () => {
    const { clock, sent, deleteEvents, deletes } = setUp();
    const { pendingId } = deletes.schedule('acc', 'domains', [4]);
    clock.advance(UNDO_WINDOW_MS - 1);

    expect(deletes.undo(pendingId)).toBe(true);
    clock.advance(UNDO_WINDOW_MS);
    await deletes.flush();

    expect(sent).toEqual([]);
    expect(clock.pending()).toBe(0);
    expect(deleteEvents()).toEqual([
      {
        type: 'deletes',
        pendingId,
        accountId: 'acc',
        kind: 'domains',
        state: 'undone',
        total: 1,
        results: [],
      },
    ]);
  });

  it('refuses to undo once sending has begun, and for an id it does not know', async () => {
    let release = () => undefined as void;
    const { clock, deletes } = setUp(() => new Promise<void>((resolve) => (release = resolve)));
    const { pendingId } = deletes.schedule('acc', 'links', [1]);
    clock.advance(UNDO_WINDOW_MS);

    expect(deletes.undo(pendingId)).toBe(false);
    expect(deletes.undo('never-scheduled')).toBe(false);
    release();
    await deletes.flush();
    expect(deletes.undo(pendingId)).toBe(false);
  });

  it('sends an id only when its check before sending passes, and reports the check’s refusal as its result', async () => {
    const { clock, sent, deleteEvents, deletes } = setUp();
    deletes.schedule('acc', 'links', [1, 2], {
      beforeSend: async (id) => {
        if (id === 1)
          throw new AppError('conflict', 'That link is now another link, so nothing was deleted.');
      },
    });
    clock.advance(UNDO_WINDOW_MS);
    await deletes.flush();
    expect(sent.map((item) => item.id)).toEqual([2]);
    expect(deleteEvents().at(-1)?.results).toEqual([
      {
        id: 1,
        ok: false,
        error: { code: 'conflict', message: 'That link is now another link, so nothing was deleted.' },
      },
      { id: 2, ok: true },
    ]);
  });

  it('undoes one bulk delete without touching another', async () => {
    const { clock, sent, deletes } = setUp();
    const first = deletes.schedule('acc', 'links', [1]);
    deletes.schedule('acc', 'links', [2]);
    deletes.undo(first.pendingId);
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(sent.map((item) => item.id)).toEqual([2]);
  });

  it('flush sends everything still held at once and resolves when all of it is done', async () => {
    const { clock, sent, deleteEvents, deletes } = setUp();
    deletes.schedule('a', 'links', [1, 2]);
    deletes.schedule('b', 'pixels', [3]);

    await deletes.flush();

    // Both bulk deletes go at once (their ids interleave); each keeps its own order.
    expect(sent.filter((item) => item.accountId === 'a')).toEqual([
      { accountId: 'a', kind: 'links', id: 1 },
      { accountId: 'a', kind: 'links', id: 2 },
    ]);
    expect(sent.filter((item) => item.accountId === 'b')).toEqual([
      { accountId: 'b', kind: 'pixels', id: 3 },
    ]);
    expect(deleteEvents().filter((event) => event.state === 'done')).toHaveLength(2);
    // The undo windows' timers are gone: nothing is sent a second time when they would have ended.
    expect(clock.pending()).toBe(0);
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('flush waits for a delete that was already sending', async () => {
    let release = () => undefined as void;
    const { clock, deletes } = setUp(() => new Promise<void>((resolve) => (release = resolve)));
    deletes.schedule('acc', 'links', [1]);
    clock.advance(UNDO_WINDOW_MS);

    let flushed = false;
    const flushing = deletes.flush().then(() => (flushed = true));
    await settle();
    expect(flushed).toBe(false);
    release();
    await flushing;
    expect(flushed).toBe(true);
  });

  it('drops the held deletes of a forgotten account and keeps the others', async () => {
    const { clock, sent, deleteEvents, deletes } = setUp();
    const gone = deletes.schedule('gone', 'links', [1]);
    deletes.schedule('kept', 'links', [2]);

    deletes.forgetAccount('gone');
    clock.advance(UNDO_WINDOW_MS);
    await settle();

    expect(sent).toEqual([{ accountId: 'kept', kind: 'links', id: 2 }]);
    expect(deleteEvents()[0]).toMatchObject({ pendingId: gone.pendingId, state: 'undone' });
    expect(deletes.undo(gone.pendingId)).toBe(false);
  });
});
