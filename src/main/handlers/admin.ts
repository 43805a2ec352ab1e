import { AppError } from '../../shared/ipc/app-error.ts';
import type { Message } from '../../shared/ipc/resources.ts';
import type { Call } from '../api/call.ts';
import { listPlans, subscribeUser } from '../api/endpoints/plans.ts';
import {
  addUser,
  deleteUser,
  getUser,
  getUserWithRole,
  listUsersWithRoles,
  loginAddress,
  userApiKey,
} from '../api/endpoints/users.ts';
import { refusalReason } from '../api/key-reach.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { SecretClipboard } from '../clipboard/secret-clipboard.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { safeExternalUrl } from '../security/external-url.ts';
import type { AccountRequest, HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * What an admin handler does when the installation refuses the key as not an admin's (its role changed since
 * the account was added): the record stops saying admin, so the window drops the Admin section, and the person
 * is told why in words. Every other failure passes as it is.
 */
function losingAdmin(ctx: HandlerContext) {
  return async <T>(request: AccountRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (refusalReason(error) === null) throw error;
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

/** An admin's own account cannot be deleted from Linkdesk: the installation must keep the admin using it. */
export const SELF_DELETE_REFUSAL =
  'You cannot delete your own account: ask another admin of this installation to do it.';

/**
 * Deletes a user unless it is the key's own account. Checked here as well as in the window: not every
 * installation refuses it, and a held delete is sent later, from whatever list was shown then.
 */
export async function deleteOtherUser(call: Call, id: number, record: AccountRecord): Promise<Message> {
  if (record.username !== '') {
    const target = await getUser(call, id);
    if (target.username.toLowerCase() === record.username.toLowerCase())
      throw new AppError('conflict', SELF_DELETE_REFUSAL, { field: 'id' });
  }
  return deleteUser(call, id);
}

/**
 * Plans and users, for admin keys. Whether the key is an admin's is the installation's call (a role can change
 * on the server at any time). Other users' API keys never leave main: the readers drop them, and the one action
 * that needs a key puts it on the clipboard from here.
 */
export function registerAdminHandlers(
  registrar: Registrar,
  deps: Pick<HandlerDeps, 'openExternal'>,
  ctx: HandlerContext,
  clipboard: SecretClipboard,
): void {
  const asAdmin = losingAdmin(ctx);

  registrar.handle('plans:list', (request) =>
    asAdmin(request, () => ctx.read('plans:list', request, (call) => listPlans(call))),
  );
  registrar.handle('plans:subscribe', ({ planId, userId, type, expiration, ...request }) =>
    asAdmin(request, () =>
      ctx.write(request, (call) => subscribeUser(call, planId, userId, { type, expiration })),
    ),
  );

  registrar.handle('users:list', (request) =>
    asAdmin(request, () =>
      ctx.read('users:list', request, (call) =>
        listUsersWithRoles(call, { filter: request.filter, email: request.email }),
      ),
    ),
  );
  registrar.handle('users:get', (request) =>
    asAdmin(request, () => ctx.read('users:get', request, (call) => getUserWithRole(call, request.id))),
  );
  registrar.handle('users:add', ({ username, email, password, planid, expiration, ...request }) =>
    asAdmin(request, () =>
      ctx.write(request, (call) => addUser(call, { username, email, password, planid, expiration })),
    ),
  );
  registrar.handle('users:delete', ({ id, ...request }) =>
    asAdmin(request, () => ctx.write(request, (call, record) => deleteOtherUser(call, id, record))),
  );

  // Asked as a write: a write's answer is never kept in the offline cache, and this one is a credential.
  registrar.handle('users:loginAs', ({ id, ...request }) =>
    asAdmin(request, async () => {
      const given = await ctx.write(request, (call) => loginAddress(call, id));
      const url = safeExternalUrl(given);
      if (url === null) {
        throw new AppError(
          'bad_response',
          'The installation answered a login address that is not a web address, so Linkdesk did not open it.',
        );
      }
      await deps.openExternal(url, { secret: true });
      return { opened: true as const };
    }),
  );

  registrar.handle('users:copyApiKey', ({ id, ...request }) =>
    asAdmin(request, async () => {
      await clipboard.copy(await ctx.write(request, (call) => userApiKey(call, id)));
      return { copied: true as const, clearsAfterSeconds: Math.round(clipboard.clearAfterMs / 1000) };
    }),
  );
}
