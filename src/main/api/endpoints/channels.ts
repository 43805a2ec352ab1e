import type { z } from 'zod';
import { CHANNEL_ITEM_TYPES, type ChannelItemType } from '../../../shared/api/constants.ts';
import type { channelCreateBody, channelUpdateBody } from '../../../shared/api/requests.ts';
import { AppError } from '../../../shared/ipc/app-error.ts';
import type { Channel, Message } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { writtenChannel } from '../normalise/channels.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment } from './paths.ts';

export type ChannelCreate = z.output<typeof channelCreateBody>;
export type ChannelUpdate = z.output<typeof channelUpdateBody>;

export async function addChannel(call: Call, body: ChannelCreate): Promise<Channel> {
  const answer = await call('POST', 'api/channel/add', body);
  return readAnswer('the new channel', () => writtenChannel(answer.body, body));
}

/** The reference answers a message; deployed installations answer the channel itself, named in ours. */
export async function updateChannel(call: Call, id: number, body: ChannelUpdate): Promise<Message> {
  const answer = await call('PUT', `api/channel/${idSegment(id)}/update`, body);
  const { name } = answer.body;
  const fallback =
    typeof name === 'string' && name.trim() !== ''
      ? `The channel “${name}” has been updated.`
      : 'The channel has been updated.';
  return messageOf(answer.body, fallback);
}

/** The channel's items are unassigned, not deleted. */
export async function deleteChannel(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/channel/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The channel has been deleted.');
}

/**
 * Puts a link, bio page or QR code into a channel. The type is checked here too: deployed installations take an
 * unknown type as `links` and would assign the wrong item.
 */
export async function assignToChannel(
  call: Call,
  channelId: number,
  type: ChannelItemType,
  itemId: number,
): Promise<Message> {
  if (!CHANNEL_ITEM_TYPES.includes(type)) {
    throw new AppError('validation', `type: must be one of ${CHANNEL_ITEM_TYPES.join(', ')}`, {
      field: 'type',
    });
  }
  const answer = await call(
    'POST',
    `api/channel/${idSegment(channelId, 'channelId')}/assign/${type}/${idSegment(itemId, 'itemId')}`,
  );
  return messageOf(answer.body, 'The item has been added to the channel.');
}
