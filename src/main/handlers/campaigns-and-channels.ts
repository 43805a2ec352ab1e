import {
  campaignsCollection,
  channelItemsCollection,
  channelsCollection,
} from '../api/endpoints/collections.ts';
import {
  addCampaign,
  assignLinkToCampaign,
  deleteCampaign,
  updateCampaign,
} from '../api/endpoints/campaigns.ts';
import { addChannel, assignToChannel, deleteChannel, updateChannel } from '../api/endpoints/channels.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { requireCurrent, type HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import { readListing } from './listing.ts';

const campaignsExist = (record: AccountRecord) => requireCurrent(record, 'Campaigns');
const channelsExist = (record: AccountRecord) => requireCurrent(record, 'Channels');

/** Campaigns and channels, which only current installations have. */
export function registerCampaignAndChannelHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
): void {
  registrar.handle('campaigns:list', (request) =>
    readListing(deps, ctx, 'campaigns:list', request, campaignsCollection, campaignsExist),
  );
  registrar.handle('campaigns:add', ({ name, slug, public: isPublic, ...request }) =>
    ctx.write(request, (call, record) => {
      campaignsExist(record);
      return addCampaign(call, { name, slug, public: isPublic });
    }),
  );
  registrar.handle('campaigns:update', ({ id, name, slug, public: isPublic, currentSlug, ...request }) =>
    ctx.write(request, (call, record) => {
      campaignsExist(record);
      return updateCampaign(call, id, { name, slug, public: isPublic }, currentSlug);
    }),
  );
  registrar.handle('campaigns:delete', ({ id, ...request }) =>
    ctx.write(request, (call, record) => {
      campaignsExist(record);
      return deleteCampaign(call, id);
    }),
  );
  registrar.handle('campaigns:assign', ({ campaignId, linkId, ...request }) =>
    ctx.write(request, (call, record) => {
      campaignsExist(record);
      return assignLinkToCampaign(call, campaignId, linkId);
    }),
  );

  registrar.handle('channels:list', (request) =>
    readListing(deps, ctx, 'channels:list', request, channelsCollection, channelsExist),
  );
  registrar.handle('channels:items', (request) =>
    readListing(deps, ctx, 'channels:items', request, channelItemsCollection(request.id), channelsExist),
  );
  registrar.handle('channels:add', ({ name, description, color, starred, ...request }) =>
    ctx.write(request, (call, record) => {
      channelsExist(record);
      return addChannel(call, { name, description, color, starred });
    }),
  );
  registrar.handle('channels:update', ({ id, name, description, color, starred, ...request }) =>
    ctx.write(request, (call, record) => {
      channelsExist(record);
      return updateChannel(call, id, { name, description, color, starred });
    }),
  );
  registrar.handle('channels:delete', ({ id, ...request }) =>
    ctx.write(request, (call, record) => {
      channelsExist(record);
      return deleteChannel(call, id);
    }),
  );
  registrar.handle('channels:assign', ({ channelId, type, itemId, ...request }) =>
    ctx.write(request, (call, record) => {
      channelsExist(record);
      return assignToChannel(call, channelId, type, itemId);
    }),
  );
}
