import { SCOPE_REFUSAL, type KeyScope } from '../../shared/api/constants.ts';
import type { AuthenticatedUser } from '../context.ts';
import { ApiError } from './errors.ts';

/**
 * The group each API path belongs to, by its first segment after `/api/`. The admin groups (users,
 * plans) are in no scope: a scoped key never reaches them, whoever owns it.
 */
const SCOPE_OF_SEGMENT: Record<string, KeyScope> = {
  account: 'account',
  urls: 'links',
  url: 'links',
  qr: 'qr',
  domains: 'domains',
  domain: 'domains',
  pixels: 'pixels',
  pixel: 'pixels',
  splash: 'splash',
  overlay: 'overlay',
  campaigns: 'campaigns',
  campaign: 'campaigns',
  channels: 'channels',
  channel: 'channels',
};

/**
 * A scoped key asked for something outside its scope. The key itself is valid, so this is not a key
 * refusal: the reference profile answers 403 with the message, the deployed one HTTP 200 with `error: true`.
 */
export class ScopeRefused extends ApiError {
  constructor() {
    super(403, SCOPE_REFUSAL);
  }
}

/** Throws when `user` came with a scoped key that does not reach the API path of `url`. */
export function requireScope(user: AuthenticatedUser, url: string): void {
  if (user.scopes === null) return;
  const segment = /^\/api\/([^/?#]*)/.exec(url)?.[1] ?? '';
  const scope = Object.hasOwn(SCOPE_OF_SEGMENT, segment) ? SCOPE_OF_SEGMENT[segment] : undefined;
  if (scope === undefined || !user.scopes.includes(scope)) throw new ScopeRefused();
}
