import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../store/app-store.ts';
import { FakeMain } from '../testing/fake-main.ts';

describe('welcome slice', () => {
  let main: FakeMain;
  let store: AppStore;

  beforeEach(async () => {
    main = new FakeMain();
    store = createAppStore(main.api);
    await store.getState().loadAccounts();
  });

  it('moves between the two choices and the add-account form', () => {
    expect(store.getState().welcomeMode).toBe('choose');
    store.getState().chooseAddInstallation();
    expect(store.getState().welcomeMode).toBe('add');
    store.getState().backToChoices();
    expect(store.getState().welcomeMode).toBe('choose');
  });

  it('adds the sandbox account and opens its account screen', async () => {
    store.getState().navigate('accounts');
    const release = main.hold();

    const adding = store.getState().trySandbox();
    expect(store.getState().sandboxBusy).toBe(true);
    // A second press while the sandbox starts must not add a second account.
    await store.getState().trySandbox();
    release();
    await adding;

    expect(main.sent('addSandboxAccount')).toHaveLength(1);
    expect(store.getState().sandboxBusy).toBe(false);
    expect(store.getState().accounts.map((account) => account.kind)).toEqual(['sandbox']);
    expect(store.getState().activeId).toBe(store.getState().accounts[0]?.id);
    expect(store.getState().screen).toBe('account');
  });

  it('says why the sandbox could not start, and clears that on the next try', async () => {
    main.failNext('addSandboxAccount', {
      code: 'internal',
      message: 'Linkdesk hit an unexpected problem. Try again.',
    });
    await store.getState().trySandbox();
    expect(store.getState().sandboxError?.message).toMatch(/unexpected problem/);
    expect(store.getState().accounts).toEqual([]);

    await store.getState().trySandbox();
    expect(store.getState().sandboxError).toBeNull();
    expect(store.getState().accounts).toHaveLength(1);
  });
});
