import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../store/app-store.ts';
import { FakeMain } from '../testing/fake-main.ts';

describe('account slice', () => {
  let main: FakeMain;
  let store: AppStore;

  beforeEach(() => {
    main = new FakeMain();
    store = createAppStore(main.api);
  });

  it('loads the active account’s profile and brings the account list in step with it', async () => {
    const work = main.seedAccount({ name: 'Work', email: 'old@example.com', status: 'pro' });
    main.profiles.get(work.id)!.email = 'new@example.com';
    main.profiles.get(work.id)!.status = 'admin';
    await store.getState().loadAccounts();

    const loading = store.getState().loadProfile(work.id);
    expect(store.getState().profileStatus).toBe('loading');
    await loading;

    expect(store.getState().profileStatus).toBe('ready');
    expect(store.getState().profile?.username).toBe('alex');
    // Whether the key is an admin's is what main's probe found, never the status the profile claims.
    expect(store.getState().accounts[0]).toMatchObject({
      email: 'new@example.com',
      status: 'admin',
      isAdmin: false,
    });
  });

  it('shows a profile seen lately at once when its account is chosen again, without asking again', async () => {
    const work = main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home', username: 'sam' });
    await store.getState().loadProfile(work.id);
    await store.getState().loadProfile(home.id);
    const again = store.getState().loadProfile(work.id);
    // Before any answer could arrive.
    expect(store.getState().profile?.username).toBe('alex');
    await again;
    expect(main.sent('getProfile')).toHaveLength(2);
  });

  it('asks once for a profile it is already loading or holds', async () => {
    const work = main.seedAccount();
    await Promise.all([store.getState().loadProfile(work.id), store.getState().loadProfile(work.id)]);
    await store.getState().loadProfile(work.id);
    expect(main.sent('getProfile')).toHaveLength(1);

    await store.getState().loadProfile(work.id, { force: true });
    expect(main.sent('getProfile')).toHaveLength(2);
  });

  it('reports a failed load and succeeds on retry', async () => {
    const work = main.seedAccount();
    main.failNext('getProfile', {
      code: 'timeout',
      message:
        'links.example.com did not answer in time. Check the address and your connection, then try again.',
    });

    await store.getState().loadProfile(work.id);
    expect(store.getState().profileStatus).toBe('error');
    expect(store.getState().profileError?.code).toBe('timeout');

    await store.getState().loadProfile(work.id);
    expect(store.getState().profileStatus).toBe('ready');
    expect(store.getState().profileError).toBeNull();
  });

  it('keeps a profile answered from the offline cache with when and why, and leaves the account list alone', async () => {
    const work = main.seedAccount({ email: 'alex@example.com', status: 'pro' });
    main.profiles.get(work.id)!.email = 'cached@example.com';
    const stale = {
      savedAt: '2025-03-05T14:02:00.000Z',
      reason: { code: 'network' as const, message: 'links.example.com refused the connection.' },
    };
    main.staleProfiles.set(work.id, stale);
    await store.getState().loadAccounts();

    await store.getState().loadProfile(work.id);

    expect(store.getState()).toMatchObject({
      profileStatus: 'ready',
      profile: { email: 'cached@example.com' },
      profileStale: stale,
    });
    expect(store.getState().accounts[0]?.email).toBe('alex@example.com');
  });

  it('drops the staleness once a fresh answer arrives', async () => {
    const work = main.seedAccount();
    main.staleProfiles.set(work.id, {
      savedAt: '2025-03-05T14:02:00.000Z',
      reason: { code: 'timeout', message: 'links.example.com did not answer in time.' },
    });
    await store.getState().loadProfile(work.id);
    expect(store.getState().profileStale).not.toBeNull();

    main.staleProfiles.clear();
    await store.getState().loadProfile(work.id, { force: true });

    expect(store.getState().profileStale).toBeNull();
    expect(main.sent('getProfile')).toHaveLength(2);
  });

  it('does not carry one account’s staleness over to another', async () => {
    const work = main.seedAccount({ username: 'alex' });
    const home = main.seedAccount({ username: 'sam' });
    main.staleProfiles.set(work.id, {
      savedAt: '2025-03-05T14:02:00.000Z',
      reason: { code: 'network', message: 'links.example.com refused the connection.' },
    });
    await store.getState().loadProfile(work.id);

    const loading = store.getState().loadProfile(home.id);
    expect(store.getState().profileStale).toBeNull();
    await loading;
    expect(store.getState().profileStale).toBeNull();
  });

  it('drops an answer that arrives after a switch to another account', async () => {
    const work = main.seedAccount({ username: 'alex' });
    const home = main.seedAccount({ username: 'sam' });
    const release = main.hold();
    const stale = store.getState().loadProfile(work.id);
    release();
    const current = store.getState().loadProfile(home.id);
    await Promise.all([stale, current]);

    expect(store.getState().profileAccountId).toBe(home.id);
    expect(store.getState().profile?.username).toBe('sam');
  });

  it('updates the email everywhere and confirms it', async () => {
    const work = main.seedAccount({ email: 'alex@example.com' });
    await store.getState().loadAccounts();
    await store.getState().loadProfile(work.id);

    const result = await store.getState().updateProfile(work.id, { email: 'alex@example.org' });

    expect(result.ok).toBe(true);
    expect(main.sent('updateProfile')).toEqual([{ accountId: work.id, email: 'alex@example.org' }]);
    expect(store.getState().profile?.email).toBe('alex@example.org');
    expect(store.getState().accounts[0]?.email).toBe('alex@example.org');
    expect(store.getState().profileSaved).toBe('Your email has been changed.');
  });

  it('sends a new password without keeping it', async () => {
    const work = main.seedAccount();
    await store.getState().loadProfile(work.id);

    await store.getState().updateProfile(work.id, { password: 'correct horse' });

    expect(main.sent('updateProfile')).toEqual([{ accountId: work.id, password: 'correct horse' }]);
    expect(store.getState().profileSaved).toBe('Your password has been changed.');
    expect(JSON.stringify(store.getState())).not.toContain('correct horse');
  });

  it('hands back a server error that names its field and keeps the profile as it was', async () => {
    const work = main.seedAccount({ email: 'alex@example.com' });
    await store.getState().loadProfile(work.id);
    main.failNext('updateProfile', {
      code: 'validation',
      message: 'password: must be at least 5 characters',
      field: 'password',
    });

    const result = await store.getState().updateProfile(work.id, { email: 'a@example.org', password: 'abc' });

    expect(result).toEqual({
      ok: false,
      error: { code: 'validation', message: 'password: must be at least 5 characters', field: 'password' },
    });
    expect(store.getState().profile?.email).toBe('alex@example.com');
    expect(store.getState().profileSaved).toBeNull();
  });
});
