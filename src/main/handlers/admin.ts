import { AppError } from '../../shared/ipc/app-error.ts';
import type { Message } from '../../shared/ipc/resources.ts';
import type { Call } from '../api/call.ts';
import { listPlans, subscribeUser } from '../api/endpoints/plans.ts';
import {
  addUser,
  deleteUser,
  getUserWithRole,
  listUsersWithRoles,
  loginAddress,
  userIdentity,
} from '../api/endpoints/users.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { SecretClipboard } from '../clipboard/secret-clipboard.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { safeExternalUrl } from '../security/external-url.ts';
import { createAdminReads, type AdminGuard } from './admin-role.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** An admin's own account cannot be deleted from Linkdesk: the installation must keep the admin using it. */
const SELF_DELETE_REFUSAL =
  'You cannot delete your own account: ask another admin of this installation to do it.';

/**
 * Deletes a user unless it is the key's own account, known by its username or, for a key that cannot read its
 * own profile, by the key itself where the installation sends users' keys. Checked here as well as in the
 * window: not every installation refuses it, and a held delete is sent later, from whatever list was shown then.
 */
export async function deleteOtherUser(
  call: Call,
  id: number,
  record: AccountRecord,
  ownKey: string,
): Promise<Message> {
  const target = await userIdentity(call, id);
  const sameName = record.username !== '' && target.username.toLowerCase() === record.username.toLowerCase();
  if (sameName || target.apiKey === ownKey)
    throw new AppError('conflict', SELF_DELETE_REFUSAL, { field: 'id' });
  return deleteUser(call, id);
}

/**
 * Plans and users, for admin keys. Whether the key is an admin's is the installation's call (a role can change
 * on the server at any time). Other users' API keys never leave main: the readers drop them, and the one action
 * that needs a key puts it on the clipboard from here.
 */
export function registerAdminHandlers(
  registrar: Registrar,
  deps: Pick<HandlerDeps, 'openExternal' | 'records' | 'gateway'>,
  ctx: HandlerContext,
  clipboard: SecretClipboard,
  asAdmin: AdminGuard,
): void {
  const adminRead = createAdminReads(ctx, deps, asAdmin);
  registrar.handle('plans:list', (request) => adminRead('plans:list', request, (call) => listPlans(call)));
  registrar.handle('plans:subscribe', ({ planId, userId, type, expiration, ...request }) =>
    asAdmin(request, () =>
      ctx.write(request, (call) => subscribeUser(call, planId, userId, { type, expiration })),
    ),
  );

  registrar.handle('users:list', (request) =>
    adminRead('users:list', request, (call) =>
      listUsersWithRoles(call, { filter: request.filter, email: request.email }),
    ),
  );
  registrar.handle('users:get', (request) =>
    adminRead('users:get', request, (call) => getUserWithRole(call, request.id)),
  );
  registrar.handle('users:add', ({ username, email, password, planid, expiration, ...request }) =>
    asAdmin(request, () =>
      ctx.write(request, (call) => addUser(call, { username, email, password, planid, expiration })),
    ),
  );
  registrar.handle('users:delete', ({ id, ...request }) =>
    asAdmin(request, () =>
      ctx.write(request, async (call, record) =>
        deleteOtherUser(call, id, record, (await ctx.connectionFor(record)).apiKey),
      ),
    ),
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
      const { apiKey } = await ctx.write(request, (call) => userIdentity(call, id));
      if (apiKey === null) {
        throw new AppError(
          'unsupported',
          'This installation does not give admins their users’ API keys, so there is none to copy.',
        );
      }
      await clipboard.copy(apiKey);
      return { copied: true as const, clearsAfterSeconds: Math.round(clipboard.clearAfterMs / 1000) };
    }),
  );
}
