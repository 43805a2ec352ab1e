import type { Listing } from '../../../shared/ipc/resources.ts';
import { readAnswer, readItems } from './answer.ts';
import { counter, id, list, object, pageCount, Unreadable, type RawObject } from './values.ts';

/** What a list request asked for; the installation's answer may say otherwise (a capped limit). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** Finds the collection under the first of its possible keys (overlays: `cta` or `overlay`). */
function collection(data: RawObject, keys: readonly string[]): unknown[] {
  for (const key of keys) {
    const value = data[key];
    if (value !== undefined && value !== null) return list(value, `data.${key}`);
  }
  throw new Unreadable(`data.${keys.join(' or data.')}`, null);
}

/**
 * One page of a paginated answer, `{data: {result, perpage, currentpage, nextpage, maxpage, <key>: [...]}}`.
 * `nextpage` is never trusted (deployed servers give one past the end); `maxpage` may be a float; paging
 * numbers the installation leaves out are taken from the request.
 */
export function readListing<T>(
  body: RawObject,
  keys: readonly string[],
  item: (raw: unknown) => T,
  what: string,
  asked: PageRequest,
): Listing<T> {
  const envelope = readAnswer(what, () => {
    const data = object(body.data, 'data');
    const total = counter(data.result, 'data.result');
    const perPage = data.perpage === undefined ? asked.limit : id(data.perpage, 'data.perpage');
    return {
      raw: collection(data, keys),
      total,
      perPage,
      page: data.currentpage === undefined ? asked.page : id(data.currentpage, 'data.currentpage'),
      maxPage:
        data.maxpage === undefined ? Math.ceil(total / perPage) : pageCount(data.maxpage, 'data.maxpage'),
    };
  });
  const { items, skipped } = readItems(what, envelope.raw, item);
  return {
    items,
    total: envelope.total,
    page: envelope.page,
    maxPage: envelope.maxPage,
    perPage: envelope.perPage,
    ...(skipped ? { skipped } : {}),
  };
}
