import type { SQLInputValue } from 'node:sqlite';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { parseTargets, serialiseTargets, type LinkTargets } from './link-targets.ts';

export type RedirectType = 'direct' | 'frame' | 'splash' | 'overlay';

/** A short link as stored, with the URL of its branded domain (or null) joined in. */
export interface LinkRow {
  id: number;
  user_id: number;
  kind: 'link' | 'qr' | 'bio';
  alias: string;
  long_url: string;
  title: string;
  description: string;
  domain_id: number | null;
  domain: string | null;
  password_hash: string | null;
  expiry: string | null;
  redirect: RedirectType;
  splash_id: number | null;
  overlay_id: number | null;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  status: 'public' | 'private';
  campaign_id: number | null;
  targets: string;
  date: string;
}

/** Everything a create or an update writes to a link's own row. */
export interface LinkWrite {
  alias: string;
  longUrl: string;
  title: string;
  description: string;
  domainId: number | null;
  passwordHash: string | null;
  expiry: string | null;
  redirect: RedirectType;
  splashId: number | null;
  overlayId: number | null;
  metaTitle: string;
  metaDescription: string;
  metaImage: string;
  status: 'public' | 'private';
  campaignId: number | null;
  targets: LinkTargets;
}

/** A link with nothing set but its defaults; writes fill in what they know. */
export const BLANK_LINK: LinkWrite = {
  alias: '',
  longUrl: '',
  title: '',
  description: '',
  domainId: null,
  passwordHash: null,
  expiry: null,
  redirect: 'direct',
  splashId: null,
  overlayId: null,
  metaTitle: '',
  metaDescription: '',
  metaImage: '',
  status: 'public',
  campaignId: null,
  targets: { geo: [], device: [], language: [], parameters: [] },
};

const SELECT_LINK = `SELECT l.*, d.domain AS domain FROM links l LEFT JOIN domains d ON d.id = l.domain_id`;

/** The link title the API shows: the stored title, else the meta title. */
export const linkTitle = (link: Pick<LinkRow, 'title' | 'meta_title'>) => link.title || link.meta_title;

/** Only kind 'link' is visible through the API; another user's link is "not found" like a missing one. */
export function getLink(db: Database, userId: number, id: number): LinkRow {
  const row = db.get<LinkRow>(
    `${SELECT_LINK} WHERE l.id = ? AND l.user_id = ? AND l.kind = 'link'`,
    id,
    userId,
  );
  if (!row) throw notFound('Link');
  return row;
}

/** A link of any kind by its alias, for the public shortener. */
export function findLinkByAlias(db: Database, alias: string): LinkRow | undefined {
  return db.get<LinkRow>(`${SELECT_LINK} WHERE l.alias = ?`, alias);
}

/**
 * One of the user's links on a branded domain by the domain's host and the alias; the domain may be stored
 * with either scheme or bare. Links on the installation's own address are not found this way.
 */
export function findBrandedLink(
  db: Database,
  userId: number,
  host: string,
  alias: string,
): LinkRow | undefined {
  return db.get<LinkRow>(
    `${SELECT_LINK} WHERE l.user_id = ? AND l.kind = 'link' AND l.alias = ?
       AND rtrim(d.domain, '/') COLLATE NOCASE IN (?, ?, ?)`,
    userId,
    alias,
    host,
    `http://${host}`,
    `https://${host}`,
  );
}

export function linkTargets(link: Pick<LinkRow, 'targets'>): LinkTargets {
  return parseTargets(link.targets);
}

export interface LinkListItem {
  id: number;
  alias: string;
  long_url: string;
  title: string;
  meta_title: string;
  description: string;
  date: string;
  domain: string | null;
  campaign_id: number | null;
  clicks: number;
  unique_clicks: number;
  /** JSON array of the ids of the channels holding the link. */
  channels: string;
}

export interface LinkFilter {
  order: 'date' | 'click';
  /** Words to find in alias, long URL, title or description. */
  search?: string;
  /** An exact short URL, split into where it points and the alias. */
  short?: { origin: string; alias: string; base: string };
}

/** The WHERE clause of a listing: fixed SQL fragments, every value bound. */
function filterClause(userId: number, filter: LinkFilter): { where: string; params: (string | number)[] } {
  const parts = [`l.user_id = ?`, `l.kind = 'link'`];
  const params: (string | number)[] = [userId];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    parts.push(
      `(l.alias LIKE ? ESCAPE '\\' OR l.long_url LIKE ? ESCAPE '\\' OR l.title LIKE ? ESCAPE '\\'` +
        ` OR l.meta_title LIKE ? ESCAPE '\\' OR l.description LIKE ? ESCAPE '\\')`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern);
  }
  if (filter.short) {
    // A link without a branded domain is printed on the sandbox's own address; one on a domain stored bare
    // is printed with a scheme, so the origin without its scheme finds it too.
    parts.push(`l.alias = ?`, `COALESCE(rtrim(d.domain, '/'), ?) COLLATE NOCASE IN (?, ?)`);
    const { alias, base, origin } = filter.short;
    params.push(alias, base, origin, origin.replace(/^https?:\/\//i, ''));
  }
  return { where: parts.join(' AND '), params };
}

export function countLinks(db: Database, userId: number, filter: LinkFilter): number {
  const { where, params } = filterClause(userId, filter);
  return db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM links l LEFT JOIN domains d ON d.id = l.domain_id WHERE ${where}`,
    ...params,
  )!.n;
}

export function listLinks(
  db: Database,
  userId: number,
  filter: LinkFilter,
  limit: number,
  offset: number,
): readonly LinkListItem[] {
  const { where, params } = filterClause(userId, filter);
  const order = filter.order === 'click' ? 'l.clicks DESC, l.id DESC' : 'l.id DESC';
  return db.all<LinkListItem>(
    `SELECT l.id, l.alias, l.long_url, l.title, l.meta_title, l.description, l.date, l.campaign_id,
       d.domain AS domain,
       l.clicks, l.unique_clicks,
       (SELECT json_group_array(ci.channel_id) FROM channel_items ci
         WHERE ci.item_type = 'links' AND ci.item_id = l.id) AS channels
     FROM links l LEFT JOIN domains d ON d.id = l.domain_id
     WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ...params,
    limit,
    offset,
  );
}

/**
 * The columns a create and an update both write, each with where its value comes from. Both statements
 * are built from this one ordered list, so a column added here cannot be left out of either, nor bound
 * in the wrong place.
 */
const WRITTEN_COLUMNS: readonly (readonly [column: string, value: (link: LinkWrite) => SQLInputValue])[] = [
  ['alias', (link) => link.alias],
  ['long_url', (link) => link.longUrl],
  ['title', (link) => link.title],
  ['description', (link) => link.description],
  ['domain_id', (link) => link.domainId],
  ['password_hash', (link) => link.passwordHash],
  ['expiry', (link) => link.expiry],
  ['redirect', (link) => link.redirect],
  ['splash_id', (link) => link.splashId],
  ['overlay_id', (link) => link.overlayId],
  ['meta_title', (link) => link.metaTitle],
  ['meta_description', (link) => link.metaDescription],
  ['meta_image', (link) => link.metaImage],
  ['status', (link) => link.status],
  ['campaign_id', (link) => link.campaignId],
  ['targets', (link) => serialiseTargets(link.targets)],
];

// Built once: the column names are ours, every value is still a bound parameter, and the fixed text
// lets the database reuse its prepared statement.
const COLUMN_NAMES = WRITTEN_COLUMNS.map(([column]) => column);
const INSERT_LINK = `INSERT INTO links (user_id, kind, ${COLUMN_NAMES.join(', ')}, date)
  VALUES (?, ?, ${COLUMN_NAMES.map(() => '?').join(', ')}, ?)`;
const UPDATE_LINK = `UPDATE links SET ${COLUMN_NAMES.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`;

/** The values of `WRITTEN_COLUMNS` for one write, in their order. */
const writtenValues = (link: LinkWrite) => WRITTEN_COLUMNS.map(([, value]) => value(link));

/** Inserts a link row of any kind; QR codes and bio pages insert their hidden links through here too. */
export function insertLink(
  db: Database,
  userId: number,
  kind: LinkRow['kind'],
  link: LinkWrite,
  date: string,
): number {
  return db.run(INSERT_LINK, userId, kind, ...writtenValues(link), date).id;
}

export function updateLinkRow(db: Database, id: number, link: LinkWrite): void {
  db.run(UPDATE_LINK, ...writtenValues(link), id);
}

/** What an existing row holds, in the form a write takes; updates start from this. */
export function writeOf(link: LinkRow): LinkWrite {
  return {
    alias: link.alias,
    longUrl: link.long_url,
    title: link.title,
    description: link.description,
    domainId: link.domain_id,
    passwordHash: link.password_hash,
    expiry: link.expiry,
    redirect: link.redirect,
    splashId: link.splash_id,
    overlayId: link.overlay_id,
    metaTitle: link.meta_title,
    metaDescription: link.meta_description,
    metaImage: link.meta_image,
    status: link.status,
    campaignId: link.campaign_id,
    targets: linkTargets(link),
  };
}

/** The pixels a link fires, replaced as a whole. */
export function setLinkPixels(db: Database, linkId: number, pixelIds: readonly number[]): void {
  db.run('DELETE FROM link_pixels WHERE link_id = ?', linkId);
  for (const pixelId of new Set(pixelIds)) {
    db.run('INSERT INTO link_pixels (link_id, pixel_id) VALUES (?, ?)', linkId, pixelId);
  }
}

/** Puts a link into a channel; a link already there stays as it was. */
export function addLinkToChannel(db: Database, channelId: number, linkId: number, date: string): void {
  db.run(
    `INSERT INTO channel_items (channel_id, item_type, item_id, date) VALUES (?, 'links', ?, ?)
     ON CONFLICT DO NOTHING`,
    channelId,
    linkId,
    date,
  );
}

/**
 * Removes a link row of any kind with what points at it by id only (channel items); clicks and pixels
 * go with it through their foreign keys. The caller holds the transaction.
 */
export function removeLinkRow(db: Database, linkId: number): void {
  db.run(`DELETE FROM channel_items WHERE item_type = 'links' AND item_id = ?`, linkId);
  db.run('DELETE FROM links WHERE id = ?', linkId);
}

export function deleteLink(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    getLink(db, userId, id);
    removeLinkRow(db, id);
  });
}
