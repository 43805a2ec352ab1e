import type { Link, LinkDetails } from '../../../shared/ipc/resources.ts';
import { optionalStatistics, zeroStatistics } from './statistics.ts';
import {
  counter,
  datetime,
  id,
  list,
  nested,
  nullableDatetime,
  nullableText,
  object,
  optionalId,
  optionalText,
  text,
  url,
  type RawObject,
} from './values.ts';

/** The channels a link is in: a list of ids on current installations, nothing on legacy ones. */
function channelIds(value: unknown): number[] {
  if (value === undefined || value === null || value === false || value === '') return [];
  if (!Array.isArray(value)) return [id(value, 'channel')];
  const ids = new Array<number>(value.length);
  for (let index = 0; index < value.length; index++) ids[index] = id(value[index], 'channel');
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
    shorturl: url(item.shorturl, 'shorturl'),
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
    domain: nullableText(item.domain, 'domain'),
    campaign: optionalId(item.campaign, 'campaign'),
    channel: channelIds(item.channel),
  };
}

type Target<K extends string> = Record<K, string> & { link: string };

/** Geo or device targets: a list of `{<key>, link}`; a map of key → link is read the same way. */
function targets<K extends 'location' | 'device'>(value: unknown, key: K): Target<K>[] {
  if (value === undefined || value === null || value === false || value === '') return [];
  if (!Array.isArray(value)) {
    return Object.entries(object(value, key)).map(
      ([name, link]) => ({ [key]: name, link: text(link, `${key}.${name}`) }) as Target<K>,
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
