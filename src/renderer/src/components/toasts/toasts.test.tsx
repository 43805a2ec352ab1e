// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../../shared/ipc/deletes.ts';
import { createAppStore } from '../../store/app-store.ts';
import { StoreProvider } from '../../store/StoreContext.tsx';
import { FakeMain } from '../../testing/fake-main.ts';
import { ToastHost } from './ToastHost.tsx';
import { TOAST_MS } from './use-toast-timer.ts';
import { useSavedFileToast } from './use-saved-file-toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The toasts of a window with two accounts, on the links screen of the first. */
async function setUp() {
  const main = new FakeMain();
  const work = main.seedAccount({ name: 'Work' });
  const home = main.seedAccount({ name: 'Home' });
  const store = createAppStore(main.api);
  render(
    <StoreProvider store={store}>
      <main id="main" tabIndex={-1} />
      <ToastHost />
    </StoreProvider>,
  );
  await act(() => store.getState().loadAccounts());
  act(() => store.getState().navigate('links'));
  return { main, store, work, home };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = (text: string) => screen.queryByText(text);
/** The toast element a message is in: what the pointer rests on and what focus moves within. */
const toastOf = (text: string) => screen.getByText(text).closest('.toast') as HTMLElement;

/** Schedules a delete of link 1 as the lists do, with main holding it for the undo window. */
async function deleteLink(setup: Awaited<ReturnType<typeof setUp>>, pendingId = 'pending-1') {
  setup.main.answer('scheduleDelete', {
    pendingId,
    dueAt: new Date(Date.now() + UNDO_WINDOW_MS).toISOString(),
  });
  await act(() =>
    setup.store
      .getState()
      .scheduleDelete({ accountId: setup.work.id, kind: 'links', ids: [1], label: '“spring”' }),
  );
}

describe('toasts', () => {
  it('leave on their own after a while, a success only', async () => {
    const { store } = await setUp();
    act(() => store.getState().showToast('Created https://links.example.com/spring'));
    act(() => store.getState().showToast('Linkdesk could not copy it.', { tone: 'problem' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Created https:\/\/links\.example\.com\/spring/);

    elapse(TOAST_MS - 1);
    expect(toast('Created https://links.example.com/spring')).not.toBeNull();
    elapse(1);
    expect(toast('Created https://links.example.com/spring')).toBeNull();
    // A problem waits to be read, however long that takes.
    elapse(10 * TOAST_MS);
    expect(toast('Linkdesk could not copy it.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toast('Linkdesk could not copy it.')).toBeNull();
  });

  it('offer the follow-up a finished action has, which runs once and takes the toast away', async () => {
    const { store } = await setUp();
    const copied: string[] = [];
    act(() =>
      store.getState().showToast('Created https://links.example.com/spring', {
        action: { label: 'Copy', run: () => void copied.push('https://links.example.com/spring') },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copied).toEqual(['https://links.example.com/spring']);
    expect(toast('Created https://links.example.com/spring')).toBeNull();
    // A toast without one offers nothing but Dismiss.
    act(() => store.getState().showToast('Saved https://links.example.com/spring.'));
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('list the items a problem touched under its message, and wait to be read', async () => {
    const { store } = await setUp();
    act(() =>
      store.getState().showToast('1 link was refused:', {
        tone: 'problem',
        details: ['spring: The campaign does not exist.'],
      }),
    );
    const shown = toastOf('1 link was refused:');
    expect(shown.querySelector('li')?.textContent).toBe('spring: The campaign does not exist.');
    elapse(TOAST_MS * 2);
    expect(toast('1 link was refused:')).not.toBeNull();
  });

  it('offer a saved file in its folder when main can show it, and say so when it cannot', async () => {
    const { main, store } = await setUp();
    const { result } = renderHook(() => useSavedFileToast(main.api), {
      wrapper: ({ children }) => <StoreProvider store={store}>{children}</StoreProvider>,
    });
    main.failNext('showSavedFile', { code: 'internal', message: 'Gone.' });
    act(() => result.current('Exported 42 links.', 'saved-7'));
    act(() => result.current('Exported 3 links.', undefined));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show in folder' })));
    expect(main.sent('showSavedFile')).toEqual([{ savedId: 'saved-7' }]);
    expect(toast('Linkdesk could not show the file. It is where you saved it.')).not.toBeNull();
    // Without an id from main (nothing to show), the toast offers nothing but Dismiss.
    expect(screen.queryAllByRole('button', { name: 'Show in folder' })).toEqual([]);
  });

  it('never leave while the pointer is over them or focus is inside, and get their whole time again after', async () => {
    const { store } = await setUp();
    act(() => store.getState().showToast('Added https://go.example.org.'));
    act(() => store.getState().showToast('Saved https://go.example.org.'));
    // Pointing at one holds them all: none leaves, or moves, under the pointer.
    fireEvent.pointerEnter(toastOf('Added https://go.example.org.'));
    elapse(3 * TOAST_MS);
    expect(toast('Added https://go.example.org.')).not.toBeNull();
    expect(toast('Saved https://go.example.org.')).not.toBeNull();
    fireEvent.pointerLeave(toastOf('Added https://go.example.org.'));
    elapse(TOAST_MS - 1);
    expect(toast('Added https://go.example.org.')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(toast('Saved https://go.example.org.')).toBeNull();

    // A keyboard user tabbing to its button holds it just the same.
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    elapse(3 * TOAST_MS);
    expect(toast('Added https://go.example.org.')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    elapse(TOAST_MS);
    expect(toast('Added https://go.example.org.')).toBeNull();
  });

  it('send focus to the main area when dismissed from the keyboard, and hold nothing after', async () => {
    const { store } = await setUp();
    act(() => store.getState().showToast('Added https://go.example.org.'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    fireEvent.click(dismiss);
    expect(toast('Added https://go.example.org.')).toBeNull();
    expect(document.activeElement?.id).toBe('main');
    act(() => store.getState().showToast('Saved https://go.example.org.'));
    elapse(TOAST_MS);
    expect(toast('Saved https://go.example.org.')).toBeNull();
  });

  it('belong to the area and account that made them: moving away takes them away for good', async () => {
    const setup = await setUp();
    const { store } = setup;
    act(() => store.getState().showToast('Copied https://links.example.com/spring'));
    act(() => store.getState().navigate('domains'));
    expect(toast('Copied https://links.example.com/spring')).toBeNull();
    act(() => store.getState().navigate('links'));
    expect(toast('Copied https://links.example.com/spring')).toBeNull();

    act(() => store.getState().showToast('Created https://links.example.com/autumn'));
    await act(() => store.getState().switchAccount(setup.home.id));
    expect(toast('Created https://links.example.com/autumn')).toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });

  it('go when what they name is deleted', async () => {
    const setup = await setUp();
    const { store } = setup;
    act(() =>
      store.getState().showToast('Created https://links.example.com/spring', {
        subject: { kind: 'links', id: 1 },
      }),
    );
    act(() =>
      store.getState().showToast('Created https://links.example.com/other', {
        subject: { kind: 'links', id: 2 },
      }),
    );
    await deleteLink(setup);
    expect(toast('Created https://links.example.com/spring')).toBeNull();
    expect(toast('Created https://links.example.com/other')).not.toBeNull();
    expect(toast('Deleted “spring”.')).not.toBeNull();
  });
});

describe('a delete’s toast', () => {
  it('offers Undo for the undo window, then leaves on its own once the delete went through', async () => {
    const setup = await setUp();
    await deleteLink(setup);
    const undo = screen.getByRole('button', { name: /^Undo/ });
    // The countdown is not announced every second: the toast is announced once.
    expect(undo.querySelector('[aria-live="off"]')?.textContent).toBe('8 s');

    elapse(UNDO_WINDOW_MS);
    expect(toast('Deleted “spring”.')).not.toBeNull();
    const base = {
      type: 'deletes',
      pendingId: 'pending-1',
      accountId: setup.work.id,
      kind: 'links',
    } as const;
    act(() => setup.main.emit({ ...base, total: 1, state: 'sending', results: [] }));
    act(() => setup.main.emit({ ...base, total: 1, state: 'done', results: [{ id: 1, ok: true }] }));
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    elapse(TOAST_MS - 1);
    expect(toast('Deleted “spring”.')).not.toBeNull();
    elapse(1);
    expect(toast('Deleted “spring”.')).toBeNull();
  });

  it('moves focus from Undo to Dismiss when the undo window ends under it', async () => {
    const setup = await setUp();
    await deleteLink(setup);
    act(() => screen.getByRole('button', { name: /^Undo/ }).focus());
    const base = {
      type: 'deletes',
      pendingId: 'pending-1',
      accountId: setup.work.id,
      kind: 'links',
    } as const;
    act(() => setup.main.emit({ ...base, total: 1, state: 'sending', results: [] }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
  });

  it('follows the person to any area or account for the undo window, where Undo still works', async () => {
    const setup = await setUp();
    const { store, main } = setup;
    main.answer('undoDelete', { undone: true });
    await deleteLink(setup);
    act(() => store.getState().showToast('Copied https://links.example.com/other'));

    act(() => store.getState().navigate('pixels'));
    // A message stays with its place; the delete that can still be undone comes along.
    expect(toast('Copied https://links.example.com/other')).toBeNull();
    expect(toast('Deleted “spring”.')).not.toBeNull();
    await act(() => store.getState().switchAccount(setup.home.id));
    expect(toast('Deleted “spring”.')).not.toBeNull();
    expect(main.sent('undoDelete')).toEqual([]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Undo/ })));
    expect(main.sent('undoDelete')).toEqual([{ pendingId: 'pending-1' }]);
    expect(toast('Deleted “spring”.')).toBeNull();
    expect(store.getState().deletes).toEqual([]);
  });

  it('stays behind once the undo window closed, while the delete goes on; a failure is reported where the person is', async () => {
    const setup = await setUp();
    await deleteLink(setup);
    const base = {
      type: 'deletes',
      pendingId: 'pending-1',
      accountId: setup.work.id,
      kind: 'links',
      total: 1,
    } as const;
    act(() => setup.store.getState().navigate('pixels'));
    act(() => setup.main.emit({ ...base, state: 'sending', results: [] }));
    expect(toast('Deleting 0 of 1…')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();

    act(() => setup.store.getState().navigate('domains'));
    expect(toast('Deleting 0 of 1…')).toBeNull();
    expect(setup.main.sent('undoDelete')).toEqual([]);

    const failure = { code: 'not_found', message: 'The link no longer exists.' } as const;
    act(() => setup.main.emit({ ...base, state: 'done', results: [{ id: 1, ok: false, error: failure }] }));
    expect(screen.getByText('Item 1: The link no longer exists.')).toBeTruthy();
    // What went wrong waits to be read.
    elapse(10 * TOAST_MS);
    expect(screen.getByText('Item 1: The link no longer exists.')).toBeTruthy();
    act(() => setup.store.getState().navigate('links'));
    expect(screen.queryByText('Item 1: The link no longer exists.')).toBeNull();
  });

  it('reports a delete main refused where the person is by the time it answers', async () => {
    const setup = await setUp();
    const { store, main } = setup;
    main.failNext('scheduleDelete', { code: 'network', message: 'Main could not be reached.' });
    const release = main.hold();
    let scheduling!: Promise<void>;
    act(() => {
      scheduling = store
        .getState()
        .scheduleDelete({ accountId: setup.work.id, kind: 'links', ids: [1], label: '“spring”' });
    });
    act(() => store.getState().navigate('pixels'));
    release();
    await act(() => scheduling);
    expect(toast('Linkdesk could not delete “spring”. Main could not be reached.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
