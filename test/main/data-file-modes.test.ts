import { chmodSync, existsSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { createUpdateChecker } from '../../src/main/updates/update-checker.ts';
import { createWindowStateStore, WINDOW_STATE_FILE } from '../../src/main/window/window-state.ts';
import { tempDir } from '../support/sandbox.ts';

/** The permission bits of a file in octal: 600 is read and write for its owner, nothing for anyone else. */
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** The database and the WAL companions SQLite made for it: all of them must be the owner's alone. */
function expectPrivateSqlite(file: string): void {
  expect(existsSync(`${file}-wal`)).toBe(true);
  expect(existsSync(`${file}-shm`)).toBe(true);
  expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(['600', '600', '600']);
}

/** A file as an earlier Linkdesk left it, made with the usual umask: readable by everyone. */
function worldReadableDatabase(file: string): void {
  const db = new DatabaseSync(file);
  db.exec('CREATE TABLE leftover (x)');
  db.close();
  chmodSync(file, 0o644);
}

describe('files main keeps in the user-data folder are readable by their owner only', () => {
  const log = { warn: () => undefined };
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('offline-cache.db and its -wal and -shm, when created and after writes', () => {
    const file = join(dir, 'user-data', 'offline-cache.db');
    const cache = createOfflineCache({ file, now: () => 1, log });
    cache.put('a', 'profile', { username: 'alex', email: 'alex@x.test' });
    expectPrivateSqlite(file);
    cache.put('a', 'users', { data: [{ id: 1 }] });
    expectPrivateSqlite(file);
    cache.close();
    expect(modeOf(file)).toBe('600');
  });

  it('an offline-cache.db an earlier version left readable to everyone is made private on open', () => {
    const file = join(dir, 'offline-cache.db');
    worldReadableDatabase(file);
    expect(modeOf(file)).toBe('644');
    const cache = createOfflineCache({ file, now: () => 1, log });
    cache.put('a', 'profile', { username: 'alex' });
    expectPrivateSqlite(file);
    cache.close();
  });

  it('qr-designs.db and its -wal and -shm, new or left readable to everyone', () => {
    const file = join(dir, 'qr-designs.db');
    const design = {
      type: 'wifi' as const,
      data: { ssid: 'Café guests', pass: 'secret', encryption: 'wpa' },
      name: 'Front desk',
      foreground: 'rgb(0,0,0)',
      background: 'rgb(255,255,255)',
      logo: null,
      logoScale: 0.25,
      logoFile: null,
      savedAt: '2026-11-22T10:00:00.000Z',
    };
    let store = createQrDesignStore({ file, log });
    store.save('a', 1, design);
    expectPrivateSqlite(file);
    store.close();
    chmodSync(file, 0o644);
    store = createQrDesignStore({ file, log });
    store.save('a', 2, design);
    expect(store.get('a', 2)?.name).toBe('Front desk');
    expectPrivateSqlite(file);
    store.close();
  });

  it('window-state.json, when created and when rewritten', async () => {
    const store = createWindowStateStore(dir, log);
    const file = join(dir, WINDOW_STATE_FILE);
    await store.save({ bounds: { x: 1, y: 2, width: 800, height: 600 }, maximized: false });
    expect(modeOf(file)).toBe('600');
    chmodSync(file, 0o644);
    await store.save({ bounds: { x: 3, y: 4, width: 800, height: 600 }, maximized: true });
    expect(modeOf(file)).toBe('600');
  });

  describe('updates.json', () => {
    const server: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/yaml' });
      response.end("version: 0.1.0\nfiles: []\npath: x\nreleaseDate: '2026-11-20T10:00:00.000Z'\n");
    });
    let feedUrl = '';
    beforeAll(async () => {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      feedUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/updates`;
    });
    afterAll(() => void server.close());

    it('is the owner’s alone when created and after it is rewritten', async () => {
      const checker = createUpdateChecker({
        fetch: (input, init) => fetch(input, init),
        feedUrl,
        // A local http feed, as the app's test mode allows.
        allowLocalHttp: true,
        currentVersion: '0.1.0',
        platform: 'linux',
        dataDir: dir,
        now: () => new Date('2026-11-24T09:00:00Z'),
        emit: () => undefined,
        installer: { downloadAndInstall: async () => undefined },
        log,
      });
      const file = join(dir, 'updates.json');
      expect((await checker.checkNow()).status).toBe('up-to-date');
      expect(modeOf(file)).toBe('600');
      chmodSync(file, 0o644);
      await checker.checkNow();
      expect(modeOf(file)).toBe('600');
    });
  });
});
