import { isIP } from 'node:net';
import type { AccountRecord } from '../accounts/account-record.ts';
import { systemClock } from '../api/rate-limiter.ts';
import { getLink } from '../api/endpoints/links.ts';
import { createHealthMonitor, type HealthMonitor } from '../health/health-monitor.ts';
import { createHealthStore } from '../health/health-store.ts';
import { HEALTH_USER_AGENT, probe } from '../health/probe.ts';
import type { CheckAddress } from '../health/health-run.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { isLocalhostName, isPublicAddress, systemResolve, type Resolve } from '../qr/public-address.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * Whether an installation is on this computer or a private network: only then may its links' destinations
 * there be checked. It must be wholly there: a name that answers a public address beside a private one is on
 * the internet, and its owner could add the private one to have the person's network mapped through its links'
 * destinations. A name that cannot be resolved counts as public.
 */
export async function installationIsPrivate(record: AccountRecord, resolve: Resolve): Promise<boolean> {
  if (record.kind === 'sandbox') return true;
  try {
    const host = new URL(record.baseUrl).hostname.replace(/^\[|\]$/g, '');
    if (isLocalhostName(host)) return true;
    const addresses = isIP(host) ? [host] : await resolve(host);
    return addresses.length > 0 && !addresses.some(isPublicAddress);
  } catch {
    return false;
  }
}

/**
 * Link health: the monitor that checks destinations (started by the caller once the app is up), and the
 * window's reads of what it found, which are local. Only a check of one item (`health:checkItem`) waits for the
 * installation (a link's details) and the web.
 */
export function registerHealthHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
): HealthMonitor {
  const health = deps.health ?? {
    store: createHealthStore({ file: ':memory:', log: { warn: () => undefined } }),
  };
  const clock = health.clock ?? systemClock;
  const resolve = health.resolve ?? systemResolve;
  const host = deps.desktopHost;
  const monitor = createHealthMonitor({
    store: health.store,
    gateway: deps.gateway,
    targetOf: (accountId) => ctx.targetOf(accountId),
    accounts: async () => (await deps.records.load()).accounts.map((account) => account.id),
    designOf: (accountId, id) => deps.designs?.get(accountId, id) ?? null,
    readDetails: (target, id, waiting = false) =>
      deps.gateway.write(target, (call) => getLink(call, id), { background: !waiting }),
    checkerFor: async (record, signal, shortHosts): Promise<CheckAddress> => {
      const allowPrivate = await installationIsPrivate(record, resolve);
      return (url) =>
        probe(url, {
          resolve,
          allowPrivate,
          userAgent: HEALTH_USER_AGENT,
          now: clock.now,
          signal,
          shortHosts,
          ...(health.ca ? { ca: health.ca } : {}),
          ...(health.timeoutMs !== undefined ? { timeoutMs: health.timeoutMs } : {}),
        });
    },
    connection: health.connection ?? (async () => 'ok'),
    clock,
    emit: (status, marksChanged) => deps.emit({ type: 'health', status, marksChanged }),
    ...(host
      ? {
          notify: (notice) =>
            host.notify({
              title: notice.title,
              body: notice.body,
              actions: [],
              onClick: () => {
                deps.showWindow?.();
                deps.emit({ type: 'health-open', accountId: notice.accountId, kind: notice.kind });
              },
            }),
        }
      : {}),
    log: { warn: (message) => health.log?.warn(message) },
    ...(health.confirmAfterMs !== undefined ? { confirmAfterMs: health.confirmAfterMs } : {}),
    ...(health.startDelayMs !== undefined ? { startDelayMs: health.startDelayMs } : {}),
    ...(health.hostsAtOnce !== undefined ? { hostsAtOnce: health.hostsAtOnce } : {}),
  });

  /** The account must still be in Linkdesk: nothing is read or started for one that was removed. */
  async function known(accountId: string): Promise<void> {
    ctx.find(await deps.records.load(), accountId);
  }

  registrar.handle('health:status', async ({ accountId }) => {
    await known(accountId);
    return monitor.status(accountId);
  });
  registrar.handle('health:setSettings', async ({ accountId, ...change }) => {
    await known(accountId);
    return monitor.setSettings(accountId, {
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.intervalHours !== undefined ? { intervalHours: change.intervalHours as 24 } : {}),
      ...(change.notify !== undefined ? { notify: change.notify } : {}),
    });
  });
  registrar.handle('health:checkNow', async ({ accountId }) => {
    await known(accountId);
    return monitor.checkNow(accountId);
  });
  registrar.handle('health:checkItem', async ({ accountId, kind, id }) => {
    await known(accountId);
    return monitor.checkItem(accountId, kind, id);
  });
  registrar.handle('health:marks', async ({ accountId }) => {
    await known(accountId);
    return monitor.marks(accountId);
  });
  registrar.handle('health:details', async ({ accountId, kind, id }) => {
    await known(accountId);
    return monitor.details(accountId, kind, id);
  });
  return monitor;
}
