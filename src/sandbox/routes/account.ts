import type { Account, User } from '../../shared/api/models.ts';
import { accountUpdateBody } from '../../shared/api/requests.ts';
import { parseBody } from '../http/validate.ts';
import { urls } from '../public/urls.ts';
import { getUser, updateAccount, type UserRow } from '../store/users.ts';
import type { RouteGroup } from './index.ts';

/** A user as Get Account shows them; the avatar URL is built per answer because the port changes. */
export function accountOf(user: UserRow, baseUrl: string): Account {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    avatar: urls.avatar(baseUrl, user.id),
    status: user.status,
    expires: user.expires,
    registered: user.registered,
  };
}

/** What admins see: the account plus the plan (0 for none) and the API key. */
export function userOf(user: UserRow, baseUrl: string): User {
  return { ...accountOf(user, baseUrl), planid: user.plan_id ?? 0, apikey: user.api_key };
}

export const accountRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  app.get('/api/account', (request) => ({
    error: 0,
    data: accountOf(getUser(db, request.user.id), ctx.baseUrl()),
  }));

  app.put('/api/account/update', (request) => {
    updateAccount(db, request.user.id, parseBody(accountUpdateBody, request.body));
    return { error: 0, message: 'Account has been updated successfully.' };
  });
};
