import type { z } from 'zod';
import type { campaignCreateBody, campaignUpdateBody } from '../../../shared/api/requests.ts';
import type { Campaign, Message } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { writtenCampaign } from '../normalise/campaigns.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment } from './paths.ts';

export type CampaignCreate = z.output<typeof campaignCreateBody>;
export type CampaignUpdate = z.output<typeof campaignUpdateBody>;

/** Without a slug, deployed installations make one up, so the answer's rotator is what to show. */
export async function addCampaign(call: Call, body: CampaignCreate): Promise<Campaign> {
  const answer = await call('POST', 'api/campaign/add', body);
  return readAnswer('the new campaign', () => writtenCampaign(answer.body, { public: body.public }));
}

/**
 * `currentSlug` is the slug the campaign has now. Deployed installations refuse a campaign's own slug as "not
 * available", so an unchanged slug is left out of the request.
 */
export async function updateCampaign(
  call: Call,
  id: number,
  body: CampaignUpdate,
  currentSlug?: string,
): Promise<Campaign> {
  const { slug, ...rest } = body;
  const sent = slug === undefined || slug === currentSlug ? rest : { ...rest, slug };
  const answer = await call('PUT', `api/campaign/${idSegment(id)}/update`, sent);
  return readAnswer('the campaign update', () => writtenCampaign(answer.body, { id, public: body.public }));
}

/** The campaign's links are kept, unassigned. */
export async function deleteCampaign(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/campaign/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The campaign has been deleted.');
}

export async function assignLinkToCampaign(call: Call, campaignId: number, linkId: number): Promise<Message> {
  const answer = await call(
    'POST',
    `api/campaign/${idSegment(campaignId, 'campaignId')}/assign/${idSegment(linkId, 'linkId')}`,
  );
  return messageOf(answer.body, 'The link has been added to the campaign.');
}
