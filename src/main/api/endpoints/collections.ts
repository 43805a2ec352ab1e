import type {
  Campaign,
  Channel,
  ChannelItem,
  Domain,
  Link,
  Overlay,
  Pixel,
  QrCode,
  Splash,
} from '../../../shared/ipc/resources.ts';
import { campaign } from '../normalise/campaigns.ts';
import { channel, channelItem } from '../normalise/channels.ts';
import { domain } from '../normalise/domains.ts';
import { link } from '../normalise/links.ts';
import { overlay } from '../normalise/overlays.ts';
import { pixel } from '../normalise/pixels.ts';
import { qrCode } from '../normalise/qr.ts';
import { splash } from '../normalise/splash.ts';
import type { CollectionSpec } from '../paging.ts';
import { idSegment, withQuery } from './paths.ts';

/** The paginated collections of the API, for `listPage` and `fetchAll` (paging.ts). */

export const domainsCollection: CollectionSpec<Domain> = {
  path: 'api/domains',
  keys: ['domains'],
  item: domain,
  what: 'the domain list',
};

/** The reference names the collection `cta`; every deployed revision names it `overlay`. */
export const overlaysCollection: CollectionSpec<Overlay> = {
  path: 'api/overlay',
  keys: ['cta', 'overlay'],
  item: overlay,
  what: 'the overlay list',
};

export const splashCollection: CollectionSpec<Splash> = {
  path: 'api/splash',
  keys: ['splash'],
  item: splash,
  what: 'the splash page list',
};

export const pixelsCollection: CollectionSpec<Pixel> = {
  path: 'api/pixels',
  keys: ['pixels'],
  item: pixel,
  what: 'the pixel list',
};

export const qrCollection: CollectionSpec<QrCode> = {
  path: 'api/qr',
  keys: ['qrs'],
  item: qrCode,
  what: 'the QR code list',
};

export interface LinkFilter {
  order?: 'date' | 'click';
  /** A keyword; current installations only (legacy ones ignore it). */
  q?: string;
  /** A short URL to find; current installations only. */
  short?: string;
}

/** Links, newest or most clicked first, optionally searched. Empty search fields are not sent. */
export function linksCollection(filter: LinkFilter = {}): CollectionSpec<Link> {
  return {
    path: withQuery('api/urls', {
      order: filter.order,
      q: filter.q?.trim() || undefined,
      short: filter.short?.trim() || undefined,
    }),
    keys: ['urls'],
    item: link,
    what: 'the link list',
  };
}

export const campaignsCollection: CollectionSpec<Campaign> = {
  path: 'api/campaigns',
  keys: ['campaigns'],
  item: campaign,
  what: 'the campaign list',
};

export const channelsCollection: CollectionSpec<Channel> = {
  path: 'api/channels',
  keys: ['channels'],
  item: channel,
  what: 'the channel list',
};

/** A channel's items; ids are unique per type only (link 5 and QR code 5 can share a channel). */
export function channelItemsCollection(channelId: number): CollectionSpec<ChannelItem> {
  return {
    path: `api/channel/${idSegment(channelId)}`,
    keys: ['items'],
    item: channelItem,
    what: 'the channel item list',
    identity: (item) => `${item.type}:${item.id}`,
  };
}
