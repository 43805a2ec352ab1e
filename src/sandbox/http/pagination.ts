import type { FastifyRequest } from 'fastify';

export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 1000;

export interface Page {
  limit: number;
  page: number;
  offset: number;
}

/** Deployed servers fall back to the defaults for values that are not positive integers; so do we. */
function positiveIntOr(value: unknown, fallback: number): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number > 0 ? number : fallback;
}

export function readPage(request: FastifyRequest): Page {
  const query = request.query as Record<string, unknown>;
  const limit = Math.min(positiveIntOr(query.limit, DEFAULT_LIMIT), MAX_LIMIT);
  const page = positiveIntOr(query.page, 1);
  return { limit, page, offset: (page - 1) * limit };
}

/** The reference's pagination envelope: `error` is the string "0" on lists. */
export function paginatedBody<K extends string>(
  key: K,
  page: Page,
  total: number,
  items: readonly unknown[],
) {
  const maxpage = Math.ceil(total / page.limit);
  return {
    error: '0',
    data: {
      result: total,
      perpage: page.limit,
      currentpage: page.page,
      nextpage: page.page < maxpage ? page.page + 1 : null,
      maxpage,
      [key]: items,
    },
  };
}
