import { AppError } from '../../shared/ipc/app-error.ts';
import type { Cached } from '../../shared/ipc/resources.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { Call } from '../api/call.ts';
import { refusalReason } from '../api/key-reach.ts';
import type { AccountRequest, HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** The offline cache keys (`cacheKey`: channel first) of what only an admin reads: users and plans. */
const ADMIN_ANSWERS = ['users:', 'plans:'];

type AdminRoleDeps = Pick<HandlerDeps, 'records' | 'gateway'>;

/**
 * Once the key is known not to be an admin's, the users and plans it read as one leave the offline cache: they
 * would otherwise still be answered, names and e-mails included, whenever the installation is out of reach.
 */
export function forgetAdminAnswers(deps: Pick<HandlerDeps, 'gateway'>, accountId: string): void {
  for (const prefix of ADMIN_ANSWERS) deps.gateway.forgetCached(accountId, prefix);
}

/**
 * Runs an admin call, and when the installation refuses it, asks whether the key is still an admin's (the
 * admin-only plan list, as when the account was added). Still an admin: the refusal was about this one action
 * (another admin's account, say) and passes as it is. No longer: the record stops saying admin, so the window
 * drops the Admin section, the account's admin answers leave the offline cache, and the person is told why in
 * words.
 */
export function createAdminGuard(ctx: HandlerContext, deps: AdminRoleDeps) {
  async function stillAdmin(accountId: string): Promise<boolean | null> {
    try {
      await ctx.write({ accountId }, (call) => call('GET', 'api/plans'));
      return true;
    } catch (error) {
      return refusalReason(error) === null ? null : false;
    }
  }

  return async <T>(request: AccountRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (refusalReason(error) === null || (await stillAdmin(request.accountId)) !== false) throw error;
      let wasAdmin = false;
      const record = await ctx.update(request.accountId, (found) => {
        wasAdmin = found.isAdmin === true;
        found.isAdmin = false;
      });
      forgetAdminAnswers(deps, request.accountId);
      throw new AppError(
        'forbidden',
        wasAdmin
          ? `The installation no longer accepts the key of “${record.name}” as an admin’s (its role changed), so Linkdesk has hidden the Admin section for it.`
          : `The key of “${record.name}” is not an admin’s: the installation keeps users and plans to admins.`,
      );
    }
  };
}

export type AdminGuard = ReturnType<typeof createAdminGuard>;

/**
 * Reads of users and plans. Once main knows the key is not an admin's (`isAdmin` false: a refusal, or a check of
 * the account), they are refused at once and the account's admin answers dropped, rather than answered from the
 * offline cache whenever the installation is out of reach. "Check again" on the account finds a role given back.
 */
export function createAdminReads(ctx: HandlerContext, deps: AdminRoleDeps, asAdmin: AdminGuard) {
  return async <T>(
    channel: string,
    request: AccountRequest,
    run: (call: Call, record: AccountRecord) => Promise<T>,
  ): Promise<Cached<T>> => {
    const record = ctx.find(await deps.records.load(), request.accountId);
    if (record.isAdmin === false) {
      forgetAdminAnswers(deps, request.accountId);
      throw new AppError(
        'forbidden',
        `The key of “${record.name}” is not an admin’s, as Linkdesk last found, so it shows no users or plans for it. If its role was given back, choose “Check again” on the account.`,
      );
    }
    return asAdmin(request, () => ctx.read(channel, request, run));
  };
}
