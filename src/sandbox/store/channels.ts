import type { ChannelItemType } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';

export interface ChannelRow {
  id: number;
  name: string;
  description: string;
  color: string;
  starred: number;
}

/**
 * One item of a channel with what its URLs are built from: `alias` and `domain` are those of the short
 * link that opens it (a QR code's hidden link only for dynamic codes), `qr_alias` the QR image's alias.
 */
export interface ChannelItemRow {
  type: ChannelItemType;
  id: number;
  date: string;
  title: string;
  long_url: string | null;
  alias: string | null;
  domain: string | null;
  qr_alias: string | null;
}

export interface ChannelFields {
  name?: string | undefined;
  description?: string | undefined;
  color?: string | undefined;
  starred?: boolean | undefined;
}

const COLUMNS = 'id, name, description, color, starred';

export function countChannels(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM channels WHERE user_id = ?', userId)!.n;
}

export function listChannels(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): readonly ChannelRow[] {
  return db.all<ChannelRow>(
    `SELECT ${COLUMNS} FROM channels WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** Another user's channel is "not found", exactly like a missing one. */
export function getChannel(db: Database, userId: number, id: number): ChannelRow {
  const row = db.get<ChannelRow>(`SELECT ${COLUMNS} FROM channels WHERE id = ? AND user_id = ?`, id, userId);
  if (!row) throw notFound('Channel');
  return row;
}

export function createChannel(db: Database, userId: number, fields: ChannelFields, date: string): number {
  return db.transaction(
    () =>
      db.run(
        'INSERT INTO channels (user_id, name, description, color, starred, date) VALUES (?, ?, ?, ?, ?, ?)',
        userId,
        fields.name ?? '',
        fields.description ?? '',
        fields.color ?? '',
        fields.starred ? 1 : 0,
        date,
      ).id,
  );
}

/** Fields left out keep their values. */
export function updateChannel(db: Database, userId: number, id: number, fields: ChannelFields): void {
  db.transaction(() => {
    const channel = getChannel(db, userId, id);
    db.run(
      'UPDATE channels SET name = ?, description = ?, color = ?, starred = ? WHERE id = ?',
      fields.name ?? channel.name,
      fields.description ?? channel.description,
      fields.color ?? channel.color,
      fields.starred === undefined ? channel.starred : fields.starred ? 1 : 0,
      id,
    );
  });
}

/** Deleting a channel unassigns its items; the links, bio pages and QR codes themselves stay. */
export function deleteChannel(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    getChannel(db, userId, id);
    db.run('DELETE FROM channel_items WHERE channel_id = ?', id);
    db.run('DELETE FROM channels WHERE id = ?', id);
  });
}

/** Where each item type lives and which of the user's rows count as that type; fixed text, never from a request. */
const ITEM_OWNERSHIP: Record<ChannelItemType, { sql: string; what: string }> = {
  links: { sql: "SELECT id FROM links WHERE id = ? AND user_id = ? AND kind = 'link'", what: 'Link' },
  bio: { sql: 'SELECT id FROM bio_pages WHERE id = ? AND user_id = ?', what: 'Bio page' },
  qr: { sql: 'SELECT id FROM qr_codes WHERE id = ? AND user_id = ?', what: 'QR code' },
};

export function assignChannelItem(
  db: Database,
  userId: number,
  channelId: number,
  type: ChannelItemType,
  itemId: number,
  date: string,
): void {
  db.transaction(() => {
    getChannel(db, userId, channelId);
    const ownership = ITEM_OWNERSHIP[type];
    if (!db.get(ownership.sql, itemId, userId)) throw notFound(ownership.what);
    const present = db.get(
      'SELECT 1 FROM channel_items WHERE channel_id = ? AND item_type = ? AND item_id = ?',
      channelId,
      type,
      itemId,
    );
    if (present) throw conflict('This item is already added to the selected channel.');
    db.run(
      'INSERT INTO channel_items (channel_id, item_type, item_id, date) VALUES (?, ?, ?, ?)',
      channelId,
      type,
      itemId,
      date,
    );
  });
}

/**
 * The items that still exist, one row each whatever their type. A row whose item is gone is skipped,
 * so the count and the pages always agree. `?1` is the channel id, bound once and used by each branch.
 */
const ITEMS = `
  WITH items AS (
    SELECT ci.rowid AS seq, 'links' AS type, l.id AS id, ci.date AS date,
           COALESCE(NULLIF(l.meta_title, ''), l.long_url) AS title, l.long_url AS long_url,
           l.alias AS alias, d.domain AS domain, NULL AS qr_alias
      FROM channel_items ci
      JOIN links l ON l.id = ci.item_id AND l.kind = 'link'
      LEFT JOIN domains d ON d.id = l.domain_id
     WHERE ci.channel_id = ?1 AND ci.item_type = 'links'
    UNION ALL
    SELECT ci.rowid, 'bio', b.id, ci.date, b.name, NULL, l.alias, d.domain, NULL
      FROM channel_items ci
      JOIN bio_pages b ON b.id = ci.item_id
      JOIN links l ON l.id = b.link_id
      LEFT JOIN domains d ON d.id = l.domain_id
     WHERE ci.channel_id = ?1 AND ci.item_type = 'bio'
    UNION ALL
    SELECT ci.rowid, 'qr', q.id, ci.date, COALESCE(NULLIF(q.name, ''), 'QR code ' || q.id), NULL,
           l.alias, d.domain, q.alias
      FROM channel_items ci
      JOIN qr_codes q ON q.id = ci.item_id
      LEFT JOIN links l ON l.id = q.link_id
      LEFT JOIN domains d ON d.id = l.domain_id
     WHERE ci.channel_id = ?1 AND ci.item_type = 'qr'
  )`;

export function countChannelItems(db: Database, channelId: number): number {
  return db.get<{ n: number }>(`${ITEMS} SELECT COUNT(*) AS n FROM items`, channelId)!.n;
}

/** Newest assignment first. */
export function listChannelItems(
  db: Database,
  channelId: number,
  limit: number,
  offset: number,
): readonly ChannelItemRow[] {
  return db.all<ChannelItemRow>(
    `${ITEMS} SELECT type, id, date, title, long_url, alias, domain, qr_alias FROM items
       ORDER BY seq DESC LIMIT ?2 OFFSET ?3`,
    channelId,
    limit,
    offset,
  );
}
