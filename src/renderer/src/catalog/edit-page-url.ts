import type { AccountView } from '../../../shared/ipc/models.ts';

/** The catalog items that are edited on the installation's own web pages, never through the API. */
export type CatalogKind = 'splash' | 'overlay';

/**
 * Where the installation edits a splash page or a CTA overlay, from the account's base URL.
 *
 * The API has no endpoint for these pages and the reference documents no path for them: `/user/splash/<id>/edit`
 * and `/user/overlay/<id>/edit` are what deployed installations are believed to use. They are kept here, in one
 * place, so a different path is a change of one line. The built-in sandbox serves no editing pages, so its
 * accounts have none (null).
 */
export function editPageUrl(
  account: Pick<AccountView, 'kind' | 'baseUrl'>,
  kind: CatalogKind,
  id: number,
): string | null {
  if (account.kind === 'sandbox' || !URL.canParse(account.baseUrl)) return null;
  const base = account.baseUrl.replace(/\/+$/, '');
  return `${base}/user/${kind}/${id}/edit`;
}
