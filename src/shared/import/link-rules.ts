import { MIN_ALIAS_LENGTH } from '../api/constants.ts';

/**
 * The link rules of `linkFields` (api/requests.ts) as plain functions, because an import checks tens of thousands
 * of rows while the person watches and a zod parse per cell costs several times more. The messages are the
 * schemas' own words, and link-rules.test.ts holds both to the schemas, so the two cannot drift apart.
 */

/** `httpUrl`: an http or https address that a URL parser accepts. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value);
}
export const URL_RULE = 'must be a full URL starting with http:// or https://';

/** `custom`: the alias a short link gets. */
const ALIAS_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${MIN_ALIAS_LENGTH},50}$`);
export function isAlias(value: string): boolean {
  return ALIAS_PATTERN.test(value);
}
export const ALIAS_RULE = `must be ${MIN_ALIAS_LENGTH} to 50 letters, digits, - or _`;

/** `metatitle` and `password` both stop at 255 characters. */
export const MAX_TITLE_LENGTH = 255;
export const MAX_PASSWORD_LENGTH = 255;
