import type { KeyScope } from '../../../shared/api/constants.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import type { Screen } from './shell-slice.ts';

export interface Area {
  screen: Screen;
  label: string;
  /** The part of the API the area reads: a scoped key or a plan may not reach it. None for Linkdesk's own. */
  scope?: KeyScope;
  /** For installation admins only: shown only while the account's key is an admin's. */
  admin?: true;
}

/** The areas of the product, in the order the sidebar and the command palette list them. */
export const AREAS: readonly Area[] = [
  { screen: 'account', label: 'Account', scope: 'account' },
  { screen: 'accounts', label: 'Accounts' },
  { screen: 'links', label: 'Links', scope: 'links' },
  { screen: 'shorten', label: 'Quick shorten' },
  { screen: 'import', label: 'Import links', scope: 'links' },
  { screen: 'qr', label: 'QR codes', scope: 'qr' },
  { screen: 'domains', label: 'Domains', scope: 'domains' },
  { screen: 'pixels', label: 'Pixels', scope: 'pixels' },
  { screen: 'splash', label: 'Splash pages', scope: 'splash' },
  { screen: 'overlays', label: 'CTA overlays', scope: 'overlay' },
  { screen: 'campaigns', label: 'Campaigns', scope: 'campaigns' },
  { screen: 'channels', label: 'Channels', scope: 'channels' },
  { screen: 'users', label: 'Users', admin: true },
  { screen: 'plans', label: 'Plans', admin: true },
];

/** Why an area is missing, in words for the person. */
export const WHY: Record<'key' | 'plan', string> = {
  key: 'this API key’s scope leaves it out',
  plan: 'the plan of this account does not include it',
};

/** The same, as the heading of a list of areas. */
export const LEFT_OUT_BY: Record<'key' | 'plan', string> = {
  key: 'Left out by this key’s scope',
  plan: 'Not in this account’s plan',
};

export interface MissingArea extends Area {
  reason: 'key' | 'plan';
  why: string;
}

/**
 * The areas the active account's key reaches; Linkdesk's own areas always; the admin areas only while the key
 * is an admin's.
 */
export function reachableAreas(account: AccountView | null): Area[] {
  return AREAS.filter(
    (area) =>
      (!area.scope || !account?.unreachable[area.scope]) && (!area.admin || account?.isAdmin === true),
  );
}

/** Whether the area is one of the Admin section's (users, plans). */
export const isAdminArea = (screen: Screen): boolean =>
  AREAS.some((area) => area.screen === screen && area.admin === true);

/** The areas the key does not reach, each with the reason the installation gave. */
export function missingAreas(account: AccountView | null): MissingArea[] {
  const missing: MissingArea[] = [];
  for (const area of AREAS) {
    const reason = area.scope ? account?.unreachable[area.scope] : undefined;
    if (reason) missing.push({ ...area, reason, why: WHY[reason] });
  }
  return missing;
}
