import type { AccountView } from '../../../shared/ipc/models.ts';

/**
 * Where the installation's own website manages campaigns or channels, for what its API cannot do (take an item
 * out of a channel; a link out of a campaign where updates keep it). `/user/<area>` is what deployed
 * installations are believed to use, as for splash pages (catalog/edit-page-url.ts); the built-in sandbox serves
 * no such pages, so its accounts have none (null).
 */
export function installationPageUrl(
  account: Pick<AccountView, 'kind' | 'baseUrl'>,
  area: 'campaigns' | 'channels',
): string | null {
  if (account.kind === 'sandbox' || !URL.canParse(account.baseUrl)) return null;
  return `${account.baseUrl.replace(/\/+$/, '')}/user/${area}`;
}
