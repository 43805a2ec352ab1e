import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asksToReplaceKey } from '../../src/shared/ipc/errors.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { createSandboxLauncher } from '../../src/main/sandbox-launcher.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { createTestIpc } from '../support/ipc.ts';
import { MapCredentials, MemoryRecords } from '../support/fakes.ts';
import { tempDir } from '../support/sandbox.ts';

/** An address where nothing listens: a port that was free a moment ago. */
async function closedPortUrl(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}

/** The account handlers through the registrar, against real sandboxes over HTTP. */
describe('account handlers', () => {
  let current: RunningSandbox;
  let legacy: RunningSandbox;
  let htmlServer: Server;
  let htmlUrl: string;
  const dirs: string[] = [];
  const launcher = createSandboxLauncher({ dataDir: (dirs[dirs.length] = tempDir()) });
  const keyOf = (sandbox: RunningSandbox, username: string) =>
    sandbox.accounts.find((a) => a.username === username)!.apiKey;

  beforeAll(async () => {
    current = await startSandbox({ dataDir: (dirs[dirs.length] = tempDir()), seed: 'empty', rateLimit: 0 });
    legacy = await startSandbox({
      dataDir: (dirs[dirs.length] = tempDir()),
      seed: 'empty',
      rateLimit: 0,
      revision: 'legacy',
    });
    htmlServer = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Welcome</title><h1>It works</h1>');
    }).listen(0, '127.0.0.1');
    await once(htmlServer, 'listening');
    htmlUrl = `http://127.0.0.1:${(htmlServer.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await Promise.all([current.close(), legacy.close(), launcher.close()]);
    htmlServer.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  let credentials: MapCredentials;
  let records: MemoryRecords;
  let ipc: ReturnType<typeof createTestIpc>;
  const opened: string[] = [];
  let clipboard: ReturnType<typeof createMemoryClipboard>;
  beforeEach(() => {
    clipboard = createMemoryClipboard();
    credentials = new MapCredentials();
    records = new MemoryRecords();
    startMain();
  });
  /** Main's handlers over the test's keychain and records, as at a launch (main remembers no key yet). */
  const startMain = () => {
    ipc = createTestIpc();
    opened.length = 0;
    const cache = createOfflineCache({ file: ':memory:', now: Date.now, log: { warn: () => undefined } });
    const emit = () => undefined;
    registerHandlers(ipc.registrar, {
      gateway: createGateway({ cache, emit, now: Date.now }),
      emit,
      records,
      credentials,
      fetch: (input, init) => fetch(input, init),
      sandbox: launcher,
      openExternal: async (url) => void opened.push(url),
      newId: randomUUID,
      now: () => new Date('2026-11-22T10:00:00Z'),
      designs: createQrDesignStore({ file: ':memory:', log: { warn: () => undefined } }),
      importJournal: createImportJournal({ file: ':memory:', log: { warn: () => undefined } }),
      openFile: async () => null,
      saveFile: async () => ({ saved: false }),
      copyImage: async () => undefined,
      clipboard,
      clipboardClearMs: 50,
    });
  };

  const addAlex = async () => {
    const reply = await ipc.api.addAccount({
      name: 'Work',
      baseUrl: `${current.url}/api/`,
      apiKey: keyOf(current, 'alex'),
    });
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.value;
  };

  it('writes the window’s copies on the clipboard, and takes a secret one off it again', async () => {
    expect(await ipc.api.copyText({ text: 'https://links.example.com/spring' })).toEqual({
      ok: true,
      value: { copied: true },
    });
    expect(clipboard.text).toBe('https://links.example.com/spring');
    expect(await ipc.api.copyText({ text: 'generated-password-1', secret: true })).toEqual({
      ok: true,
      value: { copied: true },
    });
    expect(clipboard.text).toBe('generated-password-1');
    await expect.poll(() => clipboard.text).toBe('');
    expect(await ipc.api.copyText({ text: '' })).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('adds an account after verifying its key, keeps the key in the credential store only', async () => {
    const key = keyOf(current, 'alex');
    const view = await addAlex();
    expect(view).toMatchObject({
      name: 'Work',
      baseUrl: current.url,
      kind: 'remote',
      username: 'alex',
      status: 'pro',
      isAdmin: false,
      revision: 'current',
    });
    expect(credentials.keys.get(view.id)).toBe(key);
    expect(JSON.stringify(records.file)).not.toContain(key);
    expect(JSON.stringify(view)).not.toContain(key);
    const listed = await ipc.api.listAccounts({});
    expect(listed).toEqual({ ok: true, value: { accounts: [view], activeId: view.id } });
  });

  it('refuses a wrong key, a web page and a closed port with a diagnosis, and saves nothing', async () => {
    const wrongKey = await ipc.api.addAccount({ name: 'X', baseUrl: current.url, apiKey: 'not-a-key' });
    expect(wrongKey).toMatchObject({
      ok: false,
      error: { code: 'auth', message: expect.stringMatching(/refused the API key/) },
    });

    const page = await ipc.api.addAccount({ name: 'X', baseUrl: htmlUrl, apiKey: 'whatever' });
    expect(page).toMatchObject({
      ok: false,
      error: {
        code: 'bad_response',
        message: expect.stringMatching(/does not look like the API of an installation/),
      },
    });

    const closed = await ipc.api.addAccount({
      name: 'X',
      baseUrl: await closedPortUrl(),
      apiKey: 'whatever',
    });
    expect(closed).toMatchObject({
      ok: false,
      error: { code: 'network', message: expect.stringMatching(/refused the connection/) },
    });

    expect(records.file.accounts).toEqual([]);
    expect(credentials.keys.size).toBe(0);
  });

  it('checks requests against the contract before any handler runs', async () => {
    const reply = await ipc.api.addAccount({ name: '', baseUrl: 'ftp://example.com', apiKey: 'k' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'validation', field: 'name' } });
    const badUrl = await ipc.api.addAccount({ name: 'X', baseUrl: 'ftp://example.com', apiKey: 'k' });
    expect(badUrl).toMatchObject({ ok: false, error: { code: 'validation', field: 'baseUrl' } });
    expect(records.file.accounts).toEqual([]);
  });

  it('refuses the same account twice', async () => {
    await addAlex();
    const again = await ipc.api.addAccount({
      name: 'Again',
      baseUrl: current.url,
      apiKey: keyOf(current, 'alex'),
    });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: expect.stringContaining('"Work"') },
    });
  });

  it('switches, renames, re-probes and removes accounts', async () => {
    const alex = await addAlex();
    const admin = await ipc.api.addAccount({
      name: 'Old',
      baseUrl: legacy.url,
      apiKey: keyOf(legacy, 'admin'),
    });
    if (!admin.ok) throw new Error(admin.error.message);
    expect(admin.value).toMatchObject({ isAdmin: true, revision: 'legacy' });

    expect(await ipc.api.switchAccount({ id: alex.id })).toMatchObject({
      ok: true,
      value: { activeId: alex.id },
    });
    expect(await ipc.api.renameAccount({ id: alex.id, name: 'Marketing' })).toMatchObject({
      ok: true,
      value: { name: 'Marketing' },
    });
    expect(await ipc.api.probeAccount({ id: admin.value.id })).toMatchObject({
      ok: true,
      value: { revision: 'legacy' },
    });

    const removed = await ipc.api.removeAccount({ id: alex.id });
    expect(removed).toMatchObject({
      ok: true,
      value: { activeId: admin.value.id, accounts: [{ id: admin.value.id }] },
    });
    expect(credentials.keys.has(alex.id)).toBe(false);
    expect(await ipc.api.renameAccount({ id: alex.id, name: 'Gone' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('never sends the stored key to another server: a new address there needs the key typed again', async () => {
    const alex = await addAlex();
    let seen = 0;
    const stranger = createServer((_request, response) => {
      seen++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }).listen(0, '127.0.0.1');
    await once(stranger, 'listening');
    const strangerUrl = `http://127.0.0.1:${(stranger.address() as { port: number }).port}`;
    try {
      const moved = await ipc.api.setAccountBaseUrl({ id: alex.id, baseUrl: strangerUrl });
      expect(moved).toMatchObject({ ok: false, error: { code: 'validation', field: 'apiKey' } });
      expect(seen).toBe(0);
    } finally {
      stranger.close();
    }
    // The other installation with its own key for the same user: checked there, then stored.
    const legacyKey = keyOf(legacy, 'alex');
    const withKey = await ipc.api.setAccountBaseUrl({ id: alex.id, baseUrl: legacy.url, apiKey: legacyKey });
    expect(withKey).toMatchObject({ ok: true, value: { baseUrl: legacy.url } });
    expect(credentials.keys.get(alex.id)).toBe(legacyKey);
    const wrongUser = await ipc.api.setAccountBaseUrl({
      id: alex.id,
      baseUrl: current.url,
      apiKey: keyOf(current, 'sam'),
    });
    expect(wrongUser).toMatchObject({ ok: false, error: { field: 'apiKey' } });
    expect(records.file.accounts[0]!.baseUrl).toBe(legacy.url);
  });

  it('keeps the stored key for the same server only when the person confirms it', async () => {
    const alex = await addAlex();
    const unconfirmed = await ipc.api.setAccountBaseUrl({ id: alex.id, baseUrl: `${current.url}/` });
    expect(unconfirmed).toMatchObject({ ok: false, error: { code: 'validation', field: 'keepKey' } });
    const same = await ipc.api.setAccountBaseUrl({ id: alex.id, baseUrl: `${current.url}/`, keepKey: true });
    expect(same).toMatchObject({ ok: true, value: { baseUrl: current.url } });
  });

  it('asks before a key travels unencrypted to an http:// installation off this computer', async () => {
    for (const change of [
      ipc.api.addAccount({ name: 'Plain', baseUrl: 'http://links.example.com', apiKey: 'k' }),
      ipc.api.setAccountBaseUrl({ id: randomUUID(), baseUrl: 'http://links.example.com', apiKey: 'k' }),
    ]) {
      expect(await change).toMatchObject({
        ok: false,
        error: {
          code: 'validation',
          field: 'allowUnencrypted',
          message: expect.stringMatching(/unencrypted/),
        },
      });
    }
  });

  it('replaces a key only with one of the same user', async () => {
    const alex = await addAlex();
    const other = await ipc.api.replaceAccountKey({ id: alex.id, apiKey: keyOf(current, 'sam') });
    expect(other).toMatchObject({ ok: false, error: { code: 'validation', field: 'apiKey' } });
    expect(credentials.keys.get(alex.id)).toBe(keyOf(current, 'alex'));
    const wrong = await ipc.api.replaceAccountKey({ id: alex.id, apiKey: 'nope' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'auth' } });
    expect(await ipc.api.replaceAccountKey({ id: alex.id, apiKey: keyOf(current, 'alex') })).toMatchObject({
      ok: true,
    });
  });

  it('reads and updates the profile, with the server’s and the contract’s field errors', async () => {
    const alex = await addAlex();
    const profile = await ipc.api.getProfile({ accountId: alex.id });
    expect(profile).toMatchObject({
      ok: true,
      value: {
        data: {
          username: 'alex',
          email: 'alex@sandbox.linkdesk.test',
          status: 'pro',
          avatar: expect.stringMatching(/^http/),
        },
        stale: null,
      },
    });

    const short = await ipc.api.updateProfile({ accountId: alex.id, password: 'abc' });
    expect(short).toMatchObject({ ok: false, error: { code: 'validation', field: 'password' } });

    const taken = await ipc.api.updateProfile({ accountId: alex.id, email: 'sam@sandbox.linkdesk.test' });
    expect(taken).toMatchObject({ ok: false, error: { code: 'conflict', field: 'email' } });

    const changed = await ipc.api.updateProfile({ accountId: alex.id, email: 'alex@new.example' });
    expect(changed).toMatchObject({ ok: true, value: { message: expect.any(String) } });
    expect(records.file.accounts[0]!.email).toBe('alex@new.example');
    expect(await ipc.api.getProfile({ accountId: alex.id })).toMatchObject({
      ok: true,
      value: { data: { email: 'alex@new.example' } },
    });
  });

  it('fetches the profile’s avatar for the window, from the account’s installation only', async () => {
    const alex = await addAlex();
    const profile = await ipc.api.getProfile({ accountId: alex.id });
    if (!profile.ok) throw new Error(profile.error.message);
    const avatar = await ipc.api.getAvatar({ accountId: alex.id, url: profile.value.data.avatar });
    if (!avatar.ok) throw new Error(avatar.error.message);
    expect(avatar.value.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(avatar.value.dataUrl.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');

    // Anywhere else, loopback included, is refused before anything is sent.
    for (const url of [`${htmlUrl}/avatar.png`, 'https://gravatar.example/avatar/1', 'file:///etc/passwd']) {
      expect(await ipc.api.getAvatar({ accountId: alex.id, url }), url).toMatchObject({
        ok: false,
        error: {
          code: 'forbidden',
          message: `Only avatars on this account's installation (${current.url}) are shown.`,
        },
      });
    }
    // An avatar the installation does not have is said to be missing (the window shows the initial).
    expect(
      await ipc.api.getAvatar({ accountId: alex.id, url: `${current.url}/avatar/999999.svg` }),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('adds the built-in sandbox account, started on demand', async () => {
    const reply = await ipc.api.addSandboxAccount({});
    expect(reply).toMatchObject({
      ok: true,
      value: { kind: 'sandbox', username: 'alex', name: 'Sandbox', revision: 'current' },
    });
    if (!reply.ok) return;
    expect(await ipc.api.getProfile({ accountId: reply.value.id })).toMatchObject({
      ok: true,
      value: { data: { username: 'alex' } },
    });
    expect(
      await ipc.api.setAccountBaseUrl({ id: reply.value.id, baseUrl: 'https://example.com' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'baseUrl' },
    });
  });

  it('stores the sandbox account’s key again, from the sandbox, when the keychain has lost it', async () => {
    const reply = await ipc.api.addSandboxAccount({});
    if (!reply.ok) throw new Error(reply.error.message);
    const sandbox = await launcher.ensure();
    const demoKey = sandbox.accounts.find((account) => account.username === reply.value.username)!.apiKey;
    // As after a dev:browser restart: the record is there, its key is not.
    credentials.keys.delete(reply.value.id);
    startMain();

    expect(await ipc.api.getProfile({ accountId: reply.value.id })).toMatchObject({
      ok: true,
      value: { data: { username: reply.value.username } },
    });
    expect(credentials.keys.get(reply.value.id)).toBe(demoKey);
  });

  it('asks for an own account’s lost key to be replaced, in words the window offers a button for', async () => {
    const alex = await addAlex();
    credentials.keys.delete(alex.id);
    startMain();
    const reply = await ipc.api.getProfile({ accountId: alex.id });
    expect(reply).toMatchObject({ ok: false, error: { code: 'keychain' } });
    if (reply.ok) return;
    expect(asksToReplaceKey(reply.error)).toBe(true);
    expect(credentials.keys.has(alex.id)).toBe(false);
  });

  it('adds the sandbox’s admin as a second account for admin mode, once', async () => {
    const demo = await ipc.api.addSandboxAccount({});
    const admin = await ipc.api.addSandboxAccount({ user: 'admin' });
    expect(demo).toMatchObject({ ok: true, value: { name: 'Sandbox', isAdmin: false } });
    expect(admin).toMatchObject({
      ok: true,
      value: { name: 'Sandbox admin', kind: 'sandbox', username: 'admin', isAdmin: true },
    });
    if (!admin.ok) return;
    expect(await ipc.api.listUsers({ accountId: admin.value.id })).toMatchObject({ ok: true });
    expect(await ipc.api.addSandboxAccount({ user: 'admin' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'This account is already in Linkdesk as "Sandbox admin".' },
    });
  });

  it('opens only http(s) addresses in the system browser', async () => {
    expect(await ipc.api.openExternal({ url: 'https://example.com/help' })).toEqual({
      ok: true,
      value: { opened: true },
    });
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.com',
      'smb://host/share',
      'nonsense',
    ]) {
      expect(await ipc.api.openExternal({ url })).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    // What the browser gets is the address as checked, parsed and normalised, not the raw text.
    expect(await ipc.api.openExternal({ url: '  HTTPS://Example.COM/a b?q=1 2#x  ' })).toMatchObject({
      ok: true,
    });
    expect(opened).toEqual(['https://example.com/help', 'https://example.com/a%20b?q=1%202#x']);
  });
});
