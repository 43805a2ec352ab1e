import { AppError } from '../../shared/ipc/app-error.ts';
import {
  HISTORY_RATE_SHARE,
  type HistorySettings,
  type HistoryStatus,
  type Milestone,
  type SnapshotNote,
} from '../../shared/ipc/history.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { AccountTarget, Gateway } from '../api/gateway.ts';
import type { Clock } from '../api/rate-limiter.ts';
import { defaultSettings, type HistoryStore } from './history-store.ts';
import { findMilestones } from './milestones.ts';
import { milestoneNotice, milestoneView } from './milestone-words.ts';
import { createRateShare, type RateShare } from './rate-share.ts';
import { readLists, SNAPSHOT_PAGE_SIZE } from './read-lists.ts';
import type { KnownItem, SnapshotChanges } from './snapshot-diff.ts';
import { recordLook } from './record-look.ts';
import { nextLookAt, snapshotNote } from './schedule.ts';

const MINUTE = 60_000;
/** A timer that fires this late (the computer slept) takes its look now, off the grid. */
const ON_TIME_MS = 60_000;
/** After launch, the first look waits a little, so that it never slows the window's first screen. */
const DEFAULT_START_DELAY_MS = 15_000;

export interface HistoryCollectorDeps {
  store: HistoryStore;
  gateway: Pick<Gateway, 'write' | 'rateWindow'>;
  /** The account's record and how to reach it; throws an AppError when the account or its key is gone. */
  targetOf: (accountId: string) => Promise<{ record: AccountRecord; target: AccountTarget }>;
  /** The accounts now, and which one the window shows. */
  accounts: () => Promise<{ activeId: string | null; ids: string[] }>;
  clock: Clock;
  emit: (status: HistoryStatus, milestones: Milestone[]) => void;
  /** A system notification for a milestone (none in tests that do not look). */
  notify?: (title: string, body: string) => void;
  /** Whether the person is away from the computer (idle or locked): milestones then wait in the Overview. */
  away?: () => boolean;
  log: { warn: (message: string) => void };
  /** Items per page; SNAPSHOT_PAGE_SIZE unless a test needs many pages of few items. */
  pageSize?: number;
  share?: number;
  startDelayMs?: number;
}

interface AccountState {
  timer: ReturnType<typeof setTimeout> | null;
  dueAt: number | null;
  running: Promise<void> | null;
  share: RateShare;
  known: Map<number, KnownItem> | null;
  lastNote: SnapshotNote | null;
  /** Ends a look still waiting for its share of the rate limit when the app quits or the account goes. */
  abort: AbortController;
}

/**
 * Takes the snapshots: per account whose history is on, a look at every link's and code's counters on the
 * interval's grid (every quarter hour on the quarter hour), through whole-list reads at background priority,
 * within its share of the rate limit. It runs whether or not the window is open. A look that could not be taken
 * at its time (the computer slept, the app was closed) is taken once, when it can be; the ones missed are never
 * made up: the next look records a gap.
 */
export function createHistoryCollector(deps: HistoryCollectorDeps) {
  const { store, clock } = deps;
  const states = new Map<string, AccountState>();
  let stopped = false;

  function stateOf(accountId: string): AccountState {
    let state = states.get(accountId);
    if (!state) {
      state = {
        timer: null,
        dueAt: null,
        running: null,
        share: createRateShare({
          share: deps.share ?? HISTORY_RATE_SHARE,
          clock,
          window: () => deps.gateway.rateWindow(accountId),
        }),
        known: null,
        lastNote: null,
        abort: new AbortController(),
      };
      states.set(accountId, state);
    }
    return state;
  }

  /** The account's settings; an account without any gets history on when it is the one the window shows. */
  async function settingsOf(accountId: string): Promise<HistorySettings> {
    const stored = store.settings(accountId);
    if (stored) return stored;
    const { activeId } = await deps.accounts();
    const settings = defaultSettings(activeId === accountId);
    if (settings.enabled) {
      store.saveSettings(accountId, settings);
      await schedule(accountId, clock.now() + (deps.startDelayMs ?? DEFAULT_START_DELAY_MS));
    }
    return settings;
  }

  async function status(accountId: string): Promise<HistoryStatus> {
    const settings = await settingsOf(accountId);
    const state = stateOf(accountId);
    const bounds = store.bounds(accountId);
    const counts = store.counts(accountId);
    const sizes = store.sizes(accountId);
    return {
      accountId,
      settings,
      since: bounds?.first ?? null,
      lastSnapshotAt: bounds?.last ?? null,
      nextSnapshotAt: settings.enabled ? state.dueAt : null,
      running: state.running !== null,
      lastNote: state.lastNote,
      links: counts.links,
      codes: counts.codes,
      bytes: sizes.bytes,
      fileBytes: sizes.fileBytes,
    };
  }

  async function announce(accountId: string, milestones: Milestone[] = []): Promise<void> {
    deps.emit(await status(accountId), milestones);
  }

  function unschedule(state: AccountState): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    state.dueAt = null;
  }

  /** Sets the account's timer for its next look on the grid, or for `at`. */
  async function schedule(accountId: string, at?: number): Promise<void> {
    const state = stateOf(accountId);
    unschedule(state);
    if (stopped) return;
    const settings = await settingsOf(accountId);
    if (!settings.enabled) return;
    const now = clock.now();
    const dueAt = at ?? nextLookAt(now, settings.intervalMinutes);
    state.dueAt = dueAt;
    // Timers count real time; the clock may be moved in tests, where `runDue` takes the looks instead.
    state.timer = setTimeout(
      () => void fire(accountId, dueAt),
      Math.min(Math.max(0, dueAt - now), 2 ** 31 - 1),
    );
    state.timer.unref?.();
  }

  async function fire(accountId: string, dueAt: number): Promise<void> {
    const state = stateOf(accountId);
    state.timer = null;
    const now = clock.now();
    if (state.running) {
      state.lastNote = snapshotNote(
        'skipped',
        dueAt,
        'the look before was still waiting for its share of the rate limit',
      );
      await announce(accountId);
      await schedule(accountId);
      return;
    }
    // On the grid when on time, so that each bar of a chart holds what came in during it exactly.
    await take(accountId, now - dueAt <= ON_TIME_MS ? dueAt : now);
    await schedule(accountId);
  }

  /** One look at the account now (at `at`, on the grid when the timer fired on time). */
  function take(accountId: string, at: number): Promise<void> {
    const state = stateOf(accountId);
    if (state.running) return state.running;
    const running = look(accountId, at, state).finally(() => {
      state.running = null;
    });
    state.running = running;
    return running;
  }

  async function look(accountId: string, at: number, state: AccountState): Promise<void> {
    const settings = await settingsOf(accountId);
    let milestones: Milestone[] = [];
    try {
      const { record, target } = await deps.targetOf(accountId);
      const reach = { links: !record.unreachable.links, codes: !record.unreachable.qr };
      state.share.takeWaited();
      const lists = await deps.gateway.write(
        target,
        (call) =>
          readLists(
            call,
            reach,
            () => state.share.take(state.abort.signal),
            deps.pageSize ?? SNAPSHOT_PAGE_SIZE,
          ),
        { background: true },
      );
      const waited = state.share.takeWaited();
      // The account may have been removed, or history turned off, while its lists were being read.
      if (stopped || !(await settingsOf(accountId)).enabled) return;
      if (!(await deps.accounts()).ids.includes(accountId)) return;

      state.known ??= store.knownItems(accountId);
      const recorded = recordLook(store, accountId, state.known, lists, at, settings.intervalMinutes);
      if (recorded === 'not-after') return;
      if (recorded === null) {
        state.known = null;
        throw new Error('the snapshot could not be written');
      }
      const { changes, keys } = recorded;
      milestones = reachMilestones(accountId, settings, changes, keys, at);
      state.lastNote =
        waited > 0
          ? snapshotNote(
              'waited',
              at,
              `waited ${Math.round(waited / 1000)} seconds to stay within its share of the rate limit`,
            )
          : snapshotNote('taken', at, '');
    } catch (error) {
      // Given up as the app quits or the account goes: nothing to say, and nobody to say it to.
      if (state.abort.signal.aborted) return;
      const reason = error instanceof AppError ? error.message : 'something went wrong';
      if (!(error instanceof AppError)) deps.log.warn(`A history snapshot failed: ${String(error)}`);
      state.lastNote = snapshotNote('failed', at, reason);
    }
    await announce(accountId, milestones);
  }

  function reachMilestones(
    accountId: string,
    settings: HistorySettings,
    changes: SnapshotChanges,
    keys: number[],
    at: number,
  ): Milestone[] {
    const since = store.bounds(accountId)?.first ?? at;
    const found = findMilestones(changes, keys, at, settings.milestones, {
      since,
      riseOf: (key, from, to) => store.riseOf(accountId, key, from, to),
      lastSurge: (key) => store.lastSurge(accountId, key),
    });
    const quiet = deps.away?.() ?? false;
    const reached: Milestone[] = [];
    for (const milestone of found) {
      const item = store.itemByKey(milestone.key);
      if (!item) continue;
      const id = store.addMilestone(accountId, {
        at,
        item: milestone.key,
        type: milestone.type,
        value: milestone.value,
        usual: milestone.usual,
        quiet: quiet || !deps.notify,
      });
      if (id === null) continue;
      const view = milestoneView(
        {
          id,
          at,
          item: milestone.key,
          type: milestone.type,
          value: milestone.value,
          usual: milestone.usual,
          quiet: quiet || !deps.notify,
        },
        item,
      );
      reached.push(view);
    }
    if (!quiet && deps.notify && reached.length > 0) {
      const { title, body } = milestoneNotice(reached);
      deps.notify(title, body);
    }
    return reached;
  }

  return {
    status,

    /** Schedules every account whose history is on; the looks due since the app last ran come after a short wait. */
    async start(): Promise<void> {
      const { ids } = await deps.accounts();
      for (const accountId of ids) {
        const settings = await settingsOf(accountId);
        if (!settings.enabled) continue;
        const last = store.bounds(accountId)?.last ?? null;
        const now = clock.now();
        const overdue = last === null || now - last >= settings.intervalMinutes * MINUTE;
        await schedule(accountId, overdue ? now + (deps.startDelayMs ?? DEFAULT_START_DELAY_MS) : undefined);
      }
    },

    async setSettings(accountId: string, change: Partial<HistorySettings>): Promise<HistoryStatus> {
      const before = await settingsOf(accountId);
      const settings: HistorySettings = { ...before, ...change };
      store.saveSettings(accountId, settings);
      if (!settings.enabled) {
        unschedule(stateOf(accountId));
      } else if (!before.enabled) {
        // Turned on: the first look now, without waiting for the grid.
        await schedule(accountId, clock.now());
      } else if (before.intervalMinutes !== settings.intervalMinutes) {
        await schedule(accountId);
      }
      await announce(accountId);
      return status(accountId);
    },

    /** A look now, whatever the grid says (the window's "Take a snapshot now"); waits for it. */
    async snapshotNow(accountId: string): Promise<HistoryStatus> {
      const settings = await settingsOf(accountId);
      if (!settings.enabled) {
        throw new AppError('validation', 'Click history is off for this account: turn it on first.');
      }
      await take(accountId, clock.now());
      await schedule(accountId);
      return status(accountId);
    },

    /** Takes every look whose time has come by the clock (tests and benchmarks move the clock instead of waiting). */
    async runDue(): Promise<void> {
      const now = clock.now();
      const due = [...states.entries()].filter(([, state]) => state.dueAt !== null && state.dueAt <= now);
      for (const [accountId, state] of due) {
        if (state.timer) clearTimeout(state.timer);
        await fire(accountId, state.dueAt!);
      }
    },

    /** The account was removed or now points elsewhere: its timer stops and its history goes. */
    forgetAccount(accountId: string): void {
      const state = states.get(accountId);
      if (state) {
        unschedule(state);
        state.abort.abort();
      }
      states.delete(accountId);
      store.forgetAccount(accountId);
    },

    /** Stops every timer and waits for looks in progress to be written, before the stores close. */
    async stop(): Promise<void> {
      stopped = true;
      for (const state of states.values()) {
        unschedule(state);
        state.abort.abort();
      }
      await Promise.all([...states.values()].map((state) => state.running?.catch(() => undefined)));
    },
  };
}

export type HistoryCollector = ReturnType<typeof createHistoryCollector>;
