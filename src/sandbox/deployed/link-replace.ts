import { z } from 'zod';
import { datetime, httpUrl, positiveId } from '../../shared/api/fields.ts';
import { linkUpdateBody } from '../../shared/api/requests.ts';
import type { SandboxContext } from '../context.ts';
import { nowDatetime } from '../http/format.ts';
import { parseBody } from '../http/validate.ts';
import { CURRENT_ONLY, linkWriteAnswer } from '../routes/links.ts';
import { addBlankChannelRow } from '../store/link-blank-channels.ts';
import { updateLink } from '../store/link-writes.ts';
import { getLink, type LinkWrite } from '../store/links.ts';
import { pathId, type RequestHook } from './request-hooks.ts';

/** `''` is how callers of deployed installations say "none" for these; on update it clears (or, for `url`, keeps). */
const noneOr = <T extends z.ZodType>(field: T) =>
  z.union([z.literal('').transform(() => undefined), field]).optional();

const currentBody = linkUpdateBody.extend({
  url: noneOr(httpUrl),
  campaign: noneOr(positiveId),
  domain: noneOr(httpUrl),
  expiry: noneOr(datetime),
});
const legacyBody = currentBody.omit(CURRENT_ONLY);

/**
 * What a deployed update writes when a field is not sent: the controller assigns these from the request
 * whatever it holds, so a field left out clears the link's password, domain, expiry, geo and device
 * targets, and (current revision) its campaign; the description is emptied even when sent. Everything else
 * (url, alias, meta fields, type, meta image, language targets, parameters, pixels, status) keeps its
 * value unless sent.
 */
function clearedOnUpdate(revision: SandboxContext['revision']) {
  return (current: LinkWrite): LinkWrite => ({
    ...current,
    passwordHash: null,
    domainId: null,
    expiry: null,
    targets: { ...current.targets, geo: [], device: [] },
    ...(revision === 'current' ? { description: '', campaignId: null } : {}),
  });
}

/**
 * `PUT /api/url/<id>/update` on deployed installations replaces the link rather than patching it, and
 * (current revision) puts it into the channel the body names, or adds a channel row with no channel.
 */
export const replaceLinkOnUpdate: RequestHook = (request, ctx) => {
  const { db } = ctx;
  const userId = request.user.id;
  const id = pathId(request);
  getLink(db, userId, id);
  const current = ctx.revision === 'current';
  const body = parseBody(current ? currentBody : legacyBody, request.body);
  const date = nowDatetime(ctx.now);
  db.transaction(() => {
    const input = { ...body, description: undefined };
    updateLink(db, userId, id, input, ctx.now(), date, clearedOnUpdate(ctx.revision));
    const channel = (body as { channel?: number }).channel;
    if (current && channel === undefined) addBlankChannelRow(db, id, date);
  });
  return linkWriteAnswer(ctx, userId, id);
};
