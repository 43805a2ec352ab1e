// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { RateLimitNotice } from './RateLimitNotice.tsx';

afterEach(cleanup);

/** The live region and what it says now. */
const notice = () => screen.getByRole('status');

describe('the rate-limit countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderNotice() {
    const main = new FakeMain();
    const rendered = renderWithMain(<RateLimitNotice />, main);
    act(() => rendered.store.setState({ activeId: 'work' }));
    return { main, ...rendered };
  }
  /** Time passes a second at a time, with React rendering in between, as it would in the window. */
  const tick = (ms: number) => {
    for (let passed = 0; passed < ms; passed += 1_000) {
      act(() => vi.advanceTimersByTime(Math.min(1_000, ms - passed)));
    }
  };

  it('is an empty polite live region until the active account waits', () => {
    renderNotice();
    expect(notice().getAttribute('aria-live')).toBe('polite');
    expect(notice().textContent).toBe('');
  });

  it('counts down each second from the wait main reported, and goes at 0', () => {
    const { main } = renderNotice();
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 12, queued: 1 }));
    expect(notice().textContent).toBe('Waiting for the rate limit, 12 s');

    tick(1_000);
    expect(notice().textContent).toBe('Waiting for the rate limit, 11 s');
    tick(9_000);
    expect(notice().textContent).toBe('Waiting for the rate limit, 2 s');
    tick(2_000);
    expect(notice().textContent).toBe('');
    // Nothing left to count: no timer keeps waking the window.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says how many requests wait when more than one does', () => {
    const { main } = renderNotice();
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 30, queued: 4 }));
    expect(notice().textContent).toBe('Waiting for the rate limit, 30 s (4 requests waiting)');
  });

  it('goes as soon as main says the requests go again', () => {
    const { main } = renderNotice();
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 12, queued: 2 }));
    tick(3_000);
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 0, queued: 0 }));
    expect(notice().textContent).toBe('');
  });

  it('starts again from a new wait', () => {
    const { main } = renderNotice();
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 5, queued: 1 }));
    tick(6_000);
    expect(notice().textContent).toBe('');
    act(() => main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 20, queued: 1 }));
    expect(notice().textContent).toBe('Waiting for the rate limit, 20 s');
  });

  it('shows the active account’s wait only, and follows a switch', () => {
    const { main, store } = renderNotice();
    act(() => main.emit({ type: 'rate-limit', accountId: 'home', waitSeconds: 40, queued: 1 }));
    expect(notice().textContent).toBe('');

    act(() => store.setState({ activeId: 'home' }));
    expect(notice().textContent).toBe('Waiting for the rate limit, 40 s');
  });
});

describe('the shell', () => {
  it('shows the countdown above the current screen', async () => {
    const main = new FakeMain();
    const work = main.seedAccount({ name: 'Work' });
    renderWithMain(<App />, main);
    await screen.findByRole('heading', { level: 1, name: 'alex' });

    act(() => main.emit({ type: 'rate-limit', accountId: work.id, waitSeconds: 12, queued: 2 }));

    const countdown = await screen.findByText(/^Waiting for the rate limit, \d+ s \(2 requests waiting\)$/);
    expect(countdown.getAttribute('role')).toBe('status');
    expect(screen.getByRole('main').contains(countdown)).toBe(true);
  });
});
