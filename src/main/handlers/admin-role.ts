import { AppError } from '../../shared/ipc/app-error.ts';
import { refusalReason } from '../api/key-reach.ts';
import type { AccountRequest, HandlerContext } from './context.ts';

/**
 * Runs an admin call, and when the installation refuses it, asks whether the key is still an admin's (the
 * admin-only plan list, as when the account was added). Still an admin: the refusal was about this one action
 * (another admin's account, say) and passes as it is. No longer: the record stops saying admin, so the window
 * drops the Admin section, and the person is told why in words.
 */
export function createAdminGuard(ctx: HandlerContext) {
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
