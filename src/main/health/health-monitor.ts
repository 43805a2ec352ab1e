import { AppError } from '../../shared/ipc/app-error.ts';
import {
  DEFAULT_HEALTH_SETTINGS,
  HEALTH_VERDICTS,
  type HealthDetails,
  type HealthItemKind,
  type HealthMarks,
  type HealthPause,
  type HealthRun,
  type HealthSettings,
  type HealthStatus,
  type HealthVerdict,
  type ItemHealth,
} from '../../shared/ipc/health.ts';
import type { LinkDetails } from '../../shared/ipc/resources.ts';
import type { QrDesign } from '../../shared/qr/design.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { AccountTarget, Gateway } from '../api/gateway.ts';
import type { Clock } from '../api/rate-limiter.ts';
import { createRateShare } from '../history/rate-share.ts';
import { HISTORY_RATE_SHARE } from '../../shared/ipc/history.ts';
import { currentMark } from '../../shared/health/current-mark.ts';
import {
  contentUrlOf,
  readCheckedItems,
  shortHostsOf,
  targetsOf,
  type CheckedItem,
} from './checked-items.ts';
import { itemKey, type HealthStore, type ItemTarget, type StoredItem } from './health-store.ts';
import { runChecks, type CheckAddress } from './health-run.ts';
import { brokenNotice, type HealthNotice } from './health-notice.ts';
import { checkItemNow } from './item-check.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** After launch, a run that is due waits a little, so that it never slows the window's first screen. */
const DEFAULT_START_DELAY_MS = 60_000;
/** A run that could not read the lists tries again after this long rather than a whole interval. */
const RETRY_AFTER_FAILURE_MS = HOUR;
/** How often a run paused for the connection asks again. */
const CONNECTION_POLL_MS = 30_000;
/** A link's targets are read again after a week: they change far less often than destinations are checked. */
const TARGETS_FRESH_MS = 7 * DAY;
/** Details read per run for targets, and only while more than half of the rate-limit window is left. */
const TARGET_READS_PER_RUN = 100;
/** Hosts checked at once: polite to each, quick enough for thousands of links. */
export const HOSTS_AT_ONCE = 6;
/** The second check of a changed verdict waits this long after the first. */
export const CONFIRM_AFTER_MS = 2 * 60_000;
/** Progress events at most this often per account. */
const PROGRESS_EVERY_MS = 250;

export type ConnectionState = 'ok' | 'offline' | 'metered';

export interface HealthMonitorDeps {
  store: HealthStore;
  gateway: Pick<Gateway, 'write' | 'rateWindow'>;
  /** The account's record and how to reach it; throws an AppError when the account or its key is gone. */
  targetOf: (accountId: string) => Promise<{ record: AccountRecord; target: AccountTarget }>;
  accounts: () => Promise<string[]>;
  designOf: (accountId: string, id: number) => QrDesign | null;
  /**
   * A link's details, for its targets: a background read through the gateway, unless `waiting` (a check of one
   * item the person waits for).
   */
  readDetails: (target: AccountTarget, id: number, waiting?: boolean) => Promise<LinkDetails>;
  /**
   * A checker of addresses for the account's installation: one on this computer or a private network may have
   * its links checked there too, one on the internet never.
   */
  checkerFor: (
    record: AccountRecord,
    signal: AbortSignal,
    shortHosts: ReadonlySet<string>,
  ) => Promise<CheckAddress>;
  connection: () => Promise<ConnectionState>;
  clock: Clock;
  emit: (status: HealthStatus, marksChanged: boolean) => void;
  notify?: (notice: HealthNotice) => void;
  log: { warn: (message: string) => void };
  hostsAtOnce?: number;
  confirmAfterMs?: number;
  startDelayMs?: number;
  pageSize?: number;
}

interface AccountState {
  timer: ReturnType<typeof setTimeout> | null;
  dueAt: number | null;
  running: Promise<void> | null;
  run: HealthRun | null;
  paused: HealthPause;
  /** Ends everything of the account: the app quits, or the account goes. */
  abort: AbortController;
  /** Ends the run going on (checks turned off). */
  runAbort: AbortController | null;
  /** Checks of one item going on, by item: asked again, the same check answers; a run waits for them. */
  itemChecks: Map<string, ItemCheckInFlight>;
  /** Items per verdict as last written: the status goes out a few times a second during a run. */
  counts: Counts | null;
  lastProgressAt: number;
}

type Counts = Pick<HealthStatus, 'counts' | 'countsByKind'>;

interface ItemCheckInFlight {
  /** Ends it (checks turned off). */
  abort: AbortController;
  done: Promise<HealthDetails>;
}

const noneOfEach = () =>
  Object.fromEntries(HEALTH_VERDICTS.map((verdict) => [verdict, 0])) as Record<HealthVerdict, number>;

/** Items per verdict (as the window shows each: `verdictOf`), in all and of each kind, in one pass. */
function countsOf(items: Iterable<StoredItem>, verdictOf: (item: StoredItem) => HealthVerdict): Counts {
  const counts = noneOfEach();
  const countsByKind = { link: noneOfEach(), qr: noneOfEach() };
  for (const item of items) {
    const verdict = verdictOf(item);
    counts[verdict]++;
    countsByKind[item.kind][verdict]++;
  }
  return { counts, countsByKind };
}

/** What the window shows of an item. */
export function itemHealthOf(item: StoredItem): ItemHealth {
  const { state } = item;
  return {
    kind: item.kind,
    id: item.id,
    url: item.url,
    verdict: state.verdict,
    reason: state.outcome.reason,
    status: state.outcome.status,
    finalUrl: state.outcome.finalUrl,
    certificateEndsAt: state.outcome.certificateEndsAt,
    about: state.about,
    since: state.since,
    lastCheckedAt: null,
    pending: state.pending?.outcome.verdict ?? null,
  };
}

/**
 * Checks where every link and dynamic QR code leads, per account whose checks are on: a first full run when
 * turned on, then every interval (daily by default), with the window open or closed. The lists are read within
 * history's share of the rate limit; the destinations are checked on the web, never through the installation,
 * so they cost it nothing. A run waits while the computer is offline or on a metered connection, and goes on.
 */
export function createHealthMonitor(deps: HealthMonitorDeps) {
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
        run: null,
        paused: null,
        abort: new AbortController(),
        runAbort: null,
        itemChecks: new Map(),
        counts: null,
        lastProgressAt: 0,
      };
      states.set(accountId, state);
    }
    return state;
  }

  const settingsOf = (accountId: string): HealthSettings =>
    store.account(accountId).settings ?? DEFAULT_HEALTH_SETTINGS;

  function status(accountId: string): HealthStatus {
    const state = stateOf(accountId);
    const { settings, lastRunAt, lastError } = store.account(accountId);
    return {
      accountId,
      settings: settings ?? DEFAULT_HEALTH_SETTINGS,
      run: state.run,
      paused: state.paused,
      lastRunAt,
      nextRunAt: settings?.enabled ? state.dueAt : null,
      ...(state.counts ??= countsOf(
        store.items(accountId).values(),
        (item) => markNow(accountId, item).verdict,
      )),
      lastError,
    };
  }

  /**
   * An item's mark as the window shows it. A code given a new address in Linkdesk since its check is "not
   * checked" until the next one: what was found is about an address it no longer holds. (A link's window knows
   * its destination from the list and does the same there.)
   */
  const markNow = (accountId: string, item: StoredItem): ItemHealth => {
    const mark = itemHealthOf(item);
    return item.kind === 'qr' ? currentMark(mark, contentUrlOf(deps.designOf(accountId, item.id)))! : mark;
  };

  /** One item's verdict, each of its addresses as last checked, and its latest checks (the pane). */
  function details(accountId: string, kind: HealthItemKind, id: number): HealthDetails {
    const item = store.items(accountId).get(itemKey(kind, id));
    const history = store.history(accountId, kind, id);
    if (!item) return { health: null, targets: [], history };
    const latest = (about: string) => history.find((check) => check.about === about) ?? null;
    const addresses = [...(item.url ? [{ label: '', url: item.url }] : []), ...item.targets];
    return {
      health: { ...markNow(accountId, item), lastCheckedAt: history[0]?.at ?? null },
      targets: addresses.map((address) => ({
        label: address.label,
        url: address.url,
        outcome: latest(address.label)?.outcome ?? null,
      })),
      history,
    };
  }

  const announce = (accountId: string, marksChanged: boolean) => deps.emit(status(accountId), marksChanged);

  function unschedule(state: AccountState): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    state.dueAt = null;
  }

  function schedule(accountId: string, at: number): void {
    const state = stateOf(accountId);
    unschedule(state);
    if (stopped || !settingsOf(accountId).enabled) return;
    state.dueAt = at;
    // Timers count real time; tests move the clock and call `runDue` instead.
    state.timer = setTimeout(
      () => void fire(accountId),
      Math.min(Math.max(0, at - clock.now()), 2 ** 31 - 1),
    );
    state.timer.unref?.();
  }

  function scheduleNext(accountId: string): void {
    const { settings, lastRunAt, lastError } = store.account(accountId);
    if (!settings?.enabled) return;
    const after = lastError ? RETRY_AFTER_FAILURE_MS : settings.intervalHours * HOUR;
    schedule(accountId, (lastRunAt ?? clock.now()) + after);
  }

  async function fire(accountId: string): Promise<void> {
    const state = stateOf(accountId);
    state.timer = null;
    state.dueAt = null;
    await start(accountId);
  }

  function start(accountId: string): Promise<void> {
    const state = stateOf(accountId);
    if (state.running) return state.running;
    const running = runAccount(accountId, state).finally(() => {
      state.running = null;
      state.run = null;
      state.paused = null;
      state.runAbort = null;
      state.counts = null;
      // An account forgotten meanwhile has nothing more to say, and nothing to schedule.
      if (states.get(accountId) !== state) return;
      if (!stopped) scheduleNext(accountId);
      announce(accountId, true);
    });
    state.running = running;
    return running;
  }

  /** Waits until the connection allows a run; false when the run is given up meanwhile. */
  async function connectionAllows(
    accountId: string,
    state: AccountState,
    signal: AbortSignal,
  ): Promise<boolean> {
    for (;;) {
      if (stopped || signal.aborted) return false;
      const connection = await deps.connection();
      const paused: HealthPause = connection === 'ok' ? null : connection;
      if (paused !== state.paused) {
        state.paused = paused;
        announce(accountId, false);
      }
      if (!paused) return true;
      await clock.sleep(CONNECTION_POLL_MS, signal).catch(() => undefined);
    }
  }

  /** Targets of links never read or read over a week ago, a few per run while the rate limit has room. */
  async function readTargets(
    accountId: string,
    target: AccountTarget,
    items: CheckedItem[],
    signal: AbortSignal,
  ): Promise<Map<number, ItemTarget[]>> {
    const kept = store.items(accountId);
    const now = clock.now();
    const due = items.filter((item) => {
      if (item.kind !== 'link') return false;
      const stored = kept.get(itemKey('link', item.id));
      return (
        !stored ||
        stored.url !== item.url ||
        stored.targetsReadAt === null ||
        now - stored.targetsReadAt > TARGETS_FRESH_MS
      );
    });
    const read = new Map<number, ItemTarget[]>();
    for (const item of due.slice(0, TARGET_READS_PER_RUN)) {
      if (stopped || signal.aborted) break;
      const window = deps.gateway.rateWindow(accountId);
      if (window && window.remaining <= window.limit / 2) break;
      try {
        read.set(item.id, targetsOf(await deps.readDetails(target, item.id)));
      } catch (error) {
        // A link deleted meanwhile, or the installation out of reach: its targets wait for the next run.
        if (!(error instanceof AppError))
          deps.log.warn(`A link's targets could not be read: ${String(error)}`);
        break;
      }
    }
    return read;
  }

  async function runAccount(accountId: string, state: AccountState): Promise<void> {
    const runAbort = new AbortController();
    state.runAbort = runAbort;
    const signal = AbortSignal.any([state.abort.signal, runAbort.signal]);
    state.run = { startedAt: clock.now(), phase: 'checking', checked: 0, total: 0 };
    announce(accountId, false);
    // A check of one item going on ends first: the run would otherwise write over what it found.
    await Promise.allSettled([...state.itemChecks.values()].map((itemCheck) => itemCheck.done));
    if (!(await connectionAllows(accountId, state, signal))) return;
    let lastError = '';
    try {
      const { record, target } = await deps.targetOf(accountId);
      const reach = { links: !record.unreachable.links, codes: !record.unreachable.qr };
      const share = createRateShare({
        share: HISTORY_RATE_SHARE,
        clock,
        window: () => deps.gateway.rateWindow(accountId),
      });
      const lists = await deps.gateway.write(
        target,
        (call) =>
          readCheckedItems(
            call,
            reach,
            (id) => deps.designOf(accountId, id),
            () => share.take(signal),
            deps.pageSize,
          ),
        { background: true },
      );
      const targetsRead = await readTargets(accountId, target, lists.items, signal);
      const shortHosts = shortHostsOf(target.connection.baseUrl, lists.items);
      // Kept for checks of one item, which read no list: added to, since a list read in part leaves some out.
      store.saveShortHosts(accountId, new Set([...store.shortHosts(accountId), ...shortHosts]));
      const check = await deps.checkerFor(record, signal, shortHosts);
      let connectionLost = false;
      const watch = watchConnection(accountId, state, () => (connectionLost = true));
      try {
        const result = await runChecks(store, {
          accountId,
          items: lists.items,
          whole: lists.whole,
          targetsRead,
          check,
          hostsAtOnce: deps.hostsAtOnce ?? HOSTS_AT_ONCE,
          confirmAfterMs: deps.confirmAfterMs ?? CONFIRM_AFTER_MS,
          now: clock.now,
          sleep: (ms, sleepSignal) => clock.sleep(ms, sleepSignal),
          connected: async () => {
            connectionLost = false;
            return connectionAllows(accountId, state, signal);
          },
          connectionLost: () => connectionLost,
          signal,
          progress: (phase, checked, total) => progress(accountId, state, phase, checked, total),
        });
        if (result.outcome === 'abandoned') return;
        if (result.outcome === 'no-answers') {
          lastError =
            'no site answered at all, so the connection seems not to work (a hotel or café network that wants a sign-in, say); nothing was changed, and it is tried again in an hour';
        } else if (result.turnedBroken.length > 0 && settingsOf(accountId).notify && deps.notify) {
          deps.notify(brokenNotice(accountId, result.turnedBroken));
        }
      } finally {
        watch.stop();
      }
    } catch (error) {
      if (stopped || signal.aborted) return;
      lastError = error instanceof AppError ? error.message : 'something went wrong';
      if (!(error instanceof AppError)) deps.log.warn(`A link health run failed: ${String(error)}`);
    }
    if (states.get(accountId) === state) store.saveRun(accountId, clock.now(), lastError);
  }

  /** Refuses a check of one item that cannot run now, with words for the pane. */
  function refuseItemCheck(accountId: string, state: AccountState, kind: HealthItemKind, id: number): void {
    if (!settingsOf(accountId).enabled) {
      throw new AppError('validation', 'Link health checks are off for this account: turn them on first.');
    }
    if (state.running) {
      throw new AppError(
        'conflict',
        'Linkdesk is checking every destination of this account now, this one among them: its verdict follows when that ends.',
      );
    }
    // Only items a run has seen: the hosts of their short links are known, and never asked.
    if (!store.items(accountId).has(itemKey(kind, id))) {
      throw new AppError(
        'validation',
        'This one has not been checked yet: the next check of every destination includes it.',
      );
    }
  }

  async function checkOneItem(
    accountId: string,
    state: AccountState,
    kind: HealthItemKind,
    id: number,
    stop: AbortSignal,
  ): Promise<HealthDetails> {
    refuseItemCheck(accountId, state, kind, id);
    if ((await deps.connection()) === 'offline') {
      throw new AppError('network', 'This computer is offline: connect, then check again.');
    }
    const { record, target } = await deps.targetOf(accountId);
    // Things may have changed while waiting: checks turned off, a run started.
    refuseItemCheck(accountId, state, kind, id);
    await checkItemNow(deps, {
      accountId,
      record,
      target,
      kind,
      id,
      signal: AbortSignal.any([state.abort.signal, stop]),
    });
    state.counts = null;
    announce(accountId, true);
    return details(accountId, kind, id);
  }

  /** While a run checks, asks after the connection now and then; a loss stops the run taking new addresses. */
  function watchConnection(accountId: string, state: AccountState, lost: () => void) {
    let watching = true;
    const timer = setInterval(() => {
      void deps.connection().then((connection) => {
        // An answer that comes after the run ended says nothing about it.
        if (!watching || connection === 'ok') return;
        state.paused = connection;
        lost();
        announce(accountId, false);
      });
    }, CONNECTION_POLL_MS);
    timer.unref?.();
    return {
      stop: () => {
        watching = false;
        clearInterval(timer);
      },
    };
  }

  function progress(
    accountId: string,
    state: AccountState,
    phase: HealthRun['phase'],
    checked: number,
    total: number,
  ): void {
    state.run = { startedAt: state.run?.startedAt ?? clock.now(), phase, checked, total };
    const now = clock.now();
    if (checked < total && now - state.lastProgressAt < PROGRESS_EVERY_MS) return;
    state.lastProgressAt = now;
    announce(accountId, false);
  }

  return {
    status,

    /** Schedules every account whose checks are on: one overdue runs after a short wait. */
    async start(): Promise<void> {
      const ids = new Set(await deps.accounts());
      for (const accountId of store.accountIds()) {
        if (!ids.has(accountId)) continue;
        const { settings, lastRunAt } = store.account(accountId);
        if (!settings?.enabled) continue;
        const due = (lastRunAt ?? 0) + settings.intervalHours * HOUR;
        schedule(accountId, Math.max(due, clock.now() + (deps.startDelayMs ?? DEFAULT_START_DELAY_MS)));
      }
    },

    setSettings(accountId: string, change: Partial<HealthSettings>): HealthStatus {
      const before = settingsOf(accountId);
      const settings: HealthSettings = { ...before, ...change };
      store.saveSettings(accountId, settings);
      const state = stateOf(accountId);
      if (!settings.enabled) {
        unschedule(state);
        // Turned off: the run going on stops taking addresses, and writes nothing; so do checks of one item.
        state.runAbort?.abort();
        for (const itemCheck of state.itemChecks.values()) itemCheck.abort.abort();
      } else if (!before.enabled) {
        // Turned on: the first full check now.
        unschedule(state);
        void start(accountId);
      } else if (before.intervalHours !== settings.intervalHours && !state.running) {
        scheduleNext(accountId);
      }
      announce(accountId, false);
      return status(accountId);
    },

    /** A run now (the window's "Check now"); answers once it has started. */
    checkNow(accountId: string): HealthStatus {
      if (!settingsOf(accountId).enabled) {
        throw new AppError('validation', 'Link health checks are off for this account: turn them on first.');
      }
      unschedule(stateOf(accountId));
      void start(accountId);
      return status(accountId);
    },

    /**
     * One item checked now (the pane's "Check again"), answering with what the pane shows once it is settled.
     * Not while a run checks every item, this one among them.
     */
    checkItem(accountId: string, kind: HealthItemKind, id: number): Promise<HealthDetails> {
      const state = stateOf(accountId);
      const key = itemKey(kind, id);
      const inFlight = state.itemChecks.get(key);
      if (inFlight) return inFlight.done;
      const abort = new AbortController();
      const done = checkOneItem(accountId, state, kind, id, abort.signal).finally(() =>
        state.itemChecks.delete(key),
      );
      state.itemChecks.set(key, { abort, done });
      return done;
    },

    /** Waits for the account's run in progress, if any (tests). */
    async settled(accountId: string): Promise<void> {
      await stateOf(accountId).running;
    },

    /**
     * A code's content was saved in Linkdesk: the window reads its mark again, now about an address not yet
     * checked. Nothing is said for a code never checked.
     */
    contentSaved(accountId: string, id: number): void {
      if (!store.items(accountId).has(itemKey('qr', id))) return;
      stateOf(accountId).counts = null;
      announce(accountId, true);
    },

    marks(accountId: string): HealthMarks {
      return {
        accountId,
        items: [...store.items(accountId).values()].map((item) => markNow(accountId, item)),
      };
    },

    details,

    /** Runs whose time has come by the clock (tests move the clock instead of waiting), and the paused ones. */
    async runDue(): Promise<void> {
      const now = clock.now();
      const due = [...states.entries()].filter(([, state]) => state.dueAt !== null && state.dueAt <= now);
      await Promise.all(due.map(([accountId]) => fire(accountId)));
    },

    /** The account was removed or now points elsewhere: its timer stops and what was found goes. */
    forgetAccount(accountId: string): void {
      const state = states.get(accountId);
      if (state) {
        unschedule(state);
        state.abort.abort();
      }
      states.delete(accountId);
      store.forgetAccount(accountId);
    },

    /** Stops every timer and run; a check in flight is abandoned (the next run checks it again). */
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

export type HealthMonitor = ReturnType<typeof createHealthMonitor>;
