import type { Revision } from '../../shared/api/constants.ts';
import { USER_STATUSES } from '../../shared/api/constants.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { Profile } from '../../shared/ipc/models.ts';
import type { Call } from './call.ts';

const NOT_AN_ACCOUNT =
  'The installation answered, but not with an account. Is the base URL the address of your installation?';

function integer(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/** Deployed servers send ids as strings and statuses in any case; a profile is whole or it is an error. */
export function normaliseProfile(data: unknown): Profile {
  const raw = (data ?? {}) as Record<string, unknown>;
  const id = integer(raw.id);
  const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : '';
  if (
    id === null ||
    typeof raw.username !== 'string' ||
    typeof raw.email !== 'string' ||
    !USER_STATUSES.includes(status as never)
  ) {
    throw new AppError('bad_response', NOT_AN_ACCOUNT);
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    id,
    username: raw.username,
    email: raw.email,
    avatar: text(raw.avatar) ?? '',
    status: status as Profile['status'],
    expires: text(raw.expires),
    registered: text(raw.registered) ?? '',
  };
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
  return typeof answer.body.message === 'string' ? answer.body.message : 'Your account has been updated.';
}

/**
 * The revision decides which screens exist: campaigns and channels came with the current one. A 404 on
 * the campaigns list (JSON or a web page) means the installation predates them.
 */
export async function probeRevision(call: Call): Promise<Revision> {
  try {
    await call('GET', 'api/campaigns?limit=1');
    return 'current';
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'bad_response'))
      return 'legacy';
    throw error;
  }
}
