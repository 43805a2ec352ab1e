import type { FastifyRequest } from 'fastify';
import { linkCreateBody, linkListOrder, linkUpdateBody } from '../../shared/api/requests.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { urls } from '../public/urls.ts';
import { statisticsFor } from '../stats/statistics.ts';
import { createLink, updateLink } from '../store/link-writes.ts';
import {
  countLinks,
  deleteLink,
  getLink,
  linkTargets,
  linkTitle,
  listLinks,
  type LinkFilter,
  type LinkListItem,
  type LinkRow,
} from '../store/links.ts';
import type { RouteGroup } from './index.ts';

/** Fields only current installations know; the legacy revision drops them from bodies unread. */
export const CURRENT_ONLY = {
  description: true,
  status: true,
  pixels: true,
  channel: true,
  campaign: true,
} as const;

function readFilter(ctx: SandboxContext, request: FastifyRequest): LinkFilter {
  const query = request.query as Record<string, unknown>;
  const order =
    query.order === undefined
      ? { success: true as const, data: 'date' as const }
      : linkListOrder.safeParse(query.order);
  if (!order.success) throw badRequest(`order: ${order.error.issues[0]!.message}`, 'order');
  const filter: LinkFilter = { order: order.data };
  if (ctx.revision === 'legacy') return filter;
  if (typeof query.q === 'string' && query.q.trim() !== '') filter.search = query.q.trim();
  if (typeof query.short === 'string' && query.short !== '') {
    // An unreadable short URL is simply one that matches nothing.
    const match = /^(.*)\/([^/?#]+)\/?$/.exec(query.short.trim());
    filter.short = { origin: match?.[1] ?? '', alias: match?.[2] ?? '', base: ctx.baseUrl() };
  }
  return filter;
}

/** What a link's list item and its details both say of it. */
function linkIdentity(ctx: SandboxContext, link: LinkListItem | LinkRow) {
  return {
    id: link.id,
    alias: link.alias,
    shorturl: urls.short(ctx.baseUrl(), link.alias, link.domain),
    longurl: link.long_url,
    title: linkTitle(link),
    description: link.description,
  };
}

function listItem(ctx: SandboxContext, link: LinkListItem) {
  const item = {
    ...linkIdentity(ctx, link),
    clicks: link.clicks,
    uniqueclicks: link.unique_clicks,
    date: link.date,
  };
  if (ctx.revision === 'legacy') return item;
  const channels = (JSON.parse(link.channels) as number[]).sort((a, b) => a - b);
  const domain = link.domain === null ? null : urls.domain(link.domain);
  return { ...item, domain, campaign: link.campaign_id, channel: channels };
}

/** What a link create or update answers: the link's id and its short URL as it is now. */
export function linkWriteAnswer(ctx: SandboxContext, userId: number, id: number) {
  const link = getLink(ctx.db, userId, id);
  return { error: 0, id, shorturl: urls.short(ctx.baseUrl(), link.alias, link.domain) };
}

/** `GET /api/url/<id>`'s answer for one of the caller's links: its details and its statistics. */
export function linkAnswer(ctx: SandboxContext, link: LinkRow) {
  const targets = linkTargets(link);
  return {
    error: 0,
    details: {
      ...linkIdentity(ctx, link),
      location: targets.geo,
      device: targets.device,
      expiry: link.expiry,
      date: link.date,
    },
    data: statisticsFor(ctx.db, link.id),
  };
}

export const linkRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;
  const legacy = ctx.revision === 'legacy';
  const createBody = legacy ? linkCreateBody.omit(CURRENT_ONLY) : linkCreateBody;
  const updateBody = legacy ? linkUpdateBody.omit(CURRENT_ONLY) : linkUpdateBody;

  app.get('/api/urls', (request) => {
    const filter = readFilter(ctx, request);
    const page = readPage(request);
    const userId = request.user.id;
    const links = listLinks(db, userId, filter, page.limit, page.offset);
    return paginatedBody(
      'urls',
      page,
      countLinks(db, userId, filter),
      links.map((link) => listItem(ctx, link)),
    );
  });

  app.get('/api/url/:id', (request) =>
    linkAnswer(ctx, getLink(db, request.user.id, parseId(request.params))),
  );

  app.post('/api/url/add', (request) => {
    const input = parseBody(createBody, request.body);
    const { id } = createLink(db, request.user.id, input, ctx.now(), nowDatetime(ctx.now));
    return linkWriteAnswer(ctx, request.user.id, id);
  });

  app.put('/api/url/:id/update', (request) => {
    const id = parseId(request.params);
    getLink(db, request.user.id, id);
    const input = parseBody(updateBody, request.body);
    updateLink(db, request.user.id, id, input, ctx.now(), nowDatetime(ctx.now));
    return linkWriteAnswer(ctx, request.user.id, id);
  });

  app.delete('/api/url/:id/delete', (request) => {
    deleteLink(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'Link has been deleted successfully.' };
  });
};
