import type { Screen } from './shell-slice.ts';

/** The areas of the product, in the order the sidebar and the command palette list them. */
export const AREAS: readonly { screen: Screen; label: string }[] = [
  { screen: 'account', label: 'Account' },
  { screen: 'accounts', label: 'Accounts' },
  { screen: 'links', label: 'Links' },
  { screen: 'qr', label: 'QR codes' },
  { screen: 'domains', label: 'Domains' },
  { screen: 'pixels', label: 'Pixels' },
  { screen: 'splash', label: 'Splash pages' },
  { screen: 'overlays', label: 'CTA overlays' },
];
