import { CHANNEL_ITEM_TYPES, type ChannelItemType } from '../../../shared/api/constants.ts';
import type { Channel, ChannelItem } from '../../../shared/ipc/resources.ts';
import { datetime, flag, id, object, optionalText, text, Unreadable, url, type RawObject } from './values.ts';

export function channel(raw: unknown): Channel {
  const item = object(raw, '');
  return {
    id: id(item.id),
    name: text(item.name, 'name'),
    description: optionalText(item.description, 'description'),
    color: optionalText(item.color, 'color'),
    starred: flag(item.starred, 'starred'),
  };
}

/** What a create request set, for the fields its answer may leave out. */
export interface ChannelWrite {
  description?: string | undefined;
  color?: string | undefined;
  starred?: boolean | undefined;
}

/** The answer of a create: the channel itself, its optional fields taken from the request when left out. */
export function writtenChannel(body: RawObject, sent: ChannelWrite): Channel {
  return channel({
    ...body,
    description: body.description ?? sent.description ?? '',
    color: body.color ?? sent.color ?? '',
    starred: body.starred ?? sent.starred ?? false,
  });
}

function itemType(value: unknown): ChannelItemType {
  if (typeof value === 'string' && (CHANNEL_ITEM_TYPES as readonly string[]).includes(value))
    return value as ChannelItemType;
  throw new Unreadable('type', value === undefined ? null : CHANNEL_ITEM_TYPES.join(', '), value);
}

/** An item of a channel: a link, a bio page or a QR code. */
export function channelItem(raw: unknown): ChannelItem {
  const item = object(raw, '');
  return {
    type: itemType(item.type),
    id: id(item.id),
    title: optionalText(item.title, 'title'),
    preview: optionalText(item.preview, 'preview'),
    link: url(item.link, 'link'),
    date: datetime(item.date, 'date'),
  };
}
