import type { Revision } from '../../shared/api/constants.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { AccountsState } from '../../shared/ipc/models.ts';
import type { AccountRecord, AccountsFile } from '../accounts/account-record.ts';
import { normaliseBaseUrl, toView } from '../accounts/views.ts';
import { getProfile, probeRevision, updateProfile } from '../api/account.ts';
import { directCall, type Call } from '../api/call.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

const stamp = (date: Date) => date.toISOString();

/** The revision is a convenience: an installation that refuses the probe (rate limit, hiccup) stays unprobed. */
async function revisionOf(call: Call): Promise<Revision | null> {
  try {
    return await probeRevision(call);
  } catch {
    return null;
  }
}

/** The accounts kept in Linkdesk, and the profile of each on its installation. */
export function registerAccountHandlers(registrar: Registrar, deps: HandlerDeps, ctx: HandlerContext): void {
  const { records, credentials } = deps;
  const { find, update } = ctx;

  const state = (file: AccountsFile): AccountsState => ({
    accounts: file.accounts.map(toView),
    activeId: file.activeId,
  });

  /** Verifies the key, then stores the key, then the record; a failure at any step leaves nothing behind. */
  async function addVerified(input: {
    name: string;
    kind: AccountRecord['kind'];
    baseUrl: string;
    apiKey: string;
    call: Call;
  }) {
    const profile = await getProfile(input.call);
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
      revision: await revisionOf(input.call),
      revisionCheckedAt: stamp(now),
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

  registrar.handle('accounts:addSandbox', async () => {
    const sandbox = await deps.sandbox.ensure();
    const user = sandbox.accounts.find((account) => account.status === 'pro') ?? sandbox.accounts[0];
    if (!user) throw new AppError('internal', 'The built-in sandbox has no account to offer.');
    return addVerified({
      name: 'Sandbox',
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

  registrar.handle('accounts:setBaseUrl', async ({ id, baseUrl }) => {
    const record = find(await records.load(), id);
    if (record.kind === 'sandbox') {
      throw new AppError('validation', 'The sandbox account’s address is managed by Linkdesk.', {
        field: 'baseUrl',
      });
    }
    const normalised = normaliseBaseUrl(baseUrl);
    // The key must work at the new address before the address is changed.
    const call = directCall({ ...(await ctx.connectionFor(record)), baseUrl: normalised });
    const profile = await getProfile(call);
    const revision = await revisionOf(call);
    const view = toView(
      await update(id, (stored) =>
        Object.assign(stored, {
          baseUrl: normalised,
          username: profile.username,
          email: profile.email,
          status: profile.status,
          revision,
          revisionCheckedAt: stamp(deps.now()),
        }),
      ),
    );
    // Answers saved from the old address describe another installation.
    await deps.gateway.forget(id);
    return view;
  });

  registrar.handle('accounts:replaceKey', async ({ id, apiKey }) => {
    const record = find(await records.load(), id);
    const profile = await getProfile(directCall(await ctx.connectionFor(record, { apiKey })));
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
    await deps.gateway.forget(id);
    return state(next);
  });

  registrar.handle('accounts:probe', async ({ id }) => {
    // A check a person asked for: it goes through the account's rate limit but is never answered from the cache.
    const { profile, revision } = await ctx.write({ accountId: id }, async (call) => ({
      profile: await getProfile(call),
      revision: await probeRevision(call),
    }));
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
