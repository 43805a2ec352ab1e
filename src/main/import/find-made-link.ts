import type { ImportLink } from '../../shared/import/row-check.ts';
import type { Link } from '../../shared/ipc/resources.ts';
import type { Call } from '../api/call.ts';
import { linksCollection } from '../api/endpoints/collections.ts';
import { fetchAll } from '../api/paging.ts';
import type { MadeLink } from './import-runner.ts';

/**
 * Installations print link dates in their own time zone, which Linkdesk does not know: a link counts as made
 * after the row was sent if its date is no more than a day before, wider than any time zone's offset.
 */
const DATE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const dateOf = (link: Link) => Date.parse(`${link.date.replace(' ', 'T')}Z`);

/**
 * The link a row whose answer was lost may have made. With an alias, the link with that alias (aliases are
 * unique on an installation). Without, the newest link to the same long URL that is not older than the send
 * and not already another row's: a link made from the same address before the import is not claimed. The
 * keyword search finds both by alias and by URL; installations that ignore it answer every link, which the
 * filter sorts out all the same.
 */
export async function findMadeLink(
  call: Call,
  link: ImportLink,
  since: number,
  claimed: ReadonlySet<number>,
): Promise<MadeLink | null> {
  const listing = await fetchAll(call, linksCollection({ q: link.custom ?? link.url }));
  const alias = link.custom?.toLowerCase();
  const candidates = listing.items.filter((item) =>
    alias !== undefined
      ? item.alias.toLowerCase() === alias
      : item.longurl === link.url && !claimed.has(item.id) && !(dateOf(item) < since - DATE_TOLERANCE_MS),
  );
  const newest = candidates.sort((a, b) => b.id - a.id)[0];
  return newest ? { id: newest.id, shorturl: newest.shorturl } : null;
}
