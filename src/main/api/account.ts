import { AppError } from '../../shared/ipc/app-error.ts';
import type { Profile } from '../../shared/ipc/models.ts';
import type { Call } from './call.ts';
import { profile } from './normalise/users.ts';
import { Unreadable } from './normalise/values.ts';
import { messageOf } from './normalise/writes.ts';

const NOT_AN_ACCOUNT =
  'The installation answered, but not with an account. Is the base URL the address of your installation?';

/**
 * Deployed servers send ids as strings and statuses in any case; a profile is whole or it is an error. This is
 * the first answer a new account gets, so an unreadable one most likely means a wrong address.
 */
export function normaliseProfile(data: unknown): Profile {
  try {
    return profile(data);
  } catch (error) {
    if (error instanceof Unreadable) throw new AppError('bad_response', NOT_AN_ACCOUNT);
    throw error;
  }
}

export async function getProfile(call: Call): Promise<Profile> {
  const answer = await call('GET', 'api/account');
  return normaliseProfile(answer.body.data);
}

export async function updateProfile(
  call: Call,
  changes: { email?: string; password?: string },
): Promise<string> {
  const answer = await call('PUT', 'api/account/update', changes);
  return messageOf(answer.body, 'Your account has been updated.').message;
}
