import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../store/app-store.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { activeAccount } from './accounts-slice.ts';

describe('accounts slice', () => {
  let main: FakeMain;
  let store: AppStore;

  beforeEach(() => {
    main = new FakeMain();
    store = createAppStore(main.api);
  });

  it('loads the accounts and the active one', async () => {
    const work = main.seedAccount({ name: 'Work' });
    main.seedAccount({ name: 'Home' });
    const loading = store.getState().loadAccounts();
    expect(store.getState().accountsStatus).toBe('loading');
    await loading;
    expect(store.getState().accountsStatus).toBe('ready');
    expect(store.getState().accounts.map((account) => account.name)).toEqual(['Work', 'Home']);
    expect(activeAccount(store.getState())?.id).toBe(work.id);
  });

  it('reports a failed load and loads again on retry', async () => {
    main.failNext('listAccounts', {
      code: 'internal',
      message: 'Linkdesk hit an unexpected problem. Try again.',
    });
    await store.getState().loadAccounts();
    expect(store.getState().accountsStatus).toBe('error');
    expect(store.getState().accountsError?.message).toMatch(/unexpected problem/);

    await store.getState().loadAccounts();
    expect(store.getState().accountsStatus).toBe('ready');
    expect(store.getState().accountsError).toBeNull();
  });

  it('asks main once when loading is requested twice at the same time', async () => {
    await Promise.all([store.getState().loadAccounts(), store.getState().loadAccounts()]);
    expect(main.sent('listAccounts')).toHaveLength(1);
  });

  it('adds a verified account, makes it active and keeps no key', async () => {
    await store.getState().loadAccounts();
    const result = await store
      .getState()
      .addAccount({ name: 'Work', baseUrl: 'https://links.example.com', apiKey: 'good-key' });

    expect(result.ok).toBe(true);
    expect(store.getState().accounts.map((account) => account.name)).toEqual(['Work']);
    expect(activeAccount(store.getState())?.username).toBe('alex');
    expect(main.sent('addAccount')).toEqual([
      { name: 'Work', baseUrl: 'https://links.example.com', apiKey: 'good-key' },
    ]);
    expect(JSON.stringify(store.getState())).not.toContain('good-key');
  });

  it('answers a refused key with the error and changes nothing', async () => {
    main.seedAccount({ name: 'Home' });
    await store.getState().loadAccounts();
    const before = store.getState().accounts;

    const result = await store
      .getState()
      .addAccount({ name: 'Work', baseUrl: 'https://links.example.com', apiKey: 'wrong-key' });

    expect(result).toEqual({
      ok: false,
      error: { code: 'auth', message: 'The installation refused the API key: Invalid API key.' },
    });
    expect(store.getState().accounts).toBe(before);
    expect(JSON.stringify(store.getState())).not.toContain('wrong-key');
  });

  it('passes a field error on so the form can show it beside the field', async () => {
    main.failNext('addAccount', {
      code: 'validation',
      message: 'baseUrl: must be the address of the installation, starting with http:// or https://',
      field: 'baseUrl',
    });
    const result = await store.getState().addAccount({ name: 'Work', baseUrl: 'links', apiKey: 'good-key' });
    expect(result.ok ? null : result.error.field).toBe('baseUrl');
    expect(store.getState().accounts).toEqual([]);
  });

  it('turns a transport that throws into an error result', async () => {
    const broken = createAppStore({
      ...main.api,
      listAccounts: () => Promise.reject(new Error('IPC channel closed')),
    });
    await broken.getState().loadAccounts();
    expect(broken.getState().accountsError).toEqual({
      code: 'internal',
      message: 'The Linkdesk window lost its connection to the app. Try again, or restart Linkdesk.',
    });
  });

  it('switches the active account', async () => {
    main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home' });
    await store.getState().loadAccounts();

    const result = await store.getState().switchAccount(home.id);

    expect(result.ok).toBe(true);
    expect(store.getState().activeId).toBe(home.id);
    expect(main.sent('switchAccount')).toEqual([{ id: home.id }]);
  });

  it('keeps the active account and says why when a switch fails', async () => {
    const work = main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home' });
    await store.getState().loadAccounts();
    main.failNext('switchAccount', { code: 'not_found', message: 'This account is no longer in Linkdesk.' });

    await store.getState().switchAccount(home.id);

    expect(store.getState().activeId).toBe(work.id);
    expect(store.getState().switchError?.message).toBe('This account is no longer in Linkdesk.');
  });

  it('does not ask main to switch to the account that is already active', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    await store.getState().switchAccount(work.id);
    expect(main.sent('switchAccount')).toEqual([]);
  });

  it('renames, moves and re-keys an account in place', async () => {
    const work = main.seedAccount({ name: 'Work' });
    main.seedAccount({ name: 'Home' });
    await store.getState().loadAccounts();

    await store.getState().renameAccount(work.id, 'Office');
    await store
      .getState()
      .setAccountBaseUrl({ id: work.id, baseUrl: 'https://go.example.org', apiKey: 'key' });
    const replaced = await store.getState().replaceAccountKey(work.id, 'good-key');

    expect(replaced.ok).toBe(true);
    expect(store.getState().accounts.map((account) => [account.name, account.baseUrl])).toEqual([
      ['Office', 'https://go.example.org'],
      ['Home', 'https://links.example.com'],
    ]);
    expect(JSON.stringify(store.getState())).not.toContain('good-key');
  });

  it('leaves an account as it was when a change is refused', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    main.failNext('setAccountBaseUrl', {
      code: 'network',
      message: 'go.example.org refused the connection. Is the installation running at this address and port?',
    });

    const result = await store
      .getState()
      .setAccountBaseUrl({ id: work.id, baseUrl: 'https://go.example.org', apiKey: 'key' });

    expect(result.ok ? null : result.error.code).toBe('network');
    expect(store.getState().accounts[0]?.baseUrl).toBe('https://links.example.com');
  });

  it('removes the active account and follows main to the next one', async () => {
    const work = main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home' });
    await store.getState().loadAccounts();

    await store.getState().removeAccount(work.id);

    expect(store.getState().accounts.map((account) => account.id)).toEqual([home.id]);
    expect(store.getState().activeId).toBe(home.id);
  });

  it('returns the welcome screen to its choices when the last account goes', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    store.getState().chooseAddInstallation();
    store.getState().navigate('accounts');

    await store.getState().removeAccount(work.id);

    expect(store.getState().accounts).toEqual([]);
    expect(store.getState().activeId).toBeNull();
    expect(store.getState().welcomeMode).toBe('choose');
    expect(store.getState().screen).toBe('account');
  });

  it('keeps an account whose removal failed', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    main.failNext('removeAccount', {
      code: 'keychain',
      message: 'The keychain is locked. Unlock it and try again.',
    });

    const result = await store.getState().removeAccount(work.id);

    expect(result.ok).toBe(false);
    expect(store.getState().accounts.map((account) => account.id)).toEqual([work.id]);
  });

  it('shows a revision check as busy, then its answer', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    const release = main.hold();

    const probe = store.getState().probeAccount(work.id);
    expect(store.getState().probing[work.id]).toBe(true);
    release();
    await probe;

    expect(store.getState().probing[work.id]).toBeUndefined();
    expect(store.getState().accounts[0]?.revision).toBe('current');
  });

  it('keeps a failed revision check beside its account until the next check', async () => {
    const work = main.seedAccount({ name: 'Work' });
    await store.getState().loadAccounts();
    main.failNext('probeAccount', {
      code: 'rate_limited',
      message: "The installation's rate limit is reached. It resets in 42 s.",
      retryAfterSeconds: 42,
    });

    await store.getState().probeAccount(work.id);
    expect(store.getState().probeErrors[work.id]?.retryAfterSeconds).toBe(42);
    expect(store.getState().accounts[0]?.revision).toBeNull();

    await store.getState().probeAccount(work.id);
    expect(store.getState().probeErrors[work.id]).toBeUndefined();
    expect(store.getState().accounts[0]?.revision).toBe('current');
  });
});
