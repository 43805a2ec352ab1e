import { KEY_SCOPES, type KeyScope, type Revision } from '../../shared/api/constants.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { Unreachable } from '../../shared/ipc/models.ts';
import type { Call } from './call.ts';

/** The cheapest read of each area: one item of its list. */
const AREA_PROBES: Record<KeyScope, string> = {
  account: 'api/account',
  links: 'api/urls?limit=1',
  qr: 'api/qr?limit=1',
  domains: 'api/domains?limit=1',
  pixels: 'api/pixels?limit=1',
  splash: 'api/splash?limit=1',
  overlay: 'api/overlay?limit=1',
  campaigns: 'api/campaigns?limit=1',
  channels: 'api/channels?limit=1',
};

/** A scoped key outside its scope is told so (HTTP 200 with `error: true` on deployed servers). */
const SCOPE_REFUSAL = /with this API key/i;

/** Why a refusal keeps the key out: its scope, or the plan (HTTP 403 "You do not have permission…"). */
export function refusalReason(error: unknown): 'key' | 'plan' | null {
  if (!(error instanceof AppError) || error.code !== 'forbidden') return null;
  return SCOPE_REFUSAL.test(error.message) ? 'key' : 'plan';
}

/** What an installation and a key allow, as found by asking: kept per account and shown in the window. */
export interface KeyReach {
  revision: Revision | null;
  /**
   * Whether the key is an admin's. Installations report admins' status as `pro`, so it is learned from an
   * admin-only endpoint: a plan list means admin, a refusal means not; anything else leaves it unknown.
   */
  isAdmin: boolean | null;
  unreachable: Unreachable;
}

async function reaches(call: Call, path: string): Promise<'yes' | 'key' | 'plan' | 'missing' | 'unknown'> {
  try {
    await call('GET', path);
    return 'yes';
  } catch (error) {
    const reason = refusalReason(error);
    if (reason) return reason;
    // Campaigns answer 404 (JSON or a web page) on installations that predate them.
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'bad_response'))
      return 'missing';
    return 'unknown';
  }
}

/**
 * Asks each area once, and the admin-only plan list, all at once. `known` skips areas already answered (the
 * account, read just before). Failures that say nothing of the key (a timeout, a rate limit) leave an area
 * counted as reachable and the admin flag unknown: a probe is a convenience and never fails an account.
 */
export async function probeKeyReach(
  call: Call,
  known: Partial<Record<KeyScope, 'yes' | 'key' | 'plan'>> = {},
): Promise<KeyReach> {
  const areas = KEY_SCOPES.filter((area) => known[area] === undefined);
  const [admin, ...answers] = await Promise.all([
    reaches(call, 'api/plans'),
    ...areas.map((area) => reaches(call, AREA_PROBES[area])),
  ]);
  const found: Partial<Record<KeyScope, string>> = { ...known };
  areas.forEach((area, index) => (found[area] = answers[index]));

  const unreachable: Unreachable = {};
  for (const area of KEY_SCOPES) {
    const answer = found[area];
    if (answer === 'key' || answer === 'plan') unreachable[area] = answer;
  }
  const campaigns = found.campaigns;
  const revision: Revision | null =
    campaigns === 'missing' ? 'legacy' : campaigns === 'unknown' ? null : 'current';
  const isAdmin = admin === 'yes' ? true : admin === 'key' || admin === 'plan' ? false : null;
  return { revision, isAdmin, unreachable };
}
