import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { isDynamicQr } from '../public/qr-content.ts';
import { toChannel } from '../routes/channels.ts';
import { getChannel } from '../store/channels.ts';
import { getQrCode } from '../store/qr.ts';
import { getUser } from '../store/users.ts';
import { statusAsDeployed } from './admins-as-pro.ts';
import { statisticsAsDeployed } from './statistics.ts';
import { bareDomainPrinter } from './bare-domains.ts';
import { linkDetailsAsDeployed, linkListAsDeployed } from './link-answers.ts';
import { limitsAsDeployed } from './plan-limits.ts';
import type { Body } from './request-hooks.ts';

type Reshape = (body: Body, request: FastifyRequest, ctx: SandboxContext) => Body;

/** The same object with one key renamed in place, so the keys keep the order the route gave them. */
function renameKey(body: Body, from: string, to: string): Body {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key === from ? to : key, value]));
}

const pathId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

const data = (body: Body) => body.data as Body;

/** Campaign create and update carry the name under `campaign` (the reference: `domain`). */
const campaignWrite: Reshape = (body) => renameKey(body, 'domain', 'campaign');

/** The answers whose shape differs on deployed installations, by route; the rest only get text numbers. */
export const ROUTE_SHAPES: Record<string, Reshape> = {
  'GET /api/account': (body, request, { db }) => ({
    ...body,
    data: statusAsDeployed({ ...data(body), planid: getUser(db, request.user.id).plan_id ?? 0 }),
  }),
  'GET /api/users': (body) => ({ ...body, data: (body.data as Body[]).map(statusAsDeployed) }),
  'GET /api/user/:id': (body) => ({ ...body, data: statusAsDeployed(data(body)) }),

  'GET /api/plans': (body) => ({
    ...body,
    data: (body.data as Body[]).map((plan) => ({
      ...plan,
      limits: limitsAsDeployed(plan.limits as Body, plan.free !== true),
    })),
  }),

  // Domains stored bare are listed as stored.
  'GET /api/domains': (body, request, { db }) => {
    const list = data(body);
    const printBare = bareDomainPrinter(db, request.user.id);
    const domains = (list.domains as Body[]).map((item) => ({
      ...item,
      domain: printBare(item.domain as string),
    }));
    return { ...body, data: { ...list, domains } };
  },

  'GET /api/overlay': (body) => ({ ...body, data: renameKey(data(body), 'cta', 'overlay') }),

  'POST /api/campaign/add': campaignWrite,
  'PUT /api/campaign/:id/update': campaignWrite,

  // The sandbox does not count visits to campaign list pages, so every campaign shows none. A campaign
  // without a slug (made by an older revision) has neither a rotator nor a list page.
  'GET /api/campaigns': (body) => {
    const list = data(body);
    const campaigns = (list.campaigns as Body[]).map(({ id, name, ...rest }) => ({
      id,
      name,
      views: 0,
      ...rest,
      ...(rest.rotator === false ? { list: false } : {}),
    }));
    return { ...body, data: { ...list, campaigns } };
  },

  // The date under `data` (a typo on deployed servers), and statistics only for dynamic codes.
  'GET /api/qr/:id': (body, request, { db }) => {
    const { type } = getQrCode(db, request.user.id, pathId(request));
    const details = renameKey(body.details as Body, 'date', 'data');
    if (!isDynamicQr(type)) return { error: body.error, details };
    return { error: body.error, details, data: statisticsAsDeployed(data(body)) };
  },

  'GET /api/url/:id': linkDetailsAsDeployed,
  'GET /api/urls': linkListAsDeployed,

  'POST /api/user/add': (body) => ({ error: body.error, message: body.message, userid: data(body).id }),

  'PUT /api/channel/:id/update': (body, request, { db }) => ({
    error: body.error,
    ...toChannel(getChannel(db, request.user.id, pathId(request))),
  }),
};
