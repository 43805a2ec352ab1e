import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('adds the sandbox account and opens its Overview', async () => {
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
    expect(store.getState().screen).toBe('overview');
  });

  it('adds the sandbox’s admin as a second account for admin mode, and opens its users', async () => {
    await store.getState().trySandbox();
    store.getState().navigate('accounts');

    const adding = store.getState().tryAdminMode();
    expect(store.getState().sandboxAdminBusy).toBe(true);
    await adding;

    expect(main.sent('addSandboxAccount')).toEqual([{}, { user: 'admin' }]);
    expect(store.getState().sandboxAdminBusy).toBe(false);
    const [demo, admin] = store.getState().accounts;
    expect(admin).toMatchObject({ name: 'Sandbox admin', kind: 'sandbox', isAdmin: true });
    expect(store.getState().activeId).toBe(admin?.id);
    expect(store.getState().screen).toBe('users');

    // The toast's follow-up goes back to the demo account.
    const toast = store.getState().toasts.at(-1);
    expect(toast?.message).toMatch(/^Added “Sandbox admin”/);
    toast?.action?.run();
    await vi.waitFor(() => expect(store.getState().activeId).toBe(demo?.id));
  });

  it('says why admin mode could not start', async () => {
    await store.getState().trySandbox();
    main.failNext('addSandboxAccount', {
      code: 'conflict',
      message: 'This account is already in Linkdesk as "Sandbox admin".',
    });
    await store.getState().tryAdminMode();
    expect(store.getState().sandboxAdminError?.message).toMatch(/already in Linkdesk/);
    expect(store.getState().screen).toBe('overview');
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
