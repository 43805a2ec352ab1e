import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../store/app-store.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { hiddenIds } from './deletes-slice.ts';

describe('deletes slice', () => {
  let main: FakeMain;
  let store: AppStore;
  const hidden = (requestedAt = 0) => [...hiddenIds(store.getState().deletes, 'work', 'pixels', requestedAt)];

  beforeEach(() => {
    main = new FakeMain();
    store = createAppStore(main.api);
    main.answer('scheduleDelete', { pendingId: 'p1', dueAt: new Date(Date.now() + 8_000).toISOString() });
  });

  const schedule = () =>
    store.getState().scheduleDelete({ accountId: 'work', kind: 'pixels', ids: [4, 5], label: '2 pixels' });

  it('hides the items at once, and shows them again when undone in time', async () => {
    await schedule();
    expect(hidden()).toEqual([4, 5]);
    main.answer('undoDelete', { undone: true });
    await store.getState().undoDelete(store.getState().deletes[0]!.key);
    expect(hidden()).toEqual([]);
    expect(main.sent('undoDelete')).toEqual([{ pendingId: 'p1' }]);
  });

  it('says when an undo comes too late, and keeps hiding what is being deleted', async () => {
    await schedule();
    main.answer('undoDelete', { undone: false });
    await store.getState().undoDelete(store.getState().deletes[0]!.key);
    expect(store.getState().deletes[0]!.error?.message).toMatch(/too late/i);
    expect(hidden()).toEqual([4, 5]);
  });

  it('brings back the items whose delete failed, and stops hiding the rest once a later load holds them', async () => {
    await schedule();
    main.emit({
      type: 'deletes',
      pendingId: 'p1',
      accountId: 'work',
      kind: 'pixels',
      state: 'done',
      total: 2,
      results: [
        { id: 4, ok: true },
        { id: 5, ok: false, error: { code: 'not_found', message: 'Pixel not found.' } },
      ],
    });
    const doneAt = store.getState().deletes[0]!.doneAt!;
    expect(hidden(doneAt - 1)).toEqual([4]);
    // Items asked for after the delete finished no longer contain it; a new item may take its id.
    expect(hidden(doneAt)).toEqual([]);
    expect(store.getState().deletesFinished).toEqual({ 'work:pixels': 1 });
  });

  it('hides nothing when main refuses the schedule', async () => {
    main.failNext('scheduleDelete', { code: 'unsupported', message: 'Not on this installation.' });
    await schedule();
    expect(store.getState().deletes[0]).toMatchObject({ state: 'failed', error: { code: 'unsupported' } });
    expect(hidden()).toEqual([]);
  });
});
