import { createServer, type Server } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateState } from '../../src/shared/ipc/updates.ts';
import { chooseInstaller, type AutoUpdater } from '../../src/main/updates/installer.ts';
import {
  CHECK_INTERVAL_MS,
  createUpdateChecker,
  type UpdateCheckerOptions,
} from '../../src/main/updates/update-checker.ts';
import { tempDir } from '../support/sandbox.ts';

/** A local update feed, as electron-builder publishes one: `latest-linux.yml` beside the installers. */
function startFeed() {
  const feed = { version: '0.2.0', status: 200, requests: [] as string[] };
  const server: Server = createServer((request, response) => {
    feed.requests.push(request.url ?? '');
    if (feed.status !== 200) {
      response.writeHead(feed.status, { 'content-type': 'text/html' }).end('<h1>Oops</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/yaml' });
    response.end(
      `version: ${feed.version}\nfiles:\n  - url: Linkdesk-${feed.version}-x86_64.AppImage\n` +
        `    sha512: abc\npath: Linkdesk-${feed.version}-x86_64.AppImage\nreleaseDate: '2026-11-20T10:00:00.000Z'\n`,
    );
  });
  return { feed, server };
}

describe('the update check against a local feed', () => {
  const { feed, server } = startFeed();
  let feedUrl = '';
  const dataDir = tempDir('linkdesk-updates-');
  const emitted: UpdateState[] = [];
  const installed: string[] = [];
  let now = new Date('2026-11-24T09:00:00Z');
  const checker = (overrides: Partial<UpdateCheckerOptions> = {}) =>
    createUpdateChecker({
      fetch: (input, init) => fetch(input, init),
      feedUrl,
      // The feed is a local http server: allowed only as in the app's test mode.
      allowLocalHttp: true,
      currentVersion: '0.1.0',
      platform: 'linux',
      dataDir,
      now: () => now,
      emit: (state) => emitted.push(state),
      installer: { downloadAndInstall: async (version) => void installed.push(version) },
      log: { warn: () => undefined },
      ...overrides,
    });

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    feedUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/updates`;
  });
  afterAll(() => {
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds a newer version and offers it, checking at most once a day, and installs only when asked', async () => {
    const updates = checker();
    expect(await updates.checkIfDue()).toEqual({ status: 'available', version: '0.2.0', current: '0.1.0' });
    expect(feed.requests).toEqual(['/updates/latest-linux.yml']);
    expect(emitted.at(-1)).toEqual({ status: 'available', version: '0.2.0', current: '0.1.0' });
    expect(installed).toEqual([]);
    expect(JSON.parse(readFileSync(join(dataDir, 'updates.json'), 'utf8'))).toEqual({
      lastCheckedAt: now.toISOString(),
    });

    // A new launch the same day asks nothing; a day later it asks again.
    now = new Date(now.getTime() + CHECK_INTERVAL_MS - 60_000);
    await checker().checkIfDue();
    expect(feed.requests).toHaveLength(1);
    now = new Date(now.getTime() + 60_000);
    await checker().checkIfDue();
    expect(feed.requests).toHaveLength(2);

    expect(await updates.install()).toEqual({ status: 'downloading', version: '0.2.0' });
    expect(installed).toEqual(['0.2.0']);
  });

  it('stays quiet when the daily check finds nothing new, and answers a check the person asked for', async () => {
    feed.version = '0.1.0';
    const updates = checker();
    now = new Date(now.getTime() + CHECK_INTERVAL_MS);
    const before = emitted.length;
    expect((await updates.checkIfDue()).status).toBe('up-to-date');
    expect(emitted.length).toBe(before);
    expect(await updates.checkNow()).toEqual({
      status: 'up-to-date',
      version: '0.1.0',
      checkedAt: now.toISOString(),
    });
    expect(emitted.slice(before).map((state) => state.status)).toEqual(['checking', 'up-to-date']);
    await expect(updates.install()).rejects.toThrow(/no update to install/);
  });

  it('says what went wrong when the feed answers a web page or nothing at all', async () => {
    feed.status = 404;
    expect(await checker().checkNow()).toEqual({
      status: 'error',
      message: 'The update server answered 404 for latest-linux.yml.',
    });
    feed.status = 200;
    const unreachable = createUpdateChecker({
      fetch: (input, init) => fetch(input, init),
      feedUrl: 'http://127.0.0.1:9/updates/',
      allowLocalHttp: true,
      currentVersion: '0.1.0',
      platform: 'linux',
      dataDir,
      now: () => now,
      emit: () => undefined,
      installer: { downloadAndInstall: async () => undefined },
      log: { warn: () => undefined },
    });
    expect(await unreachable.checkNow()).toMatchObject({ status: 'error', message: /could not reach/ });
  });

  it('answers without a request where the build does not update itself', async () => {
    const requests = feed.requests.length;
    const updates = checker({
      emit: () => undefined,
      installer: null,
      unsupportedReason: 'A development build does not update itself.',
    });
    expect(await updates.checkNow()).toEqual({
      status: 'unsupported',
      message: 'A development build does not update itself.',
    });
    expect(feed.requests.length).toBe(requests);
  });

  it('still checks for a deb, and offers the new package to download instead of installing it', async () => {
    feed.version = '0.2.0';
    feed.status = 200;
    const updates = checker({
      emit: () => undefined,
      installer: null,
      downloadOf: (version) => `${feedUrl}/Linkdesk-${version}-amd64.deb`,
    });
    expect(updates.state()).toEqual({ status: 'idle' });
    expect(await updates.checkNow()).toEqual({
      status: 'available',
      version: '0.2.0',
      current: '0.1.0',
      download: `${feedUrl}/Linkdesk-0.2.0-amd64.deb`,
    });
    await expect(updates.install()).rejects.toThrow(/no update to install/);
  });

  it('says an offer that changed before the install must be checked again, and lets the person check again', async () => {
    feed.version = '0.2.0';
    // electron-updater, at install time, reads a feed that now names a pre-release.
    let offers = '0.3.0-rc.1';
    const downloads: string[] = [];
    const updater: AutoUpdater = {
      autoDownload: true,
      autoInstallOnAppQuit: true,
      setFeedURL: () => undefined,
      checkForUpdates: async () => ({ updateInfo: { version: offers } }),
      downloadUpdate: async () => void downloads.push(offers),
      quitAndInstall: () => undefined,
      once: () => undefined,
    };
    const installerOf = (installFeed: string) =>
      chooseInstaller({
        packaged: true,
        platform: 'win32',
        arch: 'x64',
        appImage: undefined,
        feedUrl: installFeed,
        load: async () => updater,
        beforeInstall: async () => undefined,
      }).installer;
    const updates = checker({ installer: installerOf('https://example.test/updates/') });
    expect((await updates.checkNow()).status).toBe('available');
    expect(await updates.install()).toEqual({
      status: 'error',
      message: 'The update on offer has changed since it was offered: check for updates again.',
    });
    expect(emitted.at(-1)).toEqual(updates.state());
    expect(downloads).toEqual([]);

    // What the notice's "Try again" does: a new check, which offers what the feed names now.
    expect(await updates.checkNow()).toEqual({ status: 'available', version: '0.2.0', current: '0.1.0' });
    offers = '0.2.0';
    expect(await updates.install()).toEqual({ status: 'downloading', version: '0.2.0' });
    expect(downloads).toEqual(['0.2.0']);

    // An install from a plain-http feed is refused in words too, never as a download to try again later.
    const insecure = checker({ installer: installerOf('http://example.test/updates/') });
    await insecure.checkNow();
    expect(await insecure.install()).toEqual({
      status: 'error',
      message:
        'Linkdesk installs updates only from an https:// address, so that nobody on the network can change ' +
        'what is installed. Nothing was downloaded.',
    });
  });
});

describe('how a build installs updates', () => {
  const load = async () => ({}) as AutoUpdater;
  const choose = (
    packaged: boolean,
    platform: NodeJS.Platform,
    appImage?: string,
    arch: NodeJS.Architecture = 'x64',
  ) =>
    chooseInstaller({
      packaged,
      platform,
      arch,
      appImage,
      feedUrl: 'https://example.test/updates/',
      load,
      beforeInstall: async () => undefined,
    });

  it('lets the packaged app update itself, offers a deb as a download, and leaves a development build be', () => {
    expect(choose(true, 'darwin').installer).not.toBeNull();
    expect(choose(true, 'win32').installer).not.toBeNull();
    expect(choose(true, 'linux', '/tmp/Linkdesk.AppImage').installer).not.toBeNull();
    const deb = choose(true, 'linux');
    expect(deb.installer).toBeNull();
    expect(deb.reason).toBeUndefined();
    // The deb electron-builder names after the version and Debian's name of the architecture, in the feed.
    expect(deb.downloadOf!('0.2.0')).toBe('https://example.test/updates/Linkdesk-0.2.0-amd64.deb');
    expect(choose(true, 'linux', undefined, 'arm64').downloadOf!('0.2.0')).toBe(
      'https://example.test/updates/Linkdesk-0.2.0-arm64.deb',
    );
    expect(choose(false, 'darwin')).toMatchObject({ installer: null, reason: /development build/ });
  });

  it('downloads only when asked, from the configured feed, finishes the app’s work, then hands over to the platform’s installer', async () => {
    const calls: string[] = [];
    let finishWork!: () => void;
    let failLater: ((error: Error) => void) | null = null;
    const updater: AutoUpdater = {
      autoDownload: true,
      autoInstallOnAppQuit: true,
      setFeedURL: (options) => void calls.push(`feed ${options.url}`),
      checkForUpdates: async () => {
        calls.push('check');
        return { updateInfo: { version: '0.2.0' } };
      },
      downloadUpdate: async () => void calls.push('download'),
      quitAndInstall: () => void calls.push('install'),
      once: (_event, listener) => void (failLater = listener),
    };
    const { installer } = chooseInstaller({
      packaged: true,
      platform: 'win32',
      arch: 'x64',
      appImage: undefined,
      feedUrl: 'https://example.test/updates/',
      load: async () => updater,
      // The shutdown work takes its time: the installer must wait for it.
      beforeInstall: () =>
        new Promise<void>((resolve) => {
          calls.push('shut down');
          finishWork = resolve;
        }),
    });
    const lateFailures: string[] = [];
    const installing = installer!.downloadAndInstall('0.2.0', (reason) => void lateFailures.push(reason));
    await expect.poll(() => calls.at(-1)).toBe('shut down');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.at(-1)).toBe('shut down');
    finishWork();
    await installing;
    expect([updater.autoDownload, updater.autoInstallOnAppQuit]).toEqual([false, false]);
    expect(calls).toEqual([
      'feed https://example.test/updates/',
      'check',
      'download',
      'shut down',
      'install',
    ]);
    // macOS: Squirrel refuses the new app after quitAndInstall has returned; the failure is still heard.
    expect(lateFailures).toEqual([]);
    failLater!(new Error('Code signature at URL did not pass validation'));
    expect(lateFailures).toEqual(['Code signature at URL did not pass validation']);
  });
});

describe('an install that fails after the installer started', () => {
  it('says so, instead of staying on "downloading"', async () => {
    const emitted: UpdateState[] = [];
    let failLater!: (reason: string) => void;
    const { server, feed } = startFeed();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const dataDir = tempDir('linkdesk-updates-late-');
    try {
      feed.version = '0.2.0';
      const updates = createUpdateChecker({
        fetch: (input, init) => fetch(input, init),
        feedUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/updates`,
        allowLocalHttp: true,
        currentVersion: '0.1.0',
        platform: 'darwin',
        dataDir,
        now: () => new Date(),
        emit: (state) => void emitted.push(state),
        installer: {
          downloadAndInstall: async (_version, onLateFailure) => void (failLater = onLateFailure),
        },
        log: { warn: () => undefined },
      });
      await updates.checkNow();
      expect(await updates.install()).toEqual({ status: 'downloading', version: '0.2.0' });
      failLater('Code signature at URL did not pass validation');
      expect(updates.state()).toEqual({
        status: 'error',
        message:
          'Linkdesk 0.2.0 could not be installed (Code signature at URL did not pass validation). Quit Linkdesk and open it again.',
      });
      expect(emitted.at(-1)).toEqual(updates.state());
    } finally {
      server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
