import { AppError } from '../../shared/ipc/app-error.ts';
import type { AccountsState, Profile } from '../../shared/ipc/models.ts';
import type { AccountRecord, AccountsFile } from '../accounts/account-record.ts';
import { fetchAvatar } from '../accounts/avatar-fetch.ts';
import { normaliseBaseUrl, toView } from '../accounts/views.ts';
import { getProfile, updateProfile } from '../api/account.ts';
import { probeKeyReach, refusalReason, type KeyReach } from '../api/key-reach.ts';
import { forgetAdminAnswers } from './admin-role.ts';
import { directCall, type Call } from '../api/call.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

const stamp = (date: Date) => date.toISOString();

/**
 * The key's own profile, or null for a scoped key without the `account` scope: such a key is valid and works for
 * the areas in its scope, so it can still be added.
 */
export async function profileOrScoped(call: Call): Promise<Profile | null> {
  try {
    return await getProfile(call);
  } catch (error) {
    if (refusalReason(error) === 'key') return null;
    throw error;
  }
}

/** What the record learns from a profile and a probe; a scoped key's profile is unknown and stays empty. */
function learned(profile: Profile | null, reach: KeyReach, now: Date) {
  return {
    username: profile?.username ?? '',
    email: profile?.email ?? '',
    status: profile?.status ?? ('free' as const),
    revision: reach.revision,
    isAdmin: reach.isAdmin,
    unreachable: reach.unreachable,
    revisionCheckedAt: stamp(now),
  };
}

const probeOf = (call: Call, profile: Profile | null) =>
  probeKeyReach(call, { account: profile ? 'yes' : 'key' });

/** The accounts kept in Linkdesk, and the profile of each on its installation. */
export function registerAccountHandlers(registrar: Registrar, deps: HandlerDeps, ctx: HandlerContext): void {
  const { records, credentials } = deps;
  const { find, update } = ctx;

  /**
   * Keeps what a check of the key learned. A key found not to be an admin's also loses the users and plans kept
   * for offline use, as when an admin call is refused (`admin-role.ts`).
   */
  async function storeLearned(
    id: string,
    profile: Profile | null,
    reach: KeyReach,
    moved: Partial<AccountRecord> = {},
  ): Promise<AccountRecord> {
    const stored = await update(id, (record) =>
      Object.assign(record, moved, learned(profile, reach, deps.now())),
    );
    if (reach.isAdmin === false) forgetAdminAnswers(deps, id);
    return stored;
  }

  const state = (file: AccountsFile): AccountsState => ({
    accounts: file.accounts.map(toView),
    activeId: file.activeId,
  });

  /**
   * The same account added before: the same user at the same address, or, for a key that cannot read its own
   * profile, the very same key.
   */
  async function findTwin(
    file: AccountsFile,
    input: { kind: AccountRecord['kind']; baseUrl: string; apiKey: string },
    profile: Profile | null,
  ): Promise<AccountRecord | undefined> {
    const here = file.accounts.filter(
      (account) => account.kind === input.kind && account.baseUrl === input.baseUrl,
    );
    if (profile) return here.find((account) => account.username === profile.username);
    for (const account of here) {
      if ((await credentials.get(account.id).catch(() => null)) === input.apiKey) return account;
    }
    return undefined;
  }

  /** Verifies the key, then stores the key, then the record; a failure at any step leaves nothing behind. */
  async function addVerified(input: {
    name: string;
    kind: AccountRecord['kind'];
    baseUrl: string;
    apiKey: string;
    call: Call;
  }) {
    const profile = await profileOrScoped(input.call);
    const file = await records.load();
    const twin = await findTwin(file, input, profile);
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
      ...learned(profile, await probeOf(input.call, profile), now),
      addedAt: stamp(now),
    };
    await credentials.set(record.id, input.apiKey);
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
      apiKey,
      call: directCall({ baseUrl: normalised, apiKey, fetch: deps.fetch }),
    });
  });

  registrar.handle('accounts:addSandbox', async ({ user: which }) => {
    const sandbox = await deps.sandbox.ensure();
    // The demo user by default; its admin for "Try admin mode". Either key stays in main.
    const admin = which === 'admin';
    const user = admin
      ? sandbox.accounts.find((account) => account.status === 'admin')
      : (sandbox.accounts.find((account) => account.status === 'pro') ?? sandbox.accounts[0]);
    if (!user) throw new AppError('internal', 'The built-in sandbox has no account to offer.');
    return addVerified({
      name: admin ? 'Sandbox admin' : 'Sandbox',
      kind: 'sandbox',
      baseUrl: '',
      apiKey: user.apiKey,
      call: directCall({ baseUrl: sandbox.url, apiKey: user.apiKey, fetch: deps.fetch }),
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

  registrar.handle('accounts:setBaseUrl', async ({ id, baseUrl, apiKey, keepKey }) => {
    const record = find(await records.load(), id);
    if (record.kind === 'sandbox') {
      throw new AppError('validation', 'The sandbox account’s address is managed by Linkdesk.', {
        field: 'baseUrl',
      });
    }
    const normalised = normaliseBaseUrl(baseUrl);
    // The stored key goes only where it was given for: the same scheme, host and port, and only when asked.
    const sameOrigin = new URL(normalised).origin === new URL(record.baseUrl).origin;
    if (apiKey === undefined && !sameOrigin) {
      throw new AppError(
        'validation',
        'Enter the API key again: Linkdesk never sends a stored key to another server, or over a weaker connection than the one it was given for.',
        { field: 'apiKey' },
      );
    }
    if (apiKey === undefined && keepKey !== true) {
      throw new AppError('validation', 'Confirm that the stored key may be used at the new address.', {
        field: 'keepKey',
      });
    }
    // The key must work at the new address before the address is changed.
    const call = directCall({
      ...(await ctx.connectionFor(record, apiKey === undefined ? {} : { apiKey })),
      baseUrl: normalised,
    });
    const profile = await profileOrScoped(call);
    if (apiKey !== undefined && (profile?.username ?? '') !== record.username) {
      throw new AppError(
        'validation',
        `This key does not belong to "${record.username}" at the new address. Add it as a new account instead.`,
        { field: 'apiKey' },
      );
    }
    const reach = await probeOf(call, profile);
    if (apiKey !== undefined) await credentials.set(id, apiKey);
    const view = toView(await storeLearned(id, profile, reach, { baseUrl: normalised }));
    // Answers saved from the old address describe another installation.
    await deps.gateway.forget(id);
    return view;
  });

  registrar.handle('accounts:replaceKey', async ({ id, apiKey }) => {
    const record = find(await records.load(), id);
    const call = directCall(await ctx.connectionFor(record, { apiKey }));
    const profile = await profileOrScoped(call);
    // A key that cannot read its profile cannot show whose it is: it may replace only a key that could not either.
    if ((profile?.username ?? '') !== record.username) {
      const message = profile
        ? `This key belongs to "${profile.username}", not to "${record.username}". Add it as a new account instead.`
        : `This key cannot read its account, so Linkdesk cannot tell that it is "${record.username}"'s. Add it as a new account instead.`;
      throw new AppError('validation', message, { field: 'apiKey' });
    }
    const reach = await probeOf(call, profile);
    await credentials.set(id, apiKey);
    return toView(await storeLearned(id, profile, reach));
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
    await deps.gateway.forget(id);
    return state(next);
  });

  registrar.handle('accounts:probe', async ({ id }) => {
    // A check a person asked for: it goes through the account's rate limit but is never answered from the cache.
    const { profile, reach } = await ctx.write({ accountId: id }, async (call) => {
      const found = await profileOrScoped(call);
      return { profile: found, reach: await probeOf(call, found) };
    });
    return toView(await storeLearned(id, profile, reach));
  });

  registrar.handle('account:get', async (request) => {
    const answer = await ctx.read('account:get', request, (call) => getProfile(call));
    const profile = answer.data;
    const record = find(await records.load(), request.accountId);
    if (!answer.stale && (profile.email !== record.email || profile.status !== record.status)) {
      await update(request.accountId, (stored) =>
        Object.assign(stored, { email: profile.email, status: profile.status }),
      );
    }
    return answer;
  });

  registrar.handle('account:avatar', async ({ accountId, url }) =>
    fetchAvatar(deps.fetch, url, await ctx.installationUrl(accountId)),
  );

  registrar.handle('account:update', async (request) => {
    const { email, password } = request as { email?: string; password?: string };
    const message = await ctx.write(request, (call) =>
      updateProfile(call, {
        ...(email !== undefined ? { email } : {}),
        ...(password !== undefined ? { password } : {}),
      }),
    );
    if (email !== undefined) await update(request.accountId, (stored) => (stored.email = email));
    return { message };
  });
}
