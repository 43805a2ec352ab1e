import type { Link } from '../../shared/ipc/resources.ts';
import type { Call } from '../api/call.ts';
import { linksCollection } from '../api/endpoints/collections.ts';
import { fetchAll } from '../api/paging.ts';
import type { FindContext, LostRowCheck } from './import-runner.ts';
import type { NotedLink } from './import-note.ts';

/**
 * Installations print link dates in their own time zone, which Linkdesk does not know: a link counts as made
 * after the row was sent if its date is no more than a day before, wider than any time zone's offset.
 */
const DATE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const dateOf = (link: Link) => Date.parse(`${link.date.replace(' ', 'T')}Z`);
const newestFirst = (a: Link, b: Link) => b.id - a.id;
const madeAs = (link: Link) => ({ id: link.id, shorturl: link.shorturl });

/**
 * What became of a row whose answer was lost. Its own link, if the create got through, goes to the same long
 * URL and carries the row's note (`import-note.ts`) as its description: that proves it. Installations that keep
 * no description (the legacy revision) cannot prove it: a link to the same address made after the import's
 * previous link, not older than the send and not already another row's may be the row's or anyone's, and the
 * person is asked. Where descriptions are kept, a link without the note is someone else's, and the row is sent
 * again. A row with an alias is found by it (aliases are unique on an installation), unless that link carries
 * a description the row's would not: sending again then gets the installation's refusal of the alias. The
 * keyword search finds links by alias and by URL; installations that ignore it answer every link, which the
 * filter sorts out all the same.
 */
export async function findMadeLink(
  call: Call,
  link: NotedLink,
  context: FindContext & { keepsDescriptions: boolean },
): Promise<LostRowCheck> {
  const listing = await fetchAll(call, linksCollection({ q: link.custom ?? link.url }));
  const sameUrl = listing.items.filter((item) => item.longurl === link.url);
  const note = link.description;
  const proven = sameUrl
    .filter((item) => note !== undefined && item.description === note)
    .sort(newestFirst)[0];
  if (proven) return { outcome: 'made', link: madeAs(proven) };
  // Without the note, a link can be the row's only where the installation would have dropped it (or the row
  // was sent without one, by an older Linkdesk).
  const noteCouldBeLost = note === undefined || !context.keepsDescriptions;
  const couldBeOurs = (item: Link) => item.description === '' && noteCouldBeLost;

  const alias = link.custom?.toLowerCase();
  if (alias !== undefined) {
    const found = sameUrl.find((item) => item.alias.toLowerCase() === alias);
    return found && couldBeOurs(found) ? { outcome: 'made', link: madeAs(found) } : { outcome: 'not-made' };
  }
  const maybe = sameUrl
    .filter(
      (item) =>
        couldBeOurs(item) &&
        item.id > context.afterId &&
        !context.claimed.has(item.id) &&
        !(dateOf(item) < context.since - DATE_TOLERANCE_MS),
    )
    .sort(newestFirst)[0];
  return maybe ? { outcome: 'unsure', link: madeAs(maybe) } : { outcome: 'not-made' };
}
