import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { HealthStatus } from '../../src/shared/ipc/health.ts';
import {
  createConnectionCheck,
  meteredFromNetworkManager,
  meteredFromWindows,
} from '../../src/main/health/connection.ts';
import type { ConnectionState } from '../../src/main/health/health-monitor.ts';
import { createHealthStore } from '../../src/main/health/health-store.ts';
import { startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';
import { startSite } from './support/test-site.ts';

describe('whether checks may go out', () => {
  it('reads metering the way NetworkManager and Windows say it', () => {
    expect(meteredFromNetworkManager('(<uint32 1>,)\n')).toBe(true);
    expect(meteredFromNetworkManager('(<uint32 3>,)\n')).toBe(true);
    expect(meteredFromNetworkManager('(<uint32 4>,)\n')).toBe(false);
    expect(meteredFromNetworkManager(null)).toBe(false);
    expect(meteredFromWindows('Fixed\r\n')).toBe(true);
    expect(meteredFromWindows('Variable')).toBe(true);
    expect(meteredFromWindows('Unrestricted')).toBe(false);
    expect(meteredFromWindows(null)).toBe(false);
  });

  it('says offline without asking the system, and asks about metering at most every few minutes', async () => {
    let online = true;
    let now = 0;
    const asked: string[] = [];
    const check = createConnectionCheck({
      online: () => online,
      platform: 'linux',
      now: () => now,
      runProgram: async (file, args) => {
        asked.push(`${file} ${args.at(-1)}`);
        return '(<uint32 1>,)';
      },
    });
    expect(await check()).toBe('metered');
    now += 60_000;
    expect(await check()).toBe('metered');
    expect(asked).toEqual(['gdbus Metered']);
    now += 5 * 60_000;
    await check();
    expect(asked).toHaveLength(2);
    online = false;
    expect(await check()).toBe('offline');
    expect(asked).toHaveLength(2);
  });

  it('never takes a Mac for metered, since nothing there says so', async () => {
    const check = createConnectionCheck({
      online: () => true,
      platform: 'darwin',
      now: () => 0,
      runProgram: async () => {
        throw new Error('nothing is asked on a Mac');
      },
    });
    expect(await check()).toBe('ok');
  });
});

describe('a run waits for the connection, then goes on', () => {
  let h: ClientHarness;
  const states: ConnectionState[] = ['offline', 'offline', 'metered', 'ok'];
  let asked = 0;
  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'reference', revision: 'current' },
      {
        health: {
          store: createHealthStore({ file: ':memory:', log: { warn: () => undefined } }),
          resolve: async (host) => {
            throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
          },
          confirmAfterMs: 0,
          startDelayMs: 60_000,
          // The poll's half minute passes at once.
          clock: { now: Date.now, sleep: async () => undefined },
          connection: async () => states[Math.min(asked++, states.length - 1)]!,
        },
      },
    );
  });
  afterAll(() => h?.close());

  it('says why it waits, and checks once the connection allows', async () => {
    const site = await startSite({ '/ok': (_request, response) => response.writeHead(200).end() });
    onTestFinished(() => site.close());
    valueOf(await h.api.addLink({ accountId: h.accounts.alex, url: `http://127.0.0.1:${site.port}/ok` }));
    valueOf(await h.api.setHealthSettings({ accountId: h.accounts.alex, enabled: true }));
    await h.health.settled(h.accounts.alex);
    const said = h.events
      .filter(
        (event): event is { type: 'health'; status: HealthStatus; marksChanged: boolean } =>
          event.type === 'health',
      )
      .map((event) => event.status.paused);
    expect(said).toContain('offline');
    expect(said).toContain('metered');
    expect(said.at(-1)).toBeNull();
    const status = valueOf(await h.api.getHealthStatus({ accountId: h.accounts.alex }));
    expect(status.lastRunAt).not.toBeNull();
    expect(status.lastError).toBe('');
    expect(status.counts.broken).toBeGreaterThan(0);
    expect(status.counts.ok).toBe(1);
  });
});

describe('a run that hears no site at all', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'reference', revision: 'current' },
      {
        health: {
          store: createHealthStore({ file: ':memory:', log: { warn: () => undefined } }),
          // A network whose DNS is gone (a captive portal, say), while the system still says it is online.
          resolve: async (host) => {
            throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
          },
          confirmAfterMs: 0,
          startDelayMs: 60_000,
        },
      },
    );
  });
  afterAll(() => h?.close());

  it('takes the connection for broken rather than every site, and changes no verdict', async () => {
    valueOf(await h.api.setHealthSettings({ accountId: h.accounts.alex, enabled: true }));
    await h.health.settled(h.accounts.alex);
    const status = valueOf(await h.api.getHealthStatus({ accountId: h.accounts.alex }));
    expect(status.lastError).toMatch(/^no site answered at all/);
    expect(status.counts.broken).toBe(0);
    expect(valueOf(await h.api.getHealthMarks({ accountId: h.accounts.alex })).items).toEqual([]);
    // Tried again within the hour, not the next day.
    expect(status.nextRunAt! - status.lastRunAt!).toBe(3_600_000);
  });
});
