import type { FastifyReply } from 'fastify';
import { nowDatetime } from '../http/format.ts';
import type { RouteGroup } from '../routes/index.ts';
import { recordClick } from '../stats/clicks.ts';
import { visitFrom } from '../stats/visit.ts';
import { campaignLinks, findCampaignBySlug, findPublicCampaign } from '../store/campaigns.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { locationOf, urls } from './urls.ts';

function notFoundPage(reply: FastifyReply, message: string) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(htmlPage('Not found', `<h1>Not found</h1><p>${escapeHtml(message)}</p>`));
}

/** The rotator and the list page of campaigns: pages for browsers, reached without an API key. */
export const campaignPageRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;
  // Visits so far per campaign: each visit goes to the next link in turn. Kept in memory, so a restart
  // begins again at the first link, which a rotator's visitors cannot tell apart from any other turn.
  const turns = new Map<number, number>();

  app.get('/r/:slug', (request, reply) => {
    const { slug } = request.params as { slug: string };
    const campaign = findCampaignBySlug(db, slug);
    const links = campaign ? campaignLinks(db, campaign.id) : [];
    if (!campaign || links.length === 0) return notFoundPage(reply, 'This rotator does not exist.');
    const turn = turns.get(campaign.id) ?? 0;
    turns.set(campaign.id, turn + 1);
    const link = links[turn % links.length]!;
    db.transaction(() => recordClick(db, link.id, visitFrom(request), nowDatetime(ctx.now)));
    return reply.redirect(locationOf(link.long_url), 302);
  });

  app.get('/u/:username/:list', (request, reply) => {
    const { username, list } = request.params as { username: string; list: string };
    // `<slug>-<id>`: only the id after the last dash matters, so the URL survives a renamed campaign.
    const idText = list.slice(list.lastIndexOf('-') + 1);
    const campaign = /^\d{1,15}$/.test(idText) ? findPublicCampaign(db, username, Number(idText)) : undefined;
    if (!campaign) return notFoundPage(reply, 'This campaign list does not exist or is not public.');
    const base = ctx.baseUrl();
    const items = campaignLinks(db, campaign.id)
      .map((link) => {
        const short = urls.short(base, link.alias, link.domain);
        const title = link.meta_title || link.long_url;
        return `<li><a href="${escapeHtml(short)}">${escapeHtml(short)}</a> — ${escapeHtml(title)}</li>`;
      })
      .join('');
    const body =
      `<h1>${escapeHtml(campaign.name)}</h1><p>A campaign by ${escapeHtml(campaign.username)}.</p>` +
      (items ? `<ul>${items}</ul>` : '<p>This campaign has no links yet.</p>');
    return reply.type('text/html; charset=utf-8').send(htmlPage(campaign.name, body));
  });
};
