import type { Campaign } from '../../../shared/ipc/resources.ts';
import {
  flag,
  id,
  nullableUrl,
  object,
  optionalCounter,
  text,
  Unreadable,
  url,
  type RawObject,
} from './values.ts';

/**
 * The campaign's name lives under `name` in lists, `domain` in the reference's write answers and `campaign` in
 * deployed ones; the first one present wins.
 */
function campaignName(item: RawObject): string {
  if (item.name !== undefined) return text(item.name, 'name');
  if (item.campaign !== undefined) return text(item.campaign, 'campaign');
  if (item.domain !== undefined) return text(item.domain, 'domain');
  throw new Unreadable('name', null);
}

/**
 * A campaign as a list shows it. A rotator said as `false`, "" or nothing is null. Campaigns made by older
 * revisions have no slug, and then neither a rotator nor a list page: both `false`, the list read as ''.
 */
export function campaign(raw: unknown): Campaign {
  const item = object(raw, '');
  return {
    id: id(item.id),
    name: campaignName(item),
    public: flag(item.public, 'public'),
    rotator: nullableUrl(item.rotator, 'rotator'),
    list: nullableUrl(item.list, 'list') ?? '',
    views: optionalCounter(item.views, 'views'),
  };
}

/** What the app knows of a campaign it has just written, for the fields a write answer may leave out. */
export interface CampaignWrite {
  /** The id in the path of an update; a create's answer must carry its own. */
  id?: number;
  /** The access flag the request set, if it set one. */
  public?: boolean | undefined;
}

/**
 * The answer of a create or update. Some installations leave `public` and `list` out of it: `public` is then
 * what the request set, or else public, which is what installations make a campaign that does not say; `list`
 * is '' (not known), which screens show as no list link until the next read of the list.
 */
export function writtenCampaign(body: RawObject, sent: CampaignWrite): Campaign {
  return {
    id: body.id === undefined && sent.id !== undefined ? sent.id : id(body.id),
    name: campaignName(body),
    public: body.public === undefined ? (sent.public ?? true) : flag(body.public, 'public'),
    rotator: nullableUrl(body.rotator, 'rotator'),
    list: body.list === undefined ? '' : url(body.list, 'list'),
    views: optionalCounter(body.views, 'views'),
  };
}
