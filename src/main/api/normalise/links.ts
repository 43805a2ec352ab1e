import type { Link, LinkDetails } from '../../../shared/ipc/resources.ts';
import { optionalStatistics, zeroStatistics } from './statistics.ts';
import {
  counter,
  datetime,
  id,
  list,
  nested,
  nullableDatetime,
  object,
  optionalId,
  optionalText,
  text,
  type RawObject,
  Unreadable,
  urlOrBareHost,
} from './values.ts';

/**
 * The channels a link is in: a list of ids on current installations, nothing on legacy ones. Deployed servers add
 * a row with a null channel on every update that names none (`[null, null, "4"]`): those rows are no channel, and
 * a channel listed twice is one channel.
 */
function channelIds(value: unknown): number[] {
  if (value === undefined || value === null || value === false || value === '') return [];
  if (!Array.isArray(value)) return [id(value, 'channel')];
  const ids: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const channel = optionalId(value[index], `channel.${index}`);
    if (channel !== null && !ids.includes(channel)) ids.push(channel);
  }
  return ids;
}

/**
 * What a link's list item and its details both say of it. The long URL is kept as any text, since links may lead
 * to other schemes than http.
 */
function linkIdentity(
  item: RawObject,
): Pick<Link, 'id' | 'alias' | 'shorturl' | 'longurl' | 'title' | 'description'> {
  return {
    id: id(item.id),
    alias: text(item.alias, 'alias'),
    shorturl: urlOrBareHost(item.shorturl, 'shorturl'),
    longurl: text(item.longurl, 'longurl'),
    title: optionalText(item.title, 'title'),
    description: optionalText(item.description, 'description'),
  };
}

/**
 * A link as `GET /api/urls` lists it. Legacy installations say nothing of domain, campaign and channels: null,
 * null and [] then.
 */
export function link(raw: unknown): Link {
  const item = object(raw, '');
  return {
    ...linkIdentity(item),
    clicks: counter(item.clicks, 'clicks'),
    uniqueclicks: counter(item.uniqueclicks, 'uniqueclicks'),
    date: datetime(item.date, 'date'),
    domain:
      item.domain === null || item.domain === undefined || item.domain === '' || item.domain === false
        ? null
        : urlOrBareHost(item.domain, 'domain'),
    campaign: optionalId(item.campaign, 'campaign'),
    channel: channelIds(item.channel),
  };
}

type Target<K extends string> = Record<K, string> & { link: string };

/**
 * Where one target sends visitors. Deployed servers give geo targets as a map of country to an object of region to
 * URL (`{"all": "https://…"}`): the whole country's URL, else the first one given.
 */
function targetLink(value: unknown, field: string): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return text(value, field);
  const regions = value as RawObject;
  if (regions.all !== undefined) return text(regions.all, `${field}.all`);
  const first = Object.keys(regions)[0];
  if (first === undefined) throw new Unreadable(field, 'a URL or a map of regions to URLs', value);
  return text(regions[first], `${field}.${first}`);
}

/**
 * Geo or device targets: a list of `{<key>, link}` (the reference), or a map of key → link or key → regions
 * (deployed servers, which also send `[]` for none).
 */
function targets<K extends 'location' | 'device'>(value: unknown, key: K): Target<K>[] {
  if (value === undefined || value === null || value === false || value === '') return [];
  if (!Array.isArray(value)) {
    return Object.entries(object(value, key)).map(
      ([name, link]) => ({ [key]: name, link: targetLink(link, `${key}.${name}`) }) as Target<K>,
    );
  }
  return list(value, key).map((entry, index) =>
    nested(`${key}.${index}`, () => {
      const target = object(entry, '');
      return { [key]: text(target[key], key), link: text(target.link, 'link') } as Target<K>;
    }),
  );
}

function linkDetail(raw: unknown): LinkDetails['link'] {
  const item = object(raw, '');
  return {
    ...linkIdentity(item),
    location: targets(item.location, 'location'),
    device: targets(item.device, 'device'),
    expiry: nullableDatetime(item.expiry, 'expiry'),
    date: datetime(item.date, 'date'),
  };
}

/** `GET /api/url/<id>`: the link under `details`, its statistics under `data` (zero when there are none). */
export function linkDetails(body: RawObject): LinkDetails {
  return {
    link: nested('details', () => linkDetail(body.details)),
    statistics: optionalStatistics(body.data) ?? zeroStatistics(),
  };
}

/**
 * A link's list item made from its details, for `?short=` lookups, which deployed servers answer with one link's
 * details instead of a listing. Details say nothing of the campaign or channels; the domain is where the short
 * URL points.
 */
export function linkFromDetails({ link: details, statistics }: LinkDetails): Link {
  return {
    id: details.id,
    alias: details.alias,
    shorturl: details.shorturl,
    longurl: details.longurl,
    title: details.title,
    description: details.description,
    clicks: statistics.clicks,
    uniqueclicks: statistics.uniqueClicks,
    date: details.date,
    domain: new URL(details.shorturl).origin,
    campaign: null,
    channel: [],
  };
}
