import { listPlans, subscribeUser } from '../api/endpoints/plans.ts';
import { addUser, deleteUser, getUserWithRole, listUsersWithRoles } from '../api/endpoints/users.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerContext } from './context.ts';

/**
 * Plans and users, for admin keys. Whether the key is an admin's is the installation's call (a status can change
 * on the server at any time); a refusal comes back as `forbidden`.
 */
export function registerAdminHandlers(registrar: Registrar, ctx: HandlerContext): void {
  registrar.handle('plans:list', (request) => ctx.read('plans:list', request, (call) => listPlans(call)));
  registrar.handle('plans:subscribe', ({ planId, userId, type, expiration, ...request }) =>
    ctx.write(request, (call) => subscribeUser(call, planId, userId, { type, expiration })),
  );

  registrar.handle('users:list', (request) =>
    ctx.read('users:list', request, (call) =>
      listUsersWithRoles(call, { filter: request.filter, email: request.email }),
    ),
  );
  registrar.handle('users:get', (request) =>
    ctx.read('users:get', request, (call) => getUserWithRole(call, request.id)),
  );
  registrar.handle('users:add', ({ username, email, password, planid, expiration, ...request }) =>
    ctx.write(request, (call) => addUser(call, { username, email, password, planid, expiration })),
  );
  registrar.handle('users:delete', ({ id, ...request }) =>
    ctx.write(request, (call) => deleteUser(call, id)),
  );
}
