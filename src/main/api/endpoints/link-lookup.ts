import { AppError } from '../../../shared/ipc/app-error.ts';
import type { Link, Listing } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { link, linkDetails, linkFromDetails } from '../normalise/links.ts';
import { readListing } from '../normalise/listing.ts';
import { fetchAll, type FetchAllOptions } from '../paging.ts';
import { linksCollection } from './collections.ts';
import { withQuery } from './paths.ts';

/** Deployed servers find only links on branded domains by short URL, and refuse the rest with this. */
const NOT_ON_A_BRANDED_DOMAIN = /permission to access this short url/i;

/** Short URLs compared as people mean them: scheme, case of the host and a trailing slash do not matter. */
function sameShortUrl(a: string, b: string): boolean {
  const bare = (value: string) =>
    value
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/+$/, '')
      .toLowerCase();
  return bare(a) === bare(b);
}

const found = (items: Link[]): Listing<Link> => ({
  items,
  total: items.length,
  page: 1,
  maxPage: items.length > 0 ? 1 : 0,
  perPage: Math.max(1, items.length),
});

/** The alias of a short URL: its last path segment. */
function aliasOf(short: string): string {
  return short.trim().replace(/\/+$/, '').split('/').pop() ?? '';
}

/**
 * The link behind a short URL, as a listing of zero or one. The reference answers `?short=` with a listing;
 * deployed servers with that one link's details, and with a refusal for links that are not on a branded domain;
 * legacy ones ignore the parameter. The refusal and a listing that does not hold the link fall back to a keyword
 * search for its alias, so a link is found wherever it lives.
 */
export async function findLinkByShortUrl(
  call: Call,
  short: string,
  options: FetchAllOptions = {},
): Promise<Listing<Link>> {
  const what = 'the short URL search';
  try {
    const answer = await call('GET', withQuery('api/urls', { short: short.trim(), limit: '100' }));
    if (answer.body.details !== undefined) {
      return found([readAnswer(what, () => linkFromDetails(linkDetails(answer.body)))]);
    }
    const listing = readListing(answer.body, ['urls'], link, what, { page: 1, limit: 100 });
    const matches = listing.items.filter((item) => sameShortUrl(item.shorturl, short));
    if (matches.length > 0) return found(matches);
  } catch (error) {
    if (!(error instanceof AppError && NOT_ON_A_BRANDED_DOMAIN.test(error.message))) throw error;
  }
  const alias = aliasOf(short);
  if (alias === '') return found([]);
  const searched = await fetchAll(call, linksCollection({ q: alias }), options);
  return found(searched.items.filter((item) => sameShortUrl(item.shorturl, short)));
}
