import { campaignCreateBody, campaignUpdateBody } from '../../shared/api/requests.ts';
import type { SandboxContext } from '../context.ts';
import { nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { urls } from '../public/urls.ts';
import {
  assignLinkToCampaign,
  countCampaigns,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
  type CampaignRow,
} from '../store/campaigns.ts';
import type { RouteGroup } from './index.ts';

/** The list URL needs a readable part even for campaigns without a slug; only the id after it counts. */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'campaign';
}

function campaignUrls(ctx: SandboxContext, username: string, campaign: CampaignRow) {
  const base = ctx.baseUrl();
  return {
    rotator: campaign.slug ? urls.rotator(base, campaign.slug) : (false as const),
    list: urls.campaignList(base, username, campaign.slug ?? slugify(campaign.name), campaign.id),
  };
}

export const campaignRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  // Create and update answer the name under `domain`, as the reference shows them.
  const writeResult = (username: string, campaign: CampaignRow) => ({
    error: 0,
    id: campaign.id,
    domain: campaign.name,
    public: campaign.public === 1,
    ...campaignUrls(ctx, username, campaign),
  });

  app.get('/api/campaigns', (request) => {
    const page = readPage(request);
    const { id: userId, username } = request.user;
    const items = listCampaigns(db, userId, page.limit, page.offset).map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      public: campaign.public === 1,
      ...campaignUrls(ctx, username, campaign),
    }));
    return paginatedBody('campaigns', page, countCampaigns(db, userId), items);
  });

  app.post('/api/campaign/add', (request) => {
    const fields = parseBody(campaignCreateBody, request.body);
    const { id: userId, username } = request.user;
    const id = createCampaign(db, userId, fields, nowDatetime(ctx.now));
    return writeResult(username, getCampaign(db, userId, id));
  });

  app.put('/api/campaign/:id/update', (request) => {
    const id = parseId(request.params);
    const fields = parseBody(campaignUpdateBody, request.body);
    const { id: userId, username } = request.user;
    updateCampaign(db, userId, id, fields);
    return writeResult(username, getCampaign(db, userId, id));
  });

  app.delete('/api/campaign/:id/delete', (request) => {
    deleteCampaign(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'Campaign has been deleted successfully. Its links are kept, unassigned.' };
  });

  app.post('/api/campaign/:campaignid/assign/:linkid', (request) => {
    const campaignId = parseId(request.params, 'campaignid');
    const linkId = parseId(request.params, 'linkid');
    assignLinkToCampaign(db, request.user.id, campaignId, linkId);
    return { error: 0, message: 'Link has been added to the campaign successfully.' };
  });
};
