import type { CheckOutcome, HealthReason } from '../../shared/ipc/health.ts';
import type { CheckedItem } from './checked-items.ts';
import {
  itemKey,
  type HealthStore,
  type ItemTarget,
  type NewCheck,
  type StoredItem,
} from './health-store.ts';
import { runByHost } from './host-pool.ts';
import { NOT_CHECKED_YET, settle, worstOf, type SettledHealth } from './settle.ts';

/** Checks one address; the run gives every address of every item to it once per pass. */
export type CheckAddress = (url: string) => Promise<CheckOutcome>;

/** Hosts from which a run that heard no answer at all is taken for a connection that is not working. */
const SILENT_HOSTS = 3;

export interface RunOptions {
  accountId: string;
  items: CheckedItem[];
  /** The lists were read whole: items missing from them are gone, with their checks. */
  whole: boolean;
  /** The targets read for links this run (by link id), replacing those kept. */
  targetsRead: Map<number, ItemTarget[]>;
  check: CheckAddress;
  hostsAtOnce: number;
  /** How long the second check of a changed verdict waits after the first pass: a blip has time to pass. */
  confirmAfterMs: number;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Waits until the connection allows checks again (answers at once when it does); false when the run is
   * given up meanwhile.
   */
  connected: () => Promise<boolean>;
  /** The connection went away during a pass: no new address is taken until `connected` says so. */
  connectionLost: () => boolean;
  signal: AbortSignal;
  progress: (phase: 'checking' | 'confirming', checked: number, total: number) => void;
  /** From how many hosts a run that heard no answer at all is given up (3 unless told). */
  silentHosts?: number;
}

export type RunResult =
  /** Items whose settled verdict became broken in this run, for the notification. */
  | { outcome: 'checked'; turnedBroken: { item: CheckedItem; state: SettledHealth }[] }
  /** Given up (the app quits, the account went, checks turned off): nothing was written. */
  | { outcome: 'abandoned' }
  /** Not one site answered: the connection is not working (a captive portal, a dead DNS); nothing was written. */
  | { outcome: 'no-answers' };

interface Address {
  key: string;
  about: string;
  url: string;
}

/** The host an address is queued under; '' for something that is not a web address (checked without a request). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** Every address of an item: its destination first, then its targets. */
function addressesOf(item: CheckedItem, targets: ItemTarget[]): Address[] {
  const key = itemKey(item.kind, item.id);
  const addresses: Address[] = [];
  if (item.url) addresses.push({ key, about: '', url: item.url });
  for (const target of targets) addresses.push({ key, about: target.label, url: target.url });
  return addresses;
}

/**
 * Checks each address once, by host, in as many passes as the connection needs: a pass stops taking addresses
 * when the connection goes, and the next one starts with those left once it is back. Undefined when given up.
 */
async function checkAll(
  urls: string[],
  options: RunOptions,
  phase: 'checking' | 'confirming',
): Promise<Map<string, CheckOutcome> | undefined> {
  const outcomes = new Map<string, CheckOutcome>();
  options.progress(phase, 0, urls.length);
  while (outcomes.size < urls.length) {
    if (options.signal.aborted || !(await options.connected())) return undefined;
    const left = urls.filter((url) => !outcomes.has(url));
    await runByHost(
      left.map((url) => ({
        host: hostOf(url),
        run: async () => {
          outcomes.set(url, await options.check(url));
          options.progress(phase, outcomes.size, urls.length);
        },
      })),
      { hostsAtOnce: options.hostsAtOnce, stopped: () => options.signal.aborted || options.connectionLost() },
    );
  }
  return outcomes;
}

/** Whether a check heard a server at all (a status), rather than a failure on the way to one. */
const answered = (outcome: CheckOutcome) => outcome.status !== null || outcome.verdict === 'unchecked';

/**
 * One run over an account's items: every distinct address checked once (a thousand links to one page cost one
 * request), each item's verdict settled from the worst of its addresses, and every item whose verdict would
 * change checked a second time `confirmAfterMs` after the first pass, so that the run ends with verdicts two
 * checks agree on. Everything found is written in one transaction at the end; nothing when the run is given up,
 * or when no site answered at all (the connection is not working, and every page would look broken).
 */
export async function runChecks(store: HealthStore, options: RunOptions): Promise<RunResult> {
  const { accountId, items } = options;
  const kept = store.items(accountId);
  const startedAt = options.now();
  const current = new Map<string, StoredItem>();
  const itemsByKey = new Map<string, CheckedItem>();
  for (const item of items) {
    const key = itemKey(item.kind, item.id);
    itemsByKey.set(key, item);
    const before = kept.get(key);
    const targets = item.kind === 'link' ? (options.targetsRead.get(item.id) ?? before?.targets ?? []) : [];
    // A destination changed (the link was fixed, or its id was given to another link): what was said of the old
    // one no longer holds.
    const sameDestination = before !== undefined && before.url === item.url;
    current.set(key, {
      kind: item.kind,
      id: item.id,
      url: item.url,
      state: item.noContent ? noContent(item.noContent) : sameDestination ? before.state : freshState(),
      targets,
      targetsReadAt: options.targetsRead.has(item.id)
        ? startedAt
        : sameDestination
          ? before.targetsReadAt
          : null,
    });
  }
  const addressesOfKey = (key: string) => addressesOf(itemsByKey.get(key)!, current.get(key)!.targets);

  const distinct = [...new Set([...current.keys()].flatMap(addressesOfKey).map((address) => address.url))];
  const outcomes = await checkAll(distinct, options, 'checking');
  if (!outcomes) return { outcome: 'abandoned' };
  const hosts = new Set(distinct.map(hostOf));
  const silent = ![...outcomes.values()].some(answered);
  if (hosts.size >= (options.silentHosts ?? SILENT_HOSTS) && silent) return { outcome: 'no-answers' };

  const checks: NewCheck[] = [];
  const settleFrom = (found: Map<string, CheckOutcome>, at: number, keys: Iterable<string>) => {
    for (const key of keys) {
      const stored = current.get(key)!;
      const item = itemsByKey.get(key)!;
      const own = addressesOfKey(key)
        .filter((address) => found.has(address.url))
        .map((address) => ({ about: address.about, url: address.url, outcome: found.get(address.url)! }));
      if (own.length === 0) continue;
      for (const entry of own) checks.push({ kind: item.kind, id: item.id, at, ...entry });
      stored.state = settle(stored.state, worstOf(own)!, at);
    }
  };
  const settledBefore = new Map([...current].map(([key, stored]) => [key, stored.state.verdict]));
  settleFrom(outcomes, startedAt, current.keys());

  // The second check: every item whose verdict waits for one, `confirmAfterMs` after the first pass ended.
  const waiting = [...current.keys()].filter((key) => current.get(key)!.state.pending?.at === startedAt);
  if (waiting.length > 0) {
    await options.sleep(options.confirmAfterMs, options.signal).catch(() => undefined);
    const urls = [...new Set(waiting.flatMap(addressesOfKey).map((address) => address.url))];
    const confirmed = await checkAll(urls, options, 'confirming');
    if (!confirmed) return { outcome: 'abandoned' };
    settleFrom(confirmed, options.now(), waiting);
  }
  if (options.signal.aborted) return { outcome: 'abandoned' };

  const gone = options.whole
    ? [...kept.entries()].filter(([key]) => !current.has(key)).map(([, item]) => item)
    : [];
  store.record(accountId, { items: [...current.values()], checks, gone });

  const turnedBroken: { item: CheckedItem; state: SettledHealth }[] = [];
  for (const [key, stored] of current) {
    if (stored.state.verdict === 'broken' && settledBefore.get(key) !== 'broken') {
      turnedBroken.push({ item: itemsByKey.get(key)!, state: stored.state });
    }
  }
  return { outcome: 'checked', turnedBroken };
}

/** An item nothing is known of yet. */
export function freshState(): SettledHealth {
  return {
    verdict: 'unchecked',
    outcome: NOT_CHECKED_YET,
    about: '',
    since: null,
    pending: null,
    checked: false,
  };
}

/** A code with no web address to check, or whose content Linkdesk does not know: said as it is, never checked. */
function noContent(reason: HealthReason): SettledHealth {
  return { ...freshState(), outcome: { ...NOT_CHECKED_YET, reason }, checked: true };
}
