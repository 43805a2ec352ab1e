import type { Database } from '../db/database.ts';

/** Overlays and splash pages come from the seed only; the API lists them and nothing else. */

interface OverlayRow {
  id: number;
  type: string;
  name: string;
  date: string;
}

interface SplashRow {
  id: number;
  name: string;
  date: string;
}

export function countOverlays(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM overlays WHERE user_id = ?', userId)!.n;
}

export function listOverlays(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): readonly OverlayRow[] {
  return db.all<OverlayRow>(
    'SELECT id, type, name, date FROM overlays WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    userId,
    limit,
    offset,
  );
}

export function countSplashPages(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM splash_pages WHERE user_id = ?', userId)!.n;
}

export function listSplashPages(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): readonly SplashRow[] {
  return db.all<SplashRow>(
    'SELECT id, name, date FROM splash_pages WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    userId,
    limit,
    offset,
  );
}
