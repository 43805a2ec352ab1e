import { userCreateBody, userListFilter } from '../../shared/api/requests.ts';
import { requireAdmin } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { nowDatetime } from '../http/format.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { findPlan, statusOnPlan } from '../store/plans.ts';
import { createLoginToken } from '../store/login-tokens.ts';
import { createUser, deleteUser, getUser, listUsers } from '../store/users.ts';
import { urls } from '../public/urls.ts';
import { userOf } from './account.ts';
import type { RouteGroup } from './index.ts';

/** `?filter=` must be a status; `?email=` is one address, matched whole. */
function readUserQuery(query: Record<string, unknown>) {
  let status;
  if (query.filter !== undefined) {
    const parsed = userListFilter.safeParse(query.filter);
    if (!parsed.success) throw badRequest(`filter: ${parsed.error.issues[0]!.message}`, 'filter');
    status = parsed.data;
  }
  if (query.email !== undefined && typeof query.email !== 'string') {
    throw badRequest('email: give one email address', 'email');
  }
  return { status, email: query.email?.trim() };
}

export const userRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  app.get('/api/users', (request) => {
    requireAdmin(request.user);
    const filter = readUserQuery(request.query as Record<string, unknown>);
    return { error: 0, data: listUsers(db, filter).map((user) => userOf(user, ctx.baseUrl())) };
  });

  app.get('/api/user/:id', (request) => {
    requireAdmin(request.user);
    return { error: 0, data: userOf(getUser(db, parseId(request.params)), ctx.baseUrl()) };
  });

  // Not in the reference; deployed installations give admins a one-time URL that signs in as the user on the
  // web dashboard. Each call makes a new one.
  app.get('/api/user/login/:id', (request) => {
    requireAdmin(request.user);
    const token = createLoginToken(db, parseId(request.params), nowDatetime(ctx.now));
    return { error: 0, url: urls.loginOnce(ctx.baseUrl(), token) };
  });

  app.post('/api/user/add', (request) => {
    requireAdmin(request.user);
    const body = parseBody(userCreateBody, request.body);
    const id = db.transaction(() => {
      const plan = body.planid === undefined ? undefined : findPlan(db, body.planid);
      if (body.planid !== undefined && !plan) throw notFound(`planid: plan ${body.planid}`);
      return createUser(db, {
        username: body.username,
        email: body.email,
        password: body.password,
        status: plan ? statusOnPlan(plan) : 'free',
        planId: plan?.id ?? null,
        expires: body.expiration ?? null,
        registered: nowDatetime(ctx.now),
      });
    });
    return {
      error: 0,
      message: 'The user has been registered.',
      data: { id, email: body.email, username: body.username },
    };
  });

  app.delete('/api/user/:id/delete', (request) => {
    requireAdmin(request.user);
    const id = parseId(request.params);
    // Checked before anything else: an installation must keep the admin who is using it.
    if (id === request.user.id) {
      throw conflict('id: you cannot delete your own account; ask another admin to do it', 'id');
    }
    deleteUser(db, id);
    return { error: 0, message: 'The user and everything they owned have been deleted.' };
  });
};
