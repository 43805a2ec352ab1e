import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../store/app-store.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { activeRateLimitWait } from './activity-slice.ts';

describe('activity slice', () => {
  let main: FakeMain;
  let store: AppStore;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-05T14:00:00.000Z'));
    main = new FakeMain();
    store = createAppStore(main.api);
  });
  afterEach(() => vi.useRealTimers());

  it('listens to main’s events once, from the moment the store exists', () => {
    expect(main.listenerCount).toBe(1);
  });

  it('keeps each account’s rate-limit wait as the moment it ends', () => {
    const start = Date.now();
    main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 12, queued: 3 });
    main.emit({ type: 'rate-limit', accountId: 'home', waitSeconds: 40, queued: 1 });

    expect(store.getState().rateLimitWaits).toEqual({
      work: { until: start + 12_000, queued: 3 },
      home: { until: start + 40_000, queued: 1 },
    });
  });

  it('replaces a wait with the latest word on it, and forgets it when main says the requests go again', () => {
    main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 12, queued: 3 });
    vi.advanceTimersByTime(2_000);
    main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 10, queued: 5 });
    expect(store.getState().rateLimitWaits.work).toEqual({ until: Date.now() + 10_000, queued: 5 });

    main.emit({ type: 'rate-limit', accountId: 'work', waitSeconds: 0, queued: 0 });
    expect(store.getState().rateLimitWaits).toEqual({});
  });

  it('answers the active account’s wait only', () => {
    main.emit({ type: 'rate-limit', accountId: 'home', waitSeconds: 40, queued: 1 });
    expect(activeRateLimitWait({ ...store.getState(), activeId: 'work' })).toBeNull();
    expect(activeRateLimitWait({ ...store.getState(), activeId: null })).toBeNull();
    expect(activeRateLimitWait({ ...store.getState(), activeId: 'home' })).toMatchObject({ queued: 1 });
  });

  it('keeps progress per request until the request ends', () => {
    main.emit({ type: 'progress', requestId: 'qr-all', loaded: 100, total: 1000 });
    main.emit({ type: 'progress', requestId: 'links-all', loaded: 50, total: 60 });
    main.emit({ type: 'progress', requestId: 'qr-all', loaded: 200, total: 1000 });
    expect(store.getState().progress).toEqual({
      'qr-all': { loaded: 200, total: 1000 },
      'links-all': { loaded: 50, total: 60 },
    });

    store.getState().endRequest('qr-all');
    store.getState().endRequest('never-started');
    expect(store.getState().progress).toEqual({ 'links-all': { loaded: 50, total: 60 } });
  });

  it('cancels a request through main and forgets its progress', async () => {
    main.emit({ type: 'progress', requestId: 'qr-all', loaded: 100, total: 1000 });
    main.answer('cancelRequest', { cancelled: true });

    expect(await store.getState().cancelRequest('qr-all')).toBe(true);
    expect(main.sent('cancelRequest')).toEqual([{ requestId: 'qr-all' }]);
    expect(store.getState().progress).toEqual({});
  });
});
