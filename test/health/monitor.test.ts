import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemHealth } from '../../src/shared/ipc/health.ts';
import { createHealthStore } from '../../src/main/health/health-store.ts';
import { failureOf, startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';
import { startSite, type TestSite } from './support/test-site.ts';

/** Every name fails to resolve: nothing leaves this computer, whatever the seeded links point at. */
const resolveNothing = async (host: string): Promise<string[]> => {
  if (host === 'installation.test') return ['93.184.216.34'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A site whose pages answer as the test sets them, counting requests in flight at once. */
function answering(status: () => number, extra: Record<string, string> = {}) {
  return (_request: unknown, response: ServerResponse) => response.writeHead(status(), extra).end();
}

describe('link health through the handlers, against local sites and a deployed sandbox', () => {
  let h: ClientHarness;
  let site: TestSite;
  let other: TestSite;
  const sandboxPaths: string[] = [];
  let flaky = 404;
  let laterBroken = 200;
  let inFlight = 0;
  let mostInFlight = 0;
  const links: Record<string, number> = {};
  let qrId = 0;
  const store = createHealthStore({ file: ':memory:', log: { warn: () => undefined } });
  const held = { resolve: () => undefined as void, promise: Promise.resolve() };
  held.promise = new Promise<void>((resolve) => (held.resolve = resolve));
  const siteUrl = () => `http://127.0.0.1:${site.port}`;

  const slow = async (_request: unknown, response: ServerResponse) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await delay(30);
    inFlight--;
    response.writeHead(200).end();
  };

  beforeAll(async () => {
    const routes: Parameters<typeof startSite>[0] = {
      '/ok': answering(() => 200),
      '/gone': answering(() => 404),
      '/old': answering(() => 301, { location: '/new' }),
      '/new': answering(() => 200),
      '/flaky': (request, response) => {
        response.writeHead(flaky).end();
        // A blip: the page answers again right after.
        flaky = 200;
        void request;
      },
      '/later': answering(() => laterBroken),
      '/wall': answering(() => 403),
      '/menu': answering(() => 410),
      // Answers once the test lets it.
      '/held': async (_request, response) => {
        await held.promise;
        response.writeHead(200).end();
      },
    };
    for (let page = 0; page < 12; page++) routes[`/slow/${page}`] = slow;
    site = await startSite(routes);
    other = await startSite({ '/ok': answering(() => 200) });
    h = await startClientHarness(
      { profile: 'deployed', revision: 'current' },
      {
        observeSandbox: (request) => void sandboxPaths.push(request.path),
        health: {
          store,
          resolve: resolveNothing,
          confirmAfterMs: 0,
          timeoutMs: 2_000,
          startDelayMs: 60_000,
        },
      },
    );
    const base = `http://127.0.0.1:${site.port}`;
    const add = async (name: string, url: string) => {
      links[name] = valueOf(
        await h.api.addLink({ accountId: h.accounts.alex, url, custom: `health-${name}` }),
      ).id;
    };
    await add('ok', `${base}/ok`);
    await add('gone', `${base}/gone`);
    await add('gone-too', `${base}/gone`);
    await add('old', `${base}/old`);
    await add('flaky', `${base}/flaky`);
    await add('later', `${base}/later`);
    await add('wall', `${base}/wall`);
    await add('elsewhere', `http://127.0.0.1:${other.port}/ok`);
    for (let page = 0; page < 12; page++) await add(`slow-${page}`, `${base}/slow/${page}`);
    // A link to another short link of the installation: checking it would count a click there.
    const okShort = valueOf(await h.api.getLink({ accountId: h.accounts.alex, id: links.ok! })).data.link
      .shorturl;
    await add('via-short', okShort);
    qrId = valueOf(
      await h.api.addQrCode({
        accountId: h.accounts.alex,
        type: 'link',
        data: `${base}/menu`,
        name: 'Menu card',
      }),
    ).id;
    sandboxPaths.length = 0;
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
    await other?.close();
  });

  const marksOf = async () => {
    const marks = valueOf(await h.api.getHealthMarks({ accountId: h.accounts.alex }));
    const byKey = new Map<string, ItemHealth>();
    for (const item of marks.items) byKey.set(`${item.kind}:${item.id}`, item);
    return (name: string) => byKey.get(`link:${links[name]}`);
  };

  it('is off until turned on; a first full run then settles every verdict with two checks where it alarms', async () => {
    const before = valueOf(await h.api.getHealthStatus({ accountId: h.accounts.alex }));
    expect(before.settings.enabled).toBe(false);
    expect(valueOf(await h.api.getHealthMarks({ accountId: h.accounts.alex })).items).toEqual([]);

    valueOf(await h.api.setHealthSettings({ accountId: h.accounts.alex, enabled: true, notify: true }));
    await h.health.settled(h.accounts.alex);
    await h.health.settled(h.accounts.alex);
    const status = valueOf(await h.api.getHealthStatus({ accountId: h.accounts.alex }));
    expect(status.lastRunAt).not.toBeNull();
    expect(status.lastError).toBe('');
    expect(status.nextRunAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const mark = await marksOf();
    expect(mark('ok')).toMatchObject({ verdict: 'ok', reason: 'answered', status: 200, pending: null });
    expect(mark('gone')).toMatchObject({ verdict: 'broken', reason: 'not-found', status: 404 });
    expect(mark('old')).toMatchObject({
      verdict: 'moved',
      reason: 'moved-permanently',
      finalUrl: `http://127.0.0.1:${site.port}/new`,
    });
    expect(mark('via-short')).toMatchObject({ verdict: 'unchecked', reason: 'short-link' });
    // A 403 to an automated request is never called broken.
    expect(mark('wall')).toMatchObject({ verdict: 'unknown', reason: 'bot-wall' });
    // One 404 then an answer: the second check did not agree, so it never counted as broken.
    expect(mark('flaky')).toMatchObject({ verdict: 'ok' });
    // The seeded links' names resolve nowhere here: the name does not exist, twice.
    const seeded = valueOf(await h.api.getHealthMarks({ accountId: h.accounts.alex })).items.filter(
      (item) => item.kind === 'link' && !Object.values(links).includes(item.id),
    );
    expect(seeded.length).toBeGreaterThan(10);
    expect(seeded.every((item) => item.verdict === 'broken' && item.reason === 'no-such-host')).toBe(true);
  });

  it('checks a page shared by several links once, one request at a time per host, and never a short URL', () => {
    // Two links to /gone: two checks of it in all (the first and the second that confirmed it), not four.
    expect(site.methodsAt('/gone')).toEqual(['HEAD', 'HEAD']);
    expect(mostInFlight).toBe(1);
    expect(
      site.seen.every((request) => request.headers['user-agent']?.startsWith('Linkdesk-LinkHealth/')),
    ).toBe(true);
    // Only the API was asked: the lists, and the links' details for their targets.
    const notApi = sandboxPaths.filter((path) => !path.startsWith('/api/'));
    expect(notApi).toEqual([]);
    expect(sandboxPaths.some((path) => path.startsWith('/api/urls'))).toBe(true);
  });

  it('checks a dynamic QR code’s content, and notifies of what turned broken, the code first', () => {
    const notices = h.desktopHost.notices.filter((notice) => notice.title.includes('broken'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toMatch(/^1 QR code and \d+ links lead to a broken page$/);
    expect(notices[0]!.body).toMatch(
      /^The QR code “Menu card”: the page was not found \(410\)\. And \d+ more\.$/,
    );
  });

  it('tells the pane each check, and changes a verdict only once two checks agree', async () => {
    const code = valueOf(await h.api.getHealthDetails({ accountId: h.accounts.alex, kind: 'qr', id: qrId }));
    expect(code.health).toMatchObject({ verdict: 'broken', reason: 'not-found', status: 410 });
    expect(code.history.map((check) => check.outcome.verdict)).toEqual(['broken', 'broken']);
    expect(code.targets).toEqual([
      expect.objectContaining({ label: '', url: `http://127.0.0.1:${site.port}/menu` }),
    ]);

    // The page breaks: the next run checks it twice, and only then is it broken.
    laterBroken = 500;
    valueOf(await h.api.checkHealthNow({ accountId: h.accounts.alex }));
    await h.health.settled(h.accounts.alex);
    const mark = await marksOf();
    expect(mark('later')).toMatchObject({
      verdict: 'broken',
      reason: 'server-error',
      status: 500,
      pending: null,
    });
    const later = valueOf(
      await h.api.getHealthDetails({ accountId: h.accounts.alex, kind: 'link', id: links.later! }),
    );
    expect(later.history.slice(0, 3).map((check) => check.outcome.verdict)).toEqual([
      'broken',
      'broken',
      'ok',
    ]);
    // Only newly broken items notify: the run before's are not told again.
    const notices = h.desktopHost.notices.filter((notice) => notice.title.includes('broken'));
    expect(notices.at(-1)!.title).toBe('1 link leads to a broken page');
  });

  it('says a code given a new address in Linkdesk is not checked yet, and tells the window at once', async () => {
    const heard = h.events.length;
    const newAddress = `http://127.0.0.1:${site.port}/ok`;
    valueOf(
      await h.api.updateQrCode({ accountId: h.accounts.alex, id: qrId, type: 'link', data: newAddress }),
    );
    expect(h.events.slice(heard).some((event) => event.type === 'health' && event.marksChanged)).toBe(true);
    const code = valueOf(await h.api.getHealthDetails({ accountId: h.accounts.alex, kind: 'qr', id: qrId }));
    expect(code.health).toMatchObject({
      verdict: 'unchecked',
      reason: 'destination-changed',
      finalUrl: null,
    });
    const marks = valueOf(await h.api.getHealthMarks({ accountId: h.accounts.alex })).items;
    expect(marks.find((item) => item.kind === 'qr' && item.id === qrId)).toMatchObject({
      verdict: 'unchecked',
      reason: 'destination-changed',
    });

    valueOf(await h.api.checkHealthNow({ accountId: h.accounts.alex }));
    await h.health.settled(h.accounts.alex);
    const checked = valueOf(
      await h.api.getHealthDetails({ accountId: h.accounts.alex, kind: 'qr', id: qrId }),
    );
    expect(checked.health).toMatchObject({ verdict: 'ok', url: newAddress });
  });

  it('forgets what it found about a destination once the link is fixed', async () => {
    valueOf(
      await h.api.updateLink({
        accountId: h.accounts.alex,
        id: links.gone!,
        url: `http://127.0.0.1:${site.port}/ok`,
      }),
    );
    valueOf(await h.api.checkHealthNow({ accountId: h.accounts.alex }));
    await h.health.settled(h.accounts.alex);
    const mark = await marksOf();
    expect(mark('gone')).toMatchObject({ verdict: 'ok', url: `http://127.0.0.1:${site.port}/ok` });
    expect(mark('gone-too')).toMatchObject({ verdict: 'broken' });
  });

  it('checks one item on request, at its address as it is now, twice where its verdict would change', async () => {
    const alex = h.accounts.alex;
    // The hosts a run found are kept for checks of one item, which read no list.
    expect(store.shortHosts(alex)).toContain(new URL(h.sandbox.url).host);

    // A link fixed since the run: its destination is read again (one request) and checked once, since OK is
    // no alarm.
    valueOf(await h.api.updateLink({ accountId: alex, id: links['gone-too']!, url: `${siteUrl()}/new` }));
    sandboxPaths.length = 0;
    const newBefore = site.methodsAt('/new').length;
    const fixed = valueOf(
      await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links['gone-too']! }),
    );
    expect(fixed.health).toMatchObject({ verdict: 'ok', url: `${siteUrl()}/new`, pending: null });
    expect(sandboxPaths).toEqual([`/api/url/${links['gone-too']}`]);
    expect(site.methodsAt('/new').length - newBefore).toBe(1);
    expect((await marksOf())('gone-too')).toMatchObject({ verdict: 'ok' });

    // A broken page that answers again: the verdict changes only once a second check agrees.
    laterBroken = 200;
    const later = valueOf(await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.later! }));
    expect(later.health).toMatchObject({ verdict: 'ok', pending: null });
    expect(later.history.slice(0, 2).map((check) => check.outcome.verdict)).toEqual(['ok', 'ok']);

    // A destination that is a short link of the installation is still never asked.
    const viaShort = valueOf(
      await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links['via-short']! }),
    );
    expect(viaShort.health).toMatchObject({ verdict: 'unchecked', reason: 'short-link' });
    expect(sandboxPaths.filter((path) => !path.startsWith('/api/'))).toEqual([]);

    // Nor the host of any short link a run found (a branded domain, say), though this link's own is another.
    const kept = store.shortHosts(alex);
    store.saveShortHosts(alex, [...kept, `127.0.0.1:${other.port}`]);
    const otherBefore = other.seen.length;
    const elsewhere = valueOf(
      await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.elsewhere! }),
    );
    store.saveShortHosts(alex, kept);
    expect(elsewhere.health).toMatchObject({ verdict: 'unchecked', reason: 'short-link' });
    expect(other.seen.length).toBe(otherBefore);

    // A code: its content as its saved design has it.
    const code = valueOf(await h.api.checkHealthItem({ accountId: alex, kind: 'qr', id: qrId }));
    expect(code.health).toMatchObject({ url: `${siteUrl()}/ok`, verdict: 'ok' });
  });

  it('changes nothing when no answer came at all, and checks an item asked for twice once', async () => {
    const alex = h.accounts.alex;
    // Nothing listens on port 1: a refused connection, as a dead network gives too.
    valueOf(await h.api.updateLink({ accountId: alex, id: links.wall!, url: 'http://127.0.0.1:1/menu' }));
    const before = valueOf(await h.api.getHealthDetails({ accountId: alex, kind: 'link', id: links.wall! }));
    const silent = failureOf(await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.wall! }));
    expect(silent.code).toBe('network');
    expect(silent.message).toMatch(/^No answer came from where it leads/);
    const after = valueOf(await h.api.getHealthDetails({ accountId: alex, kind: 'link', id: links.wall! }));
    expect(after).toEqual(before);

    valueOf(await h.api.updateLink({ accountId: alex, id: links.wall!, url: `${siteUrl()}/slow/0` }));
    const slowBefore = site.methodsAt('/slow/0').length;
    const [first, second] = await Promise.all([
      h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.wall! }),
      h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.wall! }),
    ]);
    expect(valueOf(first).health).toMatchObject({ verdict: 'ok' });
    expect(valueOf(second)).toEqual(valueOf(first));
    expect(site.methodsAt('/slow/0').length - slowBefore).toBe(1);
  });

  it('refuses a check of one item while every item is being checked, or while checks are off', async () => {
    const alex = h.accounts.alex;
    valueOf(await h.api.checkHealthNow({ accountId: alex }));
    const during = failureOf(await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.ok! }));
    expect(during.code).toBe('conflict');
    expect(during.message).toMatch(/^Linkdesk is checking every destination of this account now/);
    await h.health.settled(alex);

    // Turned off while one is checked: it stops, and writes nothing.
    const beforeOff = valueOf(
      await h.api.getHealthDetails({ accountId: alex, kind: 'link', id: links.wall! }),
    );
    valueOf(await h.api.updateLink({ accountId: alex, id: links.wall!, url: `${siteUrl()}/held` }));
    const stopped = h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.wall! });
    await expect.poll(() => site.methodsAt('/held').length).toBe(1);
    valueOf(await h.api.setHealthSettings({ accountId: alex, enabled: false }));
    held.resolve();
    expect(failureOf(await stopped).code).toBe('cancelled');
    expect(valueOf(await h.api.getHealthDetails({ accountId: alex, kind: 'link', id: links.wall! }))).toEqual(
      beforeOff,
    );

    const off = failureOf(await h.api.checkHealthItem({ accountId: alex, kind: 'link', id: links.ok! }));
    expect(off.message).toBe('Link health checks are off for this account: turn them on first.');
    valueOf(await h.api.setHealthSettings({ accountId: alex, enabled: true }));
    await h.health.settled(alex);
  });
});

describe('link health for an installation on the internet', () => {
  let h: ClientHarness;
  let site: TestSite;
  let accountId = '';

  beforeAll(async () => {
    site = await startSite({ '/private': (_request, response) => response.writeHead(200).end() });
    h = await startClientHarness(
      { profile: 'reference', revision: 'current' },
      {
        // The installation is reached under a name that resolves to a public address for link health's
        // rule, and to the local sandbox for its API.
        fetch: (input, init) => fetch(String(input).replace('installation.test', '127.0.0.1'), init),
        health: {
          store: createHealthStore({ file: ':memory:', log: { warn: () => undefined } }),
          resolve: resolveNothing,
          confirmAfterMs: 0,
          startDelayMs: 60_000,
        },
      },
    );
    const sam = h.sandbox.accounts.find((account) => account.username === 'sam')!;
    accountId = valueOf(
      await h.api.addAccount({
        name: 'sam',
        baseUrl: h.sandbox.url.replace('127.0.0.1', 'installation.test'),
        apiKey: sam.apiKey,
        allowUnencrypted: true,
      }),
    ).id;
    valueOf(
      await h.api.addLink({ accountId, url: `http://127.0.0.1:${site.port}/private`, custom: 'inside' }),
    );
    valueOf(await h.api.addLink({ accountId, url: 'http://localhost:9/', custom: 'this-computer' }));
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
  });

  it('never checks this computer or a private network for it', async () => {
    valueOf(await h.api.setHealthSettings({ accountId, enabled: true }));
    await h.health.settled(accountId);
    const marks = valueOf(await h.api.getHealthMarks({ accountId })).items;
    const inside = marks.filter((item) => item.url.includes('127.0.0.1') || item.url.includes('localhost'));
    expect(inside).toHaveLength(2);
    expect(inside.every((item) => item.verdict === 'unchecked' && item.reason === 'private-address')).toBe(
      true,
    );
    expect(site.seen).toEqual([]);
  });
});
