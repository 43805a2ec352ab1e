import type { z } from 'zod';
import type { UserStatus } from '../../../shared/api/constants.ts';
import { AppError } from '../../../shared/ipc/app-error.ts';
import type { userCreateBody } from '../../../shared/api/requests.ts';
import type { Created, Message, User } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer, readItems } from '../normalise/answer.ts';
import { createdUser, user } from '../normalise/users.ts';
import { list, nested, object, text } from '../normalise/values.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment, withQuery } from './paths.ts';

export type UserCreate = z.output<typeof userCreateBody>;

export interface UserFilter {
  filter?: UserStatus | undefined;
  /** One address, matched whole. */
  email?: string | undefined;
}

/**
 * Admin only; a plain array under `data`. Users' API keys are dropped here and never leave main. A user that
 * cannot be read is left out rather than failing the list.
 */
export async function listUsers(call: Call, { filter, email }: UserFilter = {}): Promise<User[]> {
  const answer = await call('GET', withQuery('api/users', { filter, email: email?.trim() || undefined }));
  const raw = readAnswer('the user list', () => list(answer.body.data, 'data'));
  return readItems('the user list', raw, user).items;
}

/**
 * Users with their admin role. Deployed servers report an admin's `status` as `pro`, so the role comes from the
 * installation's own admin list (`filter=admin`); when that list cannot be read the role stays unknown (null).
 */
export async function listUsersWithRoles(call: Call, filter: UserFilter = {}): Promise<User[]> {
  const [users, admins] = await Promise.all([
    listUsers(call, filter),
    filter.filter === 'admin' ? null : listUsers(call, { filter: 'admin' }).catch(() => null),
  ]);
  if (filter.filter === 'admin') return users.map((one) => ({ ...one, isAdmin: true }));
  const adminIds = admins ? new Set(admins.map((admin) => admin.id)) : null;
  return users.map((one) => ({ ...one, isAdmin: adminIds ? adminIds.has(one.id) : null }));
}

/** One user with the admin role read the same way as in the list. */
export async function getUserWithRole(call: Call, id: number): Promise<User> {
  const [one, admins] = await Promise.all([
    getUser(call, id),
    listUsers(call, { filter: 'admin' }).catch(() => null),
  ]);
  return { ...one, isAdmin: admins ? admins.some((admin) => admin.id === one.id) : null };
}

export async function getUser(call: Call, id: number): Promise<User> {
  const answer = await call('GET', `api/user/${idSegment(id)}`);
  return readAnswer('the user', () => nested('data', () => user(answer.body.data)));
}

export async function addUser(call: Call, body: UserCreate): Promise<Created> {
  const answer = await call('POST', 'api/user/add', body);
  return readAnswer('the new user', () => createdUser(answer.body));
}

/** Everything the user owned goes with them. */
export async function deleteUser(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/user/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The user has been deleted.');
}

/**
 * The one-time address that signs in as the user on the installation's web dashboard (`GET /api/user/login/<id>`,
 * deployed installations and the sandbox; not in the reference). It is a credential: the caller hands it to the
 * system browser and keeps it nowhere, so it is never read through the offline cache.
 */
export async function loginAddress(call: Call, id: number): Promise<string> {
  const answer = await call('GET', `api/user/login/${idSegment(id)}`).catch((error: unknown) => {
    // The reference has no such endpoint; deployed installations answer the same for a user who is gone.
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError(
        'not_found',
        'The installation did not give a sign-in address: it may not offer signing in as its users, or this user is gone.',
      );
    }
    throw error;
  });
  const url = answer.body.url ?? (answer.body.data as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string' || url.trim() === '') {
    throw new AppError('bad_response', 'The installation did not answer a login address for this user.');
  }
  return url.trim();
}

/**
 * Who a user is, with their API key where the installation sends it (deployed ones and the sandbox do; the
 * reference does not promise it): for the clipboard and for telling the key's own account, nothing else.
 * Read raw here because the user reader drops keys, which must never leave main.
 */
export async function userIdentity(
  call: Call,
  id: number,
): Promise<{ username: string; apiKey: string | null }> {
  const answer = await call('GET', `api/user/${idSegment(id)}`);
  const data = readAnswer('the user', () => object(answer.body.data, 'data'));
  const key = data.apikey;
  return {
    username: readAnswer('the user', () => text(data.username, 'username')),
    apiKey: typeof key === 'string' && key.trim() !== '' ? key.trim() : null,
  };
}
