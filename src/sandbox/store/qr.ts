import type { QrType } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { freeAlias } from './aliases.ts';
import { BLANK_LINK, insertLink, removeLinkRow } from './links.ts';

export interface QrRow {
  id: number;
  type: QrType;
  /** JSON text of the `data` the code was created or last updated with. */
  data: string;
  name: string;
  alias: string;
  background: string;
  foreground: string;
  logo: string | null;
  /** The hidden link of a dynamic code; null for static codes. */
  link_id: number | null;
  date: string;
  /** Clicks of the hidden link; 0 for static codes. */
  scans: number;
  /** 1 once the code was given a background (or foreground), on create or on an update; 0 while it has the default. */
  background_set: number;
  foreground_set: number;
}

const SELECT_QR = `SELECT q.id, q.type, q.data, q.name, q.alias, q.background, q.foreground, q.logo, q.link_id, q.date,
  COALESCE(l.clicks, 0) AS scans, q.background_set, q.foreground_set
  FROM qr_codes q LEFT JOIN links l ON l.id = q.link_id`;

export interface QrLook {
  background?: string | undefined;
  foreground?: string | undefined;
  logo?: string | undefined;
}

export interface NewQr extends QrLook {
  type: QrType;
  data: unknown;
  name: string;
  /** What a dynamic code's hidden link sends to; null makes a static code. */
  target: string | null;
}

export function countQrCodes(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM qr_codes WHERE user_id = ?', userId)!.n;
}

export function listQrCodes(db: Database, userId: number, limit: number, offset: number): readonly QrRow[] {
  return db.all<QrRow>(
    `${SELECT_QR} WHERE q.user_id = ? ORDER BY q.id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** Another user's code is "not found", exactly like a missing one. */
export function getQrCode(db: Database, userId: number, id: number): QrRow {
  const row = db.get<QrRow>(`${SELECT_QR} WHERE q.id = ? AND q.user_id = ?`, id, userId);
  if (!row) throw notFound('QR code');
  return row;
}

/** A code by its alias, for the public image routes. */
export function findQrByAlias(db: Database, alias: string): QrRow | undefined {
  return db.get<QrRow>(`${SELECT_QR} WHERE q.alias = ?`, alias);
}

/** The type of the code behind a hidden link, for the shortener. */
export function qrTypeOfLink(db: Database, linkId: number): QrType | undefined {
  return db.get<{ type: QrType }>('SELECT type FROM qr_codes WHERE link_id = ?', linkId)?.type;
}

/** Creates a code; a dynamic one gets a hidden link (kind 'qr') under the same alias. */
export function createQrCode(
  db: Database,
  userId: number,
  qr: NewQr,
  date: string,
): { id: number; alias: string } {
  return db.transaction(() => {
    const alias = freeAlias(db);
    const linkId =
      qr.target === null
        ? null
        : insertLink(db, userId, 'qr', { ...BLANK_LINK, alias, longUrl: qr.target }, date);
    const id = db.run(
      `INSERT INTO qr_codes (user_id, type, data, name, alias, background, foreground, logo, link_id, date,
         background_set, foreground_set)
       VALUES (?, ?, ?, ?, ?, COALESCE(?, 'rgb(255,255,255)'), COALESCE(?, 'rgb(0,0,0)'), ?, ?, ?, ?, ?)`,
      userId,
      qr.type,
      JSON.stringify(qr.data),
      qr.name,
      alias,
      qr.background ?? null,
      qr.foreground ?? null,
      qr.logo ?? null,
      linkId,
      date,
      qr.background === undefined ? 0 : 1,
      qr.foreground === undefined ? 0 : 1,
    ).id;
    return { id, alias };
  });
}

/** New data and look; a dynamic code's hidden link follows the new target, so printed codes keep working. */
export function updateQrCode(
  db: Database,
  userId: number,
  id: number,
  changes: QrLook & { data: unknown; target: string | null },
): void {
  db.transaction(() => {
    const qr = getQrCode(db, userId, id);
    db.run(
      `UPDATE qr_codes SET data = ?, background = ?, foreground = ?, logo = ?,
         background_set = max(background_set, ?), foreground_set = max(foreground_set, ?) WHERE id = ?`,
      JSON.stringify(changes.data),
      changes.background ?? qr.background,
      changes.foreground ?? qr.foreground,
      changes.logo ?? qr.logo,
      changes.background === undefined ? 0 : 1,
      changes.foreground === undefined ? 0 : 1,
      id,
    );
    if (qr.link_id !== null && changes.target !== null) {
      db.run('UPDATE links SET long_url = ? WHERE id = ?', changes.target, qr.link_id);
    }
  });
}

/** Deletes a code with its channel items, its hidden link and that link's clicks. */
export function deleteQrCode(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    const qr = getQrCode(db, userId, id);
    db.run(`DELETE FROM channel_items WHERE item_type = 'qr' AND item_id = ?`, id);
    db.run('DELETE FROM qr_codes WHERE id = ?', id);
    if (qr.link_id !== null) removeLinkRow(db, qr.link_id);
  });
}
