import type { KeyScope } from '../../../shared/api/constants.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import type { Screen } from './shell-slice.ts';

/** Where an area sits in the sidebar: what people work on, how they organise it, their brand, Linkdesk itself. */
export type AreaGroup = 'work' | 'organise' | 'brand' | 'settings' | 'admin';

export interface Area {
  screen: Screen;
  label: string;
  group: AreaGroup;
  /** The part of the API the area reads: a scoped key or a plan may not reach it. None for Linkdesk's own. */
  scope?: KeyScope;
  /** For installation admins only: shown only while the account's key is an admin's. */
  admin?: true;
}

/** The areas of the product, in the order the sidebar and the command palette list them, group by group. */
export const AREAS: readonly Area[] = [
  // Where an account opens: what is happening to its links, from the history kept on this computer.
  { screen: 'overview', label: 'Overview', group: 'work' },
  { screen: 'links', label: 'Links', group: 'work', scope: 'links' },
  { screen: 'qr', label: 'QR codes', group: 'work', scope: 'qr' },
  { screen: 'import', label: 'Import links', group: 'work', scope: 'links' },
  { screen: 'campaigns', label: 'Campaigns', group: 'organise', scope: 'campaigns' },
  { screen: 'channels', label: 'Channels', group: 'organise', scope: 'channels' },
  { screen: 'domains', label: 'Domains', group: 'brand', scope: 'domains' },
  { screen: 'pixels', label: 'Pixels', group: 'brand', scope: 'pixels' },
  { screen: 'splash', label: 'Splash pages', group: 'brand', scope: 'splash' },
  { screen: 'overlays', label: 'CTA overlays', group: 'brand', scope: 'overlay' },
  { screen: 'account', label: 'Account', group: 'settings', scope: 'account' },
  { screen: 'accounts', label: 'Accounts', group: 'settings' },
  { screen: 'shorten', label: 'Quick shorten', group: 'settings' },
  { screen: 'users', label: 'Users', group: 'admin', admin: true },
  { screen: 'plans', label: 'Plans', group: 'admin', admin: true },
];

/** Each group's heading in the sidebar, in the order the groups come. */
export const AREA_GROUPS: readonly { id: AreaGroup; label: string }[] = [
  { id: 'work', label: 'Work' },
  { id: 'organise', label: 'Organise' },
  { id: 'brand', label: 'Brand assets' },
  { id: 'settings', label: 'Settings' },
  { id: 'admin', label: 'Admin' },
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

/**
 * Where an account opens once it is added: its first area in the sidebar (the Overview, which every key
 * reaches), never its password form.
 */
export function landingScreen(account: AccountView | null): Screen {
  return reachableAreas(account)[0]?.screen ?? 'accounts';
}
