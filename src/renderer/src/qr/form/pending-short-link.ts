/**
 * How long the alias of a new code's short link is: the sandbox, like the installations it stands in for,
 * hands out six random letters and digits (longer only after repeated collisions, which a real account never
 * sees). The alias is not known before the code exists.
 */
export const NEW_ALIAS_LENGTH = 6;

/** Stands in for the alias a new code will get: as long as the real one, so the drawn code is the same size. */
export const PLACEHOLDER_ALIAS = 'x'.repeat(NEW_ALIAS_LENGTH);

/**
 * The short link a dynamic code made on this account will print, with a placeholder for its alias: drawn and
 * checked in the preview before the code exists, since the printed code carries this link, not its content.
 * `baseUrl` is the account's address as stored, without a trailing slash.
 */
export function pendingShortLink(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${PLACEHOLDER_ALIAS}`;
}

/** The short link as people read it: without the scheme, "links.example.com/xxxxxx". */
export function readableLink(link: string): string {
  return link.replace(/^https?:\/\//i, '');
}
