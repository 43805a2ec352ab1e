import type { Listing } from '../../shared/ipc/resources.ts';
import type { Call } from './call.ts';
import { addSkipped } from './normalise/answer.ts';
import { readListing, type PageRequest } from './normalise/listing.ts';

/** A paginated collection of the API: where it is, under which key(s) its items come, and how to read one. */
export interface CollectionSpec<T> {
  /** Relative path, possibly with a query of its own (`api/urls?order=click`); paging is added to it. */
  path: string;
  /** The collection key of the answer; several when installations differ (`cta` or `overlay`). */
  keys: readonly string[];
  item: (raw: unknown) => T;
  /** Names the collection in errors for people: "the pixel list". */
  what: string;
  /**
   * What makes two items the same one, for dropping repeats while fetching a whole collection. By default the
   * numeric `id`, or the whole item when it has none (shared domains have `id: null`).
   */
  identity?: (item: T) => unknown;
}

/** The most pages a whole collection is read in: ten million items at the API's usual pages of 1,000. */
export const MAX_PAGES = 10_000;

/** Pages asked for at once while fetching a whole collection; the gateway's rate limiter paces them further. */
const PAGES_AT_ONCE = 3;

function pagePath(path: string, { page, limit }: PageRequest): string {
  const [route, query] = path.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  params.set('limit', String(limit));
  params.set('page', String(page));
  return `${route}?${params}`;
}

function defaultIdentity(item: unknown): unknown {
  const { id } = item as { id?: unknown };
  return typeof id === 'number' ? id : JSON.stringify(item);
}

/** One page of a collection, as the installation pages it. */
export async function listPage<T>(
  call: Call,
  spec: CollectionSpec<T>,
  asked: PageRequest,
): Promise<Listing<T>> {
  const answer = await call('GET', pagePath(spec.path, asked));
  return readListing(answer.body, spec.keys, spec.item, spec.what, asked);
}

export interface FetchAllOptions {
  /** Items asked per page; the installation may cap it, and its answer says what it used. */
  pageSize?: number;
  /** After each page: distinct items loaded so far, and how many the installation says there are. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Every item of a collection in as few requests as the installation allows: the first page at `pageSize`, then
 * the remaining pages at the page size the installation reports, a few at a time, up to the `maxpage` of the
 * first answer. Items that shifted onto a second page while fetching (something was added meanwhile) are kept
 * once, where they were first seen. A failed page (cancelled, timed out, refused) fails the whole fetch.
 */
export async function fetchAll<T>(
  call: Call,
  spec: CollectionSpec<T>,
  { pageSize = 1000, onProgress }: FetchAllOptions = {},
): Promise<Listing<T>> {
  const identity = spec.identity ?? defaultIdentity;
  const first = await listPage(call, spec, { page: 1, limit: pageSize });
  // `maxpage` is the installation's word: never more pages than its own total needs, nor than any list could.
  const lastPage = Math.min(first.maxPage, Math.max(1, Math.ceil(first.total / first.perPage)), MAX_PAGES);
  const limit = first.perPage;
  const pages: T[][] = [first.items];
  const seen = new Set<unknown>();
  const count = (items: readonly T[]) => {
    for (const item of items) seen.add(identity(item));
  };
  count(first.items);
  onProgress?.(seen.size, first.total);

  let last = first;
  let skipped = first.skipped ?? null;
  let nextPage = 2;
  let failed = false;
  const worker = async () => {
    while (!failed && nextPage <= lastPage) {
      const page = nextPage++;
      try {
        const answer = await listPage(call, spec, { page, limit });
        pages[page - 1] = answer.items;
        if (page === lastPage) last = answer;
        skipped = addSkipped(skipped, answer.skipped);
        count(answer.items);
        onProgress?.(seen.size, answer.total);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.min(PAGES_AT_ONCE, Math.max(0, lastPage - 1));
  await Promise.all(Array.from({ length: workers }, worker));

  const kept = new Set<unknown>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const key = identity(item);
      if (kept.has(key)) continue;
      kept.add(key);
      items.push(item);
    }
  }
  return {
    items,
    total: last.total,
    page: Math.max(1, lastPage),
    maxPage: lastPage,
    perPage: limit,
    ...(skipped ? { skipped } : {}),
  };
}
