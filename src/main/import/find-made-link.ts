import type { ImportLink } from '../../shared/import/row-check.ts';
import type { Link } from '../../shared/ipc/resources.ts';
import type { Call } from '../api/call.ts';
import { linksCollection } from '../api/endpoints/collections.ts';
import { fetchAll } from '../api/paging.ts';
import type { FindContext, MadeLink } from './import-runner.ts';

/**
 * Installations print link dates in their own time zone, which Linkdesk does not know: a link counts as made
 * after the row was sent if its date is no more than a day before, wider than any time zone's offset.
 */
const DATE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const dateOf = (link: Link) => Date.parse(`${link.date.replace(' ', 'T')}Z`);

/**
 * The link a row whose answer was lost may have made: one to the same long URL, with the row's alias when it
 * has one (aliases are unique on an installation, so that is the one), else the newest link made after the
 * import's previous link, not older than the send, and not already another row's: a link made from the same
 * address before, by hand or by another import, is never claimed. An alias taken by a link elsewhere is not
 * claimed either: sending the row again gets the installation's refusal. The keyword search finds links by
 * alias and by URL; installations that ignore it answer every link, which the filter sorts out all the same.
 */
export async function findMadeLink(
  call: Call,
  link: ImportLink,
  context: FindContext,
): Promise<MadeLink | null> {
  const listing = await fetchAll(call, linksCollection({ q: link.custom ?? link.url }));
  const alias = link.custom?.toLowerCase();
  const candidates = listing.items.filter(
    (item) =>
      item.longurl === link.url &&
      (alias !== undefined
        ? item.alias.toLowerCase() === alias
        : item.id > context.afterId &&
          !context.claimed.has(item.id) &&
          !(dateOf(item) < context.since - DATE_TOLERANCE_MS)),
  );
  const newest = candidates.sort((a, b) => b.id - a.id)[0];
  return newest ? { id: newest.id, shorturl: newest.shorturl } : null;
}
