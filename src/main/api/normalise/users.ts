import { USER_STATUSES, type UserStatus } from '../../../shared/api/constants.ts';
import type { Profile } from '../../../shared/ipc/models.ts';
import type { Created, User } from '../../../shared/ipc/resources.ts';
import {
  id,
  nullableDatetime,
  object,
  optionalId,
  optionalText,
  text,
  Unreadable,
  type RawObject,
} from './values.ts';

/** Deployed servers may capitalise statuses ("Pro"). */
function status(value: unknown): UserStatus {
  const lower = typeof value === 'string' ? value.toLowerCase() : value;
  if ((USER_STATUSES as readonly unknown[]).includes(lower)) return lower as UserStatus;
  throw new Unreadable(
    'status',
    value === undefined || value === null ? null : USER_STATUSES.join(', '),
    value,
  );
}

function profileOf(item: RawObject): Profile {
  return {
    id: id(item.id),
    username: text(item.username, 'username'),
    email: text(item.email, 'email'),
    avatar: optionalText(item.avatar, 'avatar'),
    status: status(item.status),
    expires: nullableDatetime(item.expires, 'expires'),
    registered: nullableDatetime(item.registered, 'registered') ?? '',
  };
}

/** The account of the key's owner (`GET /api/account`). */
export function profile(raw: unknown): Profile {
  return profileOf(object(raw, ''));
}

/**
 * A user as an admin sees them. The installation sends each user's API key too; the object is built field by
 * field so that the key never leaves main. No plan is said as 0, null or nothing: null.
 */
export function user(raw: unknown): User {
  const item = object(raw, '');
  return { ...profileOf(item), planId: optionalId(item.planid, 'planid'), isAdmin: null };
}

/** User create answers `data: {id, ...}` (reference) or `userid` (deployed). */
export function createdUser(body: RawObject): Created {
  if (body.data !== undefined && body.data !== null)
    return { id: id(object(body.data, 'data').id, 'data.id') };
  return { id: id(body.userid, 'userid') };
}
