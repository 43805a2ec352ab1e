import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { linkAnswer } from '../routes/links.ts';
import { countBlankChannelRows } from '../store/link-blank-channels.ts';
import type { LinkTargets } from '../store/link-targets.ts';
import { findBrandedLink } from '../store/links.ts';
import { bareDomainPrinter } from './bare-domains.ts';
import type { Body, RequestHook } from './request-hooks.ts';
import { statisticsAsDeployed } from './statistics.ts';

export const SHORT_URL_REFUSED = 'You do not have the permission to access this short url.';

/** PHP encodes an empty array as `[]`, a keyed one as an object. */
const phpMap = (entries: [string, unknown][]) => (entries.length === 0 ? [] : Object.fromEntries(entries));

/**
 * Geo targets by lower-cased country, each an object of region to URL (the API sets whole countries:
 * `all`); device targets by device. A later target for the same key wins, as it does in PHP.
 */
function targetMaps(details: Body): Body {
  const geo = details.location as LinkTargets['geo'];
  const device = details.device as LinkTargets['device'];
  return {
    ...details,
    location: phpMap(geo.map((target) => [target.location.toLowerCase(), { all: target.link }])),
    device: phpMap(device.map((target) => [target.device, target.link])),
  };
}

/** `GET /api/url/<id>` (and the `?short=` lookup) on deployed installations. */
export function linkDetailsAsDeployed(body: Body, request: FastifyRequest, ctx: SandboxContext): Body {
  const details = targetMaps(body.details as Body);
  details.shorturl = bareDomainPrinter(ctx.db, request.user.id)(details.shorturl as string);
  return { ...body, details, data: statisticsAsDeployed(body.data as Body) };
}

/**
 * Link list items: short URLs on bare domains as stored, and (current revision) a `null` in `channel` for
 * every channel row with no channel, before the real ones.
 */
export function linkListAsDeployed(body: Body, request: FastifyRequest, ctx: SandboxContext): Body {
  // The `?short=` lookup answered a link's details (see lookUpShortUrl).
  if ('details' in body) return linkDetailsAsDeployed(body, request, ctx);
  const { db } = ctx;
  const list = body.data as Body;
  const items = list.urls as Body[];
  const printBare = bareDomainPrinter(db, request.user.id);
  const blanks = countBlankChannelRows(
    db,
    items.map((item) => item.id as number),
  );
  const urls = items.map((item) => {
    const reshaped: Body = { ...item, shorturl: printBare(item.shorturl as string) };
    if (typeof item.domain === 'string') reshaped.domain = printBare(item.domain);
    const channels = item.channel as number[] | undefined;
    const nulls = blanks.get(item.id as number) ?? 0;
    if (channels !== undefined && nulls > 0)
      reshaped.channel = [...Array<null>(nulls).fill(null), ...channels];
    return reshaped;
  });
  return { ...body, data: { ...list, urls } };
}

/**
 * `GET /api/urls?short=<short url>` on current deployed installations answers one link's details, not a
 * listing, and finds only links on branded domains: anything else, the installation's own address
 * included, is refused.
 */
export const lookUpShortUrl: RequestHook = (request, ctx) => {
  const short = (request.query as Record<string, unknown>).short;
  if (ctx.revision !== 'current' || typeof short !== 'string' || short === '') return undefined;
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#]+)\/([^/?#]+)\/?$/i.exec(short.trim());
  const link = match ? findBrandedLink(ctx.db, request.user.id, match[1]!, match[2]!) : undefined;
  if (!link) throw badRequest(SHORT_URL_REFUSED);
  return linkAnswer(ctx, link);
};
