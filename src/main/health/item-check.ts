import { AppError } from '../../shared/ipc/app-error.ts';
import type { HealthItemKind } from '../../shared/ipc/health.ts';
import type { LinkDetails } from '../../shared/ipc/resources.ts';
import type { QrDesign } from '../../shared/qr/design.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { AccountTarget } from '../api/gateway.ts';
import type { Clock } from '../api/rate-limiter.ts';
import { codeItemOf, linkItemOf, shortHostsOf, targetsOf, type CheckedItem } from './checked-items.ts';
import { runChecks, type CheckAddress } from './health-run.ts';
import type { HealthStore, ItemTarget } from './health-store.ts';

/**
 * How long the second check of one item waits when the first disagrees with its verdict: the person is waiting
 * in the pane, so shorter than a run's two minutes, and still long enough for a blip to pass.
 */
export const ITEM_CONFIRM_AFTER_MS = 10_000;

export interface ItemCheckDeps {
  store: HealthStore;
  /** A link's details; `waiting`: the person waits for them, so they go ahead of background work. */
  readDetails: (target: AccountTarget, id: number, waiting?: boolean) => Promise<LinkDetails>;
  designOf: (accountId: string, id: number) => QrDesign | null;
  checkerFor: (
    record: AccountRecord,
    signal: AbortSignal,
    shortHosts: ReadonlySet<string>,
  ) => Promise<CheckAddress>;
  clock: Clock;
  confirmAfterMs?: number;
}

export interface ItemCheck {
  accountId: string;
  record: AccountRecord;
  target: AccountTarget;
  kind: HealthItemKind;
  id: number;
  signal: AbortSignal;
}

/**
 * One item checked now (the pane's "Check again"), at its addresses as they are now: a link's details read
 * again (one request, for its destination and targets), a code's content from its saved design. Settled as a
 * run settles it: a check that disagrees with the verdict is repeated before the verdict changes. The hosts of
 * the installation and its short links are never asked, those the last run found included.
 */
export async function checkItemNow(deps: ItemCheckDeps, request: ItemCheck): Promise<void> {
  const { accountId, record, target, kind, id, signal } = request;
  let item: CheckedItem;
  const targetsRead = new Map<number, ItemTarget[]>();
  if (kind === 'link') {
    const details = await deps.readDetails(target, id, true);
    item = linkItemOf(details.link);
    targetsRead.set(id, targetsOf(details));
  } else {
    item = codeItemOf({ id, name: '', link: '' }, deps.designOf(accountId, id));
  }
  const shortHosts = shortHostsOf(target.connection.baseUrl, [item]);
  for (const host of deps.store.shortHosts(accountId)) shortHosts.add(host);
  const check = await deps.checkerFor(record, signal, shortHosts);
  const cancelled = () =>
    new AppError('cancelled', 'The check stopped: checks were turned off, or the account was removed.');
  const result = await runChecks(deps.store, {
    accountId,
    items: [item],
    whole: false,
    targetsRead,
    check,
    hostsAtOnce: 1,
    confirmAfterMs: deps.confirmAfterMs ?? ITEM_CONFIRM_AFTER_MS,
    now: deps.clock.now,
    sleep: (ms, sleepSignal) => deps.clock.sleep(ms, sleepSignal),
    connected: async () => !signal.aborted,
    connectionLost: () => false,
    signal,
    progress: () => undefined,
    // One item has a host or two: with no answer from any, the connection may be what failed, not the page.
    silentHosts: 1,
  }).catch((error: unknown) => {
    // A request cut short by the stop fails as an abort: said as the stop it is.
    throw signal.aborted ? cancelled() : error;
  });
  if (result.outcome === 'no-answers') {
    throw new AppError(
      'network',
      'No answer came from where it leads: its name does not resolve or the connection is down. Nothing was changed; the next check of every destination decides.',
    );
  }
  if (result.outcome === 'abandoned') throw cancelled();
}
