import { once } from 'node:events';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseUpdateFeed } from '../../src/main/updates/feed-address.ts';
import { MAX_FEED_BYTES } from '../../src/main/updates/feed.ts';
import { chooseInstaller, type AutoUpdater } from '../../src/main/updates/installer.ts';
import { createUpdateChecker, type UpdateCheckerOptions } from '../../src/main/updates/update-checker.ts';
import { tempDir } from '../support/sandbox.ts';

const FEED_FILE = '/updates/latest-linux.yml';
const feedOf = (version: string) =>
  `version: ${version}\nfiles:\n  - url: Linkdesk-x86_64.AppImage\n    sha512: abc\npath: Linkdesk-x86_64.AppImage\n`;
const HUGE_BYTES = 300 * 1024 * 1024;

/**
 * A local update feed whose answer each test sets: a text, or 300 MB of it streamed (declared or not). It counts
 * the requests and what it managed to write before the reader went away.
 */
function startFeed() {
  const feed = {
    body: feedOf('0.2.0'),
    huge: null as null | 'declared' | 'streamed',
    requests: 0,
    written: 0,
    /** The huge answer's connection is closed: the server writes no more. */
    closed: false,
  };
  const streamHuge = (response: ServerResponse) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    response.write('version: 0.6.0\nnotes: ');
    const more = () => {
      while (feed.written < HUGE_BYTES && !response.destroyed) {
        feed.written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      response.end();
    };
    response.on('close', () => {
      feed.closed = true;
      response.destroy();
    });
    more();
  };
  const server: Server = createServer((request, response) => {
    feed.requests++;
    if (request.url !== FEED_FILE) return void response.writeHead(404).end();
    if (feed.huge === 'declared') {
      response.writeHead(200, { 'content-length': String(HUGE_BYTES) });
      return streamHuge(response);
    }
    if (feed.huge === 'streamed') {
      response.writeHead(200, { 'content-type': 'text/yaml' });
      return streamHuge(response);
    }
    response.writeHead(200, { 'content-type': 'text/yaml' }).end(feed.body);
  });
  return { feed, server };
}

describe('the update feed', () => {
  const { feed, server } = startFeed();
  const dataDir = tempDir('linkdesk-update-feed-');
  let feedUrl = '';
  const checker = (overrides: Partial<UpdateCheckerOptions> = {}) =>
    createUpdateChecker({
      fetch: (input, init) => fetch(input, init),
      feedUrl,
      // The feed is a local http server, as the app's test mode allows.
      allowLocalHttp: true,
      currentVersion: '0.1.0',
      platform: 'linux',
      dataDir,
      now: () => new Date('2026-11-24T09:00:00Z'),
      emit: () => undefined,
      installer: { downloadAndInstall: async () => undefined },
      log: { warn: () => undefined },
      ...overrides,
    });

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    feedUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/updates/`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is never read over plain http outside the test mode, and asks nothing', async () => {
    const requests = feed.requests;
    expect(await checker({ allowLocalHttp: false }).checkNow()).toEqual({
      status: 'error',
      message:
        'The update feed must be an https:// address, so that nobody on the network can change what is installed.',
    });
    expect(feed.requests).toBe(requests);
  });

  it('stops reading at its cap: a 300 MB answer is refused without being read whole', async () => {
    for (const huge of ['streamed', 'declared'] as const) {
      feed.huge = huge;
      feed.written = 0;
      feed.closed = false;
      expect(await checker().checkNow(), huge).toEqual({
        status: 'error',
        message: `The update server’s answer is larger than ${MAX_FEED_BYTES / 1024} KB, so it is not an update feed. Try again later.`,
      });
      // What the server got out before the reader went away: socket buffers, not the 300 MB.
      await expect.poll(() => feed.closed).toBe(true);
      expect(feed.written, huge).toBeLessThan(16 * 1024 * 1024);
    }
    feed.huge = null;
  });

  it('offers a pre-release only to a pre-release build, and never an older version', async () => {
    feed.body = feedOf('0.2.0-rc.1');
    expect((await checker().checkNow()).status).toBe('up-to-date');
    expect(await checker({ currentVersion: '0.2.0-beta.3' }).checkNow()).toEqual({
      status: 'available',
      version: '0.2.0-rc.1',
      current: '0.2.0-beta.3',
    });
    feed.body = feedOf('0.2.0');
    expect(await checker({ currentVersion: '0.2.0-rc.1' }).checkNow()).toMatchObject({
      status: 'available',
      version: '0.2.0',
    });
    feed.body = feedOf('0.0.1');
    expect((await checker().checkNow()).status).toBe('up-to-date');
  });

  it('reads the file as electron-updater does: comments and quotes alike, a key given twice refused', async () => {
    feed.body = 'version: 0.4.0 # the spring release\npath: Linkdesk-0.4.0-x86_64.AppImage\n';
    expect(await checker().checkNow()).toMatchObject({ status: 'available', version: '0.4.0' });
    feed.body = "version: '0.4.1'\n";
    expect(await checker().checkNow()).toMatchObject({ status: 'available', version: '0.4.1' });

    feed.body = 'version: 0.2.0\nversion: 9.9.9\n';
    expect(await checker().checkNow()).toEqual({
      status: 'error',
      message: 'The update server’s answer is not an update feed Linkdesk can read.',
    });
    for (const body of ['version: 1.0\n', 'files: []\n', '<!doctype html><h1>Updates</h1>']) {
      feed.body = body;
      expect(await checker().checkNow(), body).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/did not say which version|not an update feed/),
      });
    }
  });

  it('reads YAML with the very module electron-updater loads', () => {
    const ours = createRequire(import.meta.url).resolve('js-yaml');
    const updaters = createRequire(createRequire(import.meta.url).resolve('electron-updater')).resolve(
      'js-yaml',
    );
    expect(ours).toBe(updaters);
  });

  it('refuses an https feed that redirects to plain http', async () => {
    const redirected = new Response(feedOf('0.3.0'));
    Object.defineProperty(redirected, 'url', { value: 'http://mirror.example.test/latest-linux.yml' });
    const updates = checker({
      fetch: async () => redirected,
      feedUrl: 'https://updates.example.test/',
      allowLocalHttp: false,
    });
    expect(await updates.checkNow()).toMatchObject({ status: 'error', message: /must be an https:\/\// });
  });
});

describe('which feed a launch reads', () => {
  const choose = (override: string | undefined, allowLocalHttp = false, release = '') => {
    const warnings: string[] = [];
    const feed = chooseUpdateFeed({
      override,
      release,
      fallback: 'https://linkdesk.app/updates/',
      allowLocalHttp,
      log: { warn: (message) => void warnings.push(message) },
    });
    return { feed, warnings };
  };

  it('takes an https override, and refuses plain http with a log line, falling back to the built-in feed', () => {
    expect(choose('https://mirror.example.com/updates/')).toEqual({
      feed: 'https://mirror.example.com/updates/',
      warnings: [],
    });
    for (const refused of [
      'http://mirror.example.com/updates/',
      'http://127.0.0.1:8080/updates/',
      'ftp://mirror.example.com/',
      'https://user:secret@mirror.example.com/',
      'not an address',
    ]) {
      expect(choose(refused), refused).toEqual({
        feed: 'https://linkdesk.app/updates/',
        warnings: [
          'LINKDESK_UPDATE_FEED was ignored: an update feed must be an https:// address. The built-in feed is used instead.',
        ],
      });
    }
    expect(
      choose('http://mirror.example.com/', false, 'https://github.com/o/r/releases/latest/download/'),
    ).toMatchObject({ feed: 'https://github.com/o/r/releases/latest/download/' });
    expect(choose(undefined, false, 'http://github.com/o/r/')).toEqual({
      feed: 'https://linkdesk.app/updates/',
      warnings: [],
    });
  });

  it('allows plain http in the test mode only to this computer', () => {
    expect(choose('http://127.0.0.1:8080/updates/', true).feed).toBe('http://127.0.0.1:8080/updates/');
    expect(choose('http://localhost:8080/updates/', true).feed).toBe('http://localhost:8080/updates/');
    expect(choose('http://mirror.example.com/updates/', true).feed).toBe('https://linkdesk.app/updates/');
  });
});

describe('the install', () => {
  const updater = (offers: string) => {
    const calls: string[] = [];
    const stub: AutoUpdater = {
      autoDownload: true,
      autoInstallOnAppQuit: true,
      setFeedURL: (options) => void calls.push(`feed ${options.url}`),
      checkForUpdates: async () => ({ updateInfo: { version: offers } }),
      downloadUpdate: async () => void calls.push('download'),
      quitAndInstall: () => void calls.push('install'),
      once: () => undefined,
    };
    return { stub, calls };
  };
  const installerFor = (feedUrl: string, stub: AutoUpdater) =>
    chooseInstaller({
      packaged: true,
      platform: 'win32',
      arch: 'x64',
      appImage: undefined,
      feedUrl,
      load: async () => stub,
      beforeInstall: async () => undefined,
    }).installer!;

  it('installs only the version the person was offered', async () => {
    const { stub, calls } = updater('0.3.0-rc.1');
    await expect(
      installerFor('https://example.test/updates/', stub).downloadAndInstall('0.2.0', () => undefined),
    ).rejects.toThrow('The update on offer has changed since it was offered: check for updates again.');
    expect(calls).toEqual(['feed https://example.test/updates/']);
  });

  it('never hands electron-updater a plain-http feed', async () => {
    const { stub, calls } = updater('0.2.0');
    await expect(
      installerFor('http://example.test/updates/', stub).downloadAndInstall('0.2.0', () => undefined),
    ).rejects.toThrow(/only from an https:\/\/ address/);
    expect(calls).toEqual([]);
  });
});
