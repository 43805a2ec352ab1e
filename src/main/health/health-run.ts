import type { CheckOutcome, HealthItemKind } from '../../shared/ipc/health.ts';
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

/** Checks one address; the run gives every address of every item to it once. */
export type CheckAddress = (url: string) => Promise<CheckOutcome>;

export interface RunOptions {
  accountId: string;
  items: CheckedItem[];
  /** The lists were read whole: items missing from them are gone, with their checks. */
  whole: boolean;
  /** The targets read for links this run (by link id), replacing those kept. */
  targetsRead: Map<number, ItemTarget[]>;
  check: CheckAddress;
  /** Addresses an earlier pass of this run already checked (before the connection went): not asked again. */
  alreadyChecked: Set<string>;
  hostsAtOnce: number;
  /** How long the second check of a changed verdict waits after the first: a blip has time to pass. */
  confirmAfterMs: number;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops taking new addresses: the app quits, or the connection went away (`stopped` says which). */
  stopped: () => boolean;
  signal: AbortSignal;
  progress: (checked: number, total: number) => void;
}

export interface RunResult {
  /** Every address was checked; false when the run was stopped before (it goes on at the next run). */
  complete: boolean;
  /** Items whose settled verdict became broken in this run, for the notification. */
  turnedBroken: { item: CheckedItem; state: SettledHealth }[];
}

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

/** Checks each distinct address once, by host; answers the outcome per address (missing: not run). */
async function checkAll(
  urls: string[],
  options: RunOptions,
  onChecked: () => void,
): Promise<Map<string, CheckOutcome>> {
  const outcomes = new Map<string, CheckOutcome>();
  await runByHost(
    urls.map((url) => ({
      host: hostOf(url),
      run: async () => {
        const outcome = await options.check(url);
        outcomes.set(url, outcome);
        onChecked();
      },
    })),
    { hostsAtOnce: options.hostsAtOnce, stopped: () => options.stopped() || options.signal.aborted },
  );
  return outcomes;
}

/**
 * One run over an account's items: every distinct address checked once (a thousand links to one page cost one
 * request), each item's verdict settled from the worst of its addresses, and every item whose verdict would
 * change checked a second time after `confirmAfterMs`, so that the run ends with verdicts two checks agree on.
 * Everything found is written in one transaction at the end.
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
      state: item.url === '' ? contentUnknown() : sameDestination ? before.state : freshState(),
      targets,
      targetsReadAt: options.targetsRead.has(item.id)
        ? startedAt
        : sameDestination
          ? before.targetsReadAt
          : null,
    });
  }

  const addresses = [...current.values()].flatMap((stored) =>
    addressesOf(itemsByKey.get(itemKey(stored.kind, stored.id))!, stored.targets),
  );
  const distinct = [
    ...new Set(addresses.map((address) => address.url).filter((url) => !options.alreadyChecked.has(url))),
  ];
  let checked = 0;
  options.progress(0, distinct.length);
  const outcomes = await checkAll(distinct, options, () => options.progress(++checked, distinct.length));
  for (const url of outcomes.keys()) options.alreadyChecked.add(url);
  const checks: NewCheck[] = [];
  const settleFrom = (found: Map<string, CheckOutcome>, at: number, keys: Iterable<string>) => {
    for (const key of keys) {
      const stored = current.get(key)!;
      const item = itemsByKey.get(key)!;
      const own = addressesOf(item, stored.targets)
        .filter((address) => found.has(address.url))
        .map((address) => ({ about: address.about, url: address.url, outcome: found.get(address.url)! }));
      if (own.length === 0) continue;
      for (const entry of own) checks.push({ kind: item.kind, id: item.id, at, ...entry });
      const worst = worstOf(own)!;
      stored.state = settle(stored.state, worst, at);
    }
  };
  const settledBefore = new Map([...current].map(([key, stored]) => [key, stored.state.verdict]));
  settleFrom(outcomes, startedAt, current.keys());

  // The second check: every item whose verdict waits for one, after a pause for a blip to pass.
  const waiting = [...current.entries()].filter(([, stored]) => stored.state.pending?.at === startedAt);
  if (waiting.length > 0 && !options.stopped() && !options.signal.aborted) {
    const due = startedAt + options.confirmAfterMs - options.now();
    if (due > 0) await options.sleep(due, options.signal).catch(() => undefined);
    const urls = [
      ...new Set(
        waiting.flatMap(([key, stored]) =>
          addressesOf(itemsByKey.get(key)!, stored.targets).map((address) => address.url),
        ),
      ),
    ];
    if (!options.signal.aborted && !options.stopped()) {
      const confirmed = await checkAll(urls, options, () => undefined);
      settleFrom(
        confirmed,
        options.now(),
        waiting.map(([key]) => key),
      );
    }
  }

  const gone = options.whole
    ? [...kept.entries()].filter(([key]) => !current.has(key)).map(([, v]) => v)
    : [];
  store.record(accountId, { items: [...current.values()], checks, gone });

  const turnedBroken: RunResult['turnedBroken'] = [];
  for (const [key, stored] of current) {
    if (stored.state.verdict === 'broken' && settledBefore.get(key) !== 'broken') {
      turnedBroken.push({ item: itemsByKey.get(key)!, state: stored.state });
    }
  }
  return { complete: outcomes.size === distinct.length, turnedBroken };
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

/** A code whose content Linkdesk does not know (made elsewhere): nothing to check until it is edited here. */
function contentUnknown(): SettledHealth {
  return {
    ...freshState(),
    outcome: { ...NOT_CHECKED_YET, reason: 'unknown-content' },
    checked: true,
  };
}

export const kindOrder = (kind: HealthItemKind) => (kind === 'qr' ? 0 : 1);
