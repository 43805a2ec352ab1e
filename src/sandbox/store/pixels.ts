import type { PixelType } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';

interface PixelRow {
  id: number;
  type: PixelType;
  name: string;
  tag: string;
  date: string;
}

const COLUMNS = 'id, type, name, tag, date';

export function countPixels(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM pixels WHERE user_id = ?', userId)!.n;
}

export function listPixels(db: Database, userId: number, limit: number, offset: number): readonly PixelRow[] {
  return db.all<PixelRow>(
    `SELECT ${COLUMNS} FROM pixels WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** Another user's pixel is "not found", exactly like a missing one. */
export function getPixel(db: Database, userId: number, id: number): PixelRow {
  const row = db.get<PixelRow>(`SELECT ${COLUMNS} FROM pixels WHERE id = ? AND user_id = ?`, id, userId);
  if (!row) throw notFound('Pixel');
  return row;
}

function assertTagFree(db: Database, userId: number, type: string, tag: string, exceptId = 0): void {
  const taken = db.get(
    'SELECT id FROM pixels WHERE user_id = ? AND type = ? AND tag = ? AND id <> ?',
    userId,
    type,
    tag,
    exceptId,
  );
  if (taken) throw conflict(`tag: you already have a ${type} pixel with the tag "${tag}".`, 'tag');
}

export function createPixel(
  db: Database,
  userId: number,
  pixel: { type: PixelType; name: string; tag: string },
  date: string,
): number {
  return db.transaction(() => {
    assertTagFree(db, userId, pixel.type, pixel.tag);
    return db.run(
      'INSERT INTO pixels (user_id, type, name, tag, date) VALUES (?, ?, ?, ?, ?)',
      userId,
      pixel.type,
      pixel.name,
      pixel.tag,
      date,
    ).id;
  });
}

export function updatePixel(
  db: Database,
  userId: number,
  id: number,
  changes: { name?: string; tag: string },
): void {
  db.transaction(() => {
    const pixel = getPixel(db, userId, id);
    assertTagFree(db, userId, pixel.type, changes.tag, id);
    db.run('UPDATE pixels SET name = ?, tag = ? WHERE id = ?', changes.name ?? pixel.name, changes.tag, id);
  });
}

export function deletePixel(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    getPixel(db, userId, id);
    db.run('DELETE FROM pixels WHERE id = ?', id);
  });
}
