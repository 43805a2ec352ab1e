import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';

export interface CampaignRow {
  id: number;
  name: string;
  slug: string | null;
  public: number;
}

/** A link of a campaign as the public pages show it; `domain` is the branded domain's URL, if any. */
export interface CampaignLinkRow {
  id: number;
  alias: string;
  long_url: string;
  meta_title: string;
  domain: string | null;
}

export interface CampaignFields {
  name: string;
  slug?: string | undefined;
  public?: boolean | undefined;
}

const COLUMNS = 'id, name, slug, public';

export function countCampaigns(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM campaigns WHERE user_id = ?', userId)!.n;
}

export function listCampaigns(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): readonly CampaignRow[] {
  return db.all<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** Another user's campaign is "not found", exactly like a missing one. */
export function getCampaign(db: Database, userId: number, id: number): CampaignRow {
  const row = db.get<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns WHERE id = ? AND user_id = ?`,
    id,
    userId,
  );
  if (!row) throw notFound('Campaign');
  return row;
}

/** Names are unique per user regardless of case, so two campaigns never look alike in one account. */
function assertNameFree(db: Database, userId: number, name: string, exceptId = 0): void {
  const taken = db.get(
    'SELECT id FROM campaigns WHERE user_id = ? AND name = ? COLLATE NOCASE AND id <> ?',
    userId,
    name,
    exceptId,
  );
  if (taken) throw conflict(`name: you already have a campaign named "${name}".`, 'name');
}

/** A slug is a rotator URL of the whole installation, so no two campaigns of anyone share one. */
function assertSlugFree(db: Database, slug: string, exceptId = 0): void {
  const taken = db.get('SELECT id FROM campaigns WHERE slug = ? AND id <> ?', slug, exceptId);
  if (taken) throw conflict(`slug: "${slug}" is already used by another campaign.`, 'slug');
}

export function createCampaign(db: Database, userId: number, fields: CampaignFields, date: string): number {
  return db.transaction(() => {
    assertNameFree(db, userId, fields.name);
    if (fields.slug !== undefined) assertSlugFree(db, fields.slug);
    return db.run(
      'INSERT INTO campaigns (user_id, name, slug, public, date) VALUES (?, ?, ?, ?, ?)',
      userId,
      fields.name,
      fields.slug ?? null,
      fields.public === false ? 0 : 1,
      date,
    ).id;
  });
}

/** Fields left out keep their values; a campaign's own slug may be sent again unchanged. */
export function updateCampaign(db: Database, userId: number, id: number, fields: CampaignFields): void {
  db.transaction(() => {
    const campaign = getCampaign(db, userId, id);
    assertNameFree(db, userId, fields.name, id);
    if (fields.slug !== undefined) assertSlugFree(db, fields.slug, id);
    db.run(
      'UPDATE campaigns SET name = ?, slug = ?, public = ? WHERE id = ?',
      fields.name,
      fields.slug ?? campaign.slug,
      fields.public === undefined ? campaign.public : fields.public ? 1 : 0,
      id,
    );
  });
}

/** The campaign's links stay; they are only unassigned. */
export function deleteCampaign(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    getCampaign(db, userId, id);
    db.run('UPDATE links SET campaign_id = NULL WHERE campaign_id = ?', id);
    db.run('DELETE FROM campaigns WHERE id = ?', id);
  });
}

/**
 * Puts one of the user's short links into the campaign, moving it out of any other. Links behind
 * QR codes and bio pages are not short links of their own, so they are "not found" here.
 */
export function assignLinkToCampaign(db: Database, userId: number, campaignId: number, linkId: number): void {
  db.transaction(() => {
    getCampaign(db, userId, campaignId);
    const link = db.get<{ campaign_id: number | null }>(
      "SELECT campaign_id FROM links WHERE id = ? AND user_id = ? AND kind = 'link'",
      linkId,
      userId,
    );
    if (!link) throw notFound('Link');
    if (link.campaign_id === campaignId) throw conflict('This link is already in the selected campaign.');
    db.run('UPDATE links SET campaign_id = ? WHERE id = ?', campaignId, linkId);
  });
}

/** The campaign a rotator slug belongs to, whoever owns it: the rotator is a public URL. */
export function findCampaignBySlug(db: Database, slug: string): { id: number } | undefined {
  return db.get<{ id: number }>('SELECT id FROM campaigns WHERE slug = ?', slug);
}

/** A campaign that `username` owns and has made public, for its list page. */
export function findPublicCampaign(
  db: Database,
  username: string,
  id: number,
): (CampaignRow & { username: string }) | undefined {
  return db.get<CampaignRow & { username: string }>(
    `SELECT c.id, c.name, c.slug, c.public, u.username
       FROM campaigns c JOIN users u ON u.id = c.user_id
      WHERE c.id = ? AND u.username = ? AND c.public = 1`,
    id,
    username,
  );
}

/** The campaign's short links, oldest first: the order the rotator cycles through. */
export function campaignLinks(db: Database, campaignId: number): readonly CampaignLinkRow[] {
  return db.all<CampaignLinkRow>(
    `SELECT l.id, l.alias, l.long_url, l.meta_title, d.domain
       FROM links l
       JOIN campaigns c ON c.id = l.campaign_id AND c.user_id = l.user_id
       LEFT JOIN domains d ON d.id = l.domain_id
      WHERE l.campaign_id = ? AND l.kind = 'link'
      ORDER BY l.id`,
    campaignId,
  );
}
