import type { Revision } from '../shared/api/constants.ts';
import { AppError } from '../shared/ipc/app-error.ts';
import type { AccountsState, Profile } from '../shared/ipc/models.ts';
import type { AccountRecord, AccountRecords, AccountsFile } from './accounts/account-record.ts';
import { normaliseBaseUrl, toView } from './accounts/views.ts';
import { getProfile, probeRevision, updateProfile } from './api/account.ts';
import type { Gateway } from './api/gateway.ts';
import type { Connection, Fetch } from './api/http-client.ts';
import type { AppEvent } from '../shared/ipc/events.ts';
import type { CredentialStore } from './credentials/credential-store.ts';
import type { Registrar } from './ipc/registrar.ts';
import { isSafeExternalUrl } from './security/external-url.ts';

/** The built-in sandbox, started in-process on first use. */
export interface SandboxLauncher {
  ensure(): Promise<{ url: string; accounts: { username: string; status: string; apiKey: string }[] }>;
}

export interface HandlerDeps {
  records: AccountRecords;
  credentials: CredentialStore;
  fetch: Fetch;
  sandbox: SandboxLauncher;
  openExternal: (url: string) => Promise<void>;
  newId: () => string;
  now: () => Date;
  /** Every request about an account: rate limit, timeout, cancellation and the offline cache. */
  gateway: Gateway;
  /** Events for the renderer (fetch progress; the gateway reports rate-limit waits itself). */
  emit: (event: AppEvent) => void;
}

const stamp = (date: Date) => date.toISOString();

/** Every IPC handler of the app, created from its dependencies so that all of it runs under plain Node. */
export function registerHandlers(registrar: Registrar, deps: HandlerDeps): void {
  const { records, credentials } = deps;

  const state = (file: AccountsFile): AccountsState => ({
    accounts: file.accounts.map(toView),
    activeId: file.activeId,
  });

  function find(file: AccountsFile, id: string): AccountRecord {
    const record = file.accounts.find((account) => account.id === id);
    if (!record) throw new AppError('not_found', 'This account is no longer in Linkdesk.');
    return record;
  }

  async function connectionFor(
    record: AccountRecord,
    overrides: Partial<Connection> = {},
  ): Promise<Connection> {
    const baseUrl = record.kind === 'sandbox' ? (await deps.sandbox.ensure()).url : record.baseUrl;
    const apiKey = overrides.apiKey ?? (await credentials.get(record.id));
    if (!apiKey) {
      throw new AppError(
        'keychain',
        `The API key of "${record.name}" is missing from the keychain. Replace the key to use this account again.`,
      );
    }
    return { baseUrl, apiKey, fetch: deps.fetch, ...overrides };
  }

  /** The revision is a convenience: an installation that refuses the probe (rate limit, hiccup) stays unprobed. */
  async function revisionOf(connection: Connection): Promise<Revision | null> {
    try {
      return await probeRevision(connection);
    } catch {
      return null;
    }
  }

  async function update(id: string, change: (record: AccountRecord) => void): Promise<AccountRecord> {
    const file = await records.load();
    const record = find(file, id);
    change(record);
    await records.save(file);
    return record;
  }

  /** Verifies the key, then stores the key, then the record; a failure at any step leaves nothing behind. */
  async function addVerified(input: {
    name: string;
    kind: AccountRecord['kind'];
    baseUrl: string;
    connection: Connection;
  }) {
    const profile = await getProfile(input.connection);
    const file = await records.load();
    const twin = file.accounts.find(
      (account) =>
        account.kind === input.kind &&
        account.baseUrl === input.baseUrl &&
        account.username === profile.username,
    );
    if (twin)
      throw new AppError('conflict', `This account is already in Linkdesk as "${twin.name}".`, {
        field: 'apiKey',
      });
    const now = deps.now();
    const record: AccountRecord = {
      id: deps.newId(),
      name: input.name,
      baseUrl: input.baseUrl,
      kind: input.kind,
      username: profile.username,
      email: profile.email,
      status: profile.status,
      revision: await revisionOf(input.connection),
      revisionCheckedAt: stamp(now),
      addedAt: stamp(now),
    };
    await credentials.set(record.id, input.connection.apiKey);
    try {
      await records.save({ ...file, activeId: record.id, accounts: [...file.accounts, record] });
    } catch (error) {
      await credentials.delete(record.id).catch(() => undefined);
      throw error;
    }
    return toView(record);
  }

  registrar.handle('accounts:list', async () => state(await records.load()));

  registrar.handle('accounts:add', async ({ name, baseUrl, apiKey }) => {
    const normalised = normaliseBaseUrl(baseUrl);
    return addVerified({
      name,
      kind: 'remote',
      baseUrl: normalised,
      connection: { baseUrl: normalised, apiKey, fetch: deps.fetch },
    });
  });

  registrar.handle('accounts:addSandbox', async () => {
    const sandbox = await deps.sandbox.ensure();
    const user = sandbox.accounts.find((account) => account.status === 'pro') ?? sandbox.accounts[0];
    if (!user) throw new AppError('internal', 'The built-in sandbox has no account to offer.');
    return addVerified({
      name: 'Sandbox',
      kind: 'sandbox',
      baseUrl: '',
      connection: { baseUrl: sandbox.url, apiKey: user.apiKey, fetch: deps.fetch },
    });
  });

  registrar.handle('accounts:switch', async ({ id }) => {
    const file = await records.load();
    find(file, id);
    const next = { ...file, activeId: id };
    await records.save(next);
    return state(next);
  });

  registrar.handle('accounts:rename', async ({ id, name }) =>
    toView(await update(id, (record) => (record.name = name))),
  );

  registrar.handle('accounts:setBaseUrl', async ({ id, baseUrl }) => {
    const record = find(await records.load(), id);
    if (record.kind === 'sandbox') {
      throw new AppError('validation', 'The sandbox account’s address is managed by Linkdesk.', {
        field: 'baseUrl',
      });
    }
    const normalised = normaliseBaseUrl(baseUrl);
    // The key must work at the new address before the address is changed.
    const connection = { ...(await connectionFor(record)), baseUrl: normalised };
    const profile = await getProfile(connection);
    const revision = await revisionOf(connection);
    return toView(
      await update(id, (stored) => {
        Object.assign(stored, {
          baseUrl: normalised,
          username: profile.username,
          email: profile.email,
          status: profile.status,
        });
        Object.assign(stored, { revision, revisionCheckedAt: stamp(deps.now()) });
      }),
    );
  });

  registrar.handle('accounts:replaceKey', async ({ id, apiKey }) => {
    const record = find(await records.load(), id);
    const profile = await getProfile(await connectionFor(record, { apiKey }));
    if (profile.username !== record.username) {
      throw new AppError(
        'validation',
        `This key belongs to "${profile.username}", not to "${record.username}". Add it as a new account instead.`,
        { field: 'apiKey' },
      );
    }
    await credentials.set(id, apiKey);
    return toView(
      await update(id, (stored) => Object.assign(stored, { email: profile.email, status: profile.status })),
    );
  });

  registrar.handle('accounts:remove', async ({ id }) => {
    const file = await records.load();
    find(file, id);
    await credentials.delete(id);
    const accounts = file.accounts.filter((account) => account.id !== id);
    const next = {
      ...file,
      accounts,
      activeId: file.activeId === id ? (accounts[0]?.id ?? null) : file.activeId,
    };
    await records.save(next);
    return state(next);
  });

  registrar.handle('accounts:probe', async ({ id }) => {
    const record = find(await records.load(), id);
    const connection = await connectionFor(record);
    const profile = await getProfile(connection);
    const revision = await probeRevision(connection);
    return toView(
      await update(id, (stored) =>
        Object.assign(stored, {
          username: profile.username,
          email: profile.email,
          status: profile.status,
          revision,
          revisionCheckedAt: stamp(deps.now()),
        }),
      ),
    );
  });

  registrar.handle('account:get', async ({ accountId }): Promise<Profile> => {
    const record = find(await records.load(), accountId);
    const profile = await getProfile(await connectionFor(record));
    if (profile.email !== record.email || profile.status !== record.status) {
      await update(accountId, (stored) =>
        Object.assign(stored, { email: profile.email, status: profile.status }),
      );
    }
    return profile;
  });

  registrar.handle('account:update', async (request) => {
    const { accountId, email, password } = request as {
      accountId: string;
      email?: string;
      password?: string;
    };
    const record = find(await records.load(), accountId);
    const message = await updateProfile(await connectionFor(record), {
      ...(email !== undefined ? { email } : {}),
      ...(password !== undefined ? { password } : {}),
    });
    if (email !== undefined) await update(accountId, (stored) => (stored.email = email));
    return { message };
  });

  registrar.handle('shell:openExternal', async ({ url }) => {
    if (!isSafeExternalUrl(url))
      throw new AppError('validation', 'Only web addresses (http or https) can be opened.', { field: 'url' });
    await deps.openExternal(url);
    return { opened: true as const };
  });
}
