import { randomAlias } from '../store/secrets.ts';
import { getCampaign } from '../store/campaigns.ts';
import { bodyObject, pathId, type RequestHook } from './request-hooks.ts';

/** Updates take a new name only from this length on; create takes the reference's 2. */
const MIN_UPDATE_NAME = 3;

const longEnough = (name: unknown): name is string =>
  typeof name === 'string' && name.trim().length >= MIN_UPDATE_NAME;

/** First letter upper-case, as deployed installations store a campaign's name on update. */
const capitalised = (name: string) => {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** Deployed installations give a campaign created without a slug 6 random characters, so it has a rotator. */
export const slugOnCreate: RequestHook = (request) => {
  const body = bodyObject(request);
  if (body && body.slug === undefined) body.slug = randomAlias(6);
  return undefined;
};

/**
 * Campaign update ignores a name shorter than 3 characters (or none) and keeps the current one, still
 * answering success; a name it takes is capitalised.
 */
export const campaignNameOnUpdate: RequestHook = (request, { db }) => {
  const body = bodyObject(request);
  if (!body) return undefined;
  body.name = longEnough(body.name)
    ? capitalised(body.name)
    : getCampaign(db, request.user.id, pathId(request)).name;
  return undefined;
};

/** Channel update ignores a name shorter than 3 characters, still answering success. */
export const channelNameOnUpdate: RequestHook = (request) => {
  const body = bodyObject(request);
  if (!body || body.name === undefined || longEnough(body.name)) return undefined;
  delete body.name;
  return undefined;
};
