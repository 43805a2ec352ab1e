import type { UserStatus } from '../../../shared/api/constants.ts';
import type { User } from '../../../shared/ipc/resources.ts';

/**
 * The user's role as a person means it: an admin is an admin even where the installation reports `pro`
 * (deployed servers do; main asks the installation's own admin list to tell).
 */
export function roleOf(user: User): UserStatus {
  return user.isAdmin ? 'admin' : user.status;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How close an expiry must be to stand out. */
export const EXPIRES_SOON_DAYS = 7;

/** The API's `YYYY-MM-DD HH:MM:SS`, which is UTC, as a time; null for no expiry or one that cannot be read. */
function expiryTime(expires: string | null): number | null {
  if (!expires) return null;
  const time = Date.parse(`${expires.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? null : time;
}

/** Whether a membership has ended (`past`) or ends within a week (`soon`); null otherwise or without one. */
export function expiryState(expires: string | null, now: number): 'past' | 'soon' | null {
  const time = expiryTime(expires);
  if (time === null) return null;
  if (time <= now) return 'past';
  return time - now <= EXPIRES_SOON_DAYS * DAY_MS ? 'soon' : null;
}

/** The same in words, for a title or a screen reader: "ended", "ends within 7 days". */
export const EXPIRY_WORDS = { past: 'ended', soon: `ends within ${EXPIRES_SOON_DAYS} days` } as const;

/** Whether the user is the one whose key the account holds: the one account an admin may not delete. */
export function isSelf(user: User, accountUsername: string): boolean {
  return accountUsername !== '' && user.username.toLowerCase() === accountUsername.toLowerCase();
}
