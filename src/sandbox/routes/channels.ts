import { z } from 'zod';
import type { ChannelItem } from '../../shared/api/models.ts';
import { channelCreateBody, channelItemType, channelUpdateBody } from '../../shared/api/requests.ts';
import { formatDate, nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { urls } from '../public/urls.ts';
import {
  assignChannelItem,
  countChannelItems,
  countChannels,
  createChannel,
  deleteChannel,
  getChannel,
  listChannelItems,
  listChannels,
  updateChannel,
  type ChannelItemRow,
  type ChannelRow,
} from '../store/channels.ts';
import type { RouteGroup } from './index.ts';

// The type is a path segment; checking it as a one-field object gives the same "type: ..." message as a body field.
const assignParams = z.object({ type: channelItemType });

export const toChannel = (channel: ChannelRow) => ({
  id: channel.id,
  name: channel.name,
  description: channel.description,
  color: channel.color,
  starred: channel.starred === 1,
});

function toItem(base: string, item: ChannelItemRow): ChannelItem {
  const short = item.alias === null ? null : urls.short(base, item.alias, item.domain);
  const common = { type: item.type, id: item.id, title: item.title, date: formatDate(item.date) };
  switch (item.type) {
    case 'links':
      return { ...common, preview: item.long_url!, link: short! };
    case 'bio':
      return { ...common, preview: short!, link: short! };
    case 'qr': {
      // A static code has no short link: the image itself is what it leads to.
      const image = urls.qrImage(base, item.qr_alias!);
      return { ...common, preview: image, link: short ?? image };
    }
  }
}

export const channelRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  app.get('/api/channels', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    const items = listChannels(db, userId, page.limit, page.offset).map(toChannel);
    return paginatedBody('channels', page, countChannels(db, userId), items);
  });

  app.get('/api/channel/:id', (request) => {
    const id = parseId(request.params);
    getChannel(db, request.user.id, id);
    const page = readPage(request);
    const base = ctx.baseUrl();
    const items = listChannelItems(db, id, page.limit, page.offset).map((item) => toItem(base, item));
    return paginatedBody('items', page, countChannelItems(db, id), items);
  });

  app.post('/api/channel/add', (request) => {
    const fields = parseBody(channelCreateBody, request.body);
    const id = createChannel(db, request.user.id, fields, nowDatetime(ctx.now));
    return { error: 0, ...toChannel(getChannel(db, request.user.id, id)) };
  });

  app.put('/api/channel/:id/update', (request) => {
    const id = parseId(request.params);
    updateChannel(db, request.user.id, id, parseBody(channelUpdateBody, request.body));
    return { error: 0, message: 'Channel has been updated successfully.' };
  });

  app.delete('/api/channel/:id/delete', (request) => {
    deleteChannel(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'Channel has been deleted successfully. Its items are unassigned.' };
  });

  app.post('/api/channel/:channelid/assign/:type/:itemid', (request) => {
    const channelId = parseId(request.params, 'channelid');
    const { type } = parseBody(assignParams, { type: (request.params as { type: string }).type });
    const itemId = parseId(request.params, 'itemid');
    assignChannelItem(db, request.user.id, channelId, type, itemId, nowDatetime(ctx.now));
    return { error: 0, message: 'Item has been added to the channel successfully.' };
  });
};
