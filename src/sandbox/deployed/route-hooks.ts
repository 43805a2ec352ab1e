import { campaignNameOnUpdate, channelNameOnUpdate, slugOnCreate } from './campaign-names.ts';
import { redirectsCannotBeRemoved } from './domain-redirects.ts';
import { lookUpShortUrl } from './link-answers.ts';
import { replaceLinkOnUpdate } from './link-replace.ts';
import { qrCreateRules, qrUpdateRules } from './qr-rules.ts';
import type { RequestHook } from './request-hooks.ts';
import { subscribeNeedsType } from './subscribe-type.ts';

/** The requests deployed installations treat differently, by route; the rest reach the reference routes as sent. */
export const ROUTE_HOOKS: Record<string, RequestHook> = {
  'GET /api/urls': lookUpShortUrl,
  'PUT /api/url/:id/update': replaceLinkOnUpdate,

  'POST /api/campaign/add': slugOnCreate,
  'PUT /api/campaign/:id/update': campaignNameOnUpdate,
  'PUT /api/channel/:id/update': channelNameOnUpdate,

  'POST /api/qr/add': qrCreateRules,
  'PUT /api/qr/:id/update': qrUpdateRules,

  'PUT /api/domain/:id/update': redirectsCannotBeRemoved,
  'PUT /api/plan/:planid/user/:userid': subscribeNeedsType,
};
