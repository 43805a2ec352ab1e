import type { Database } from '../db/database.ts';

/** The reads the public shortener needs besides the link itself: what a visitor is shown on the way. */

export interface SplashPage {
  name: string;
  title: string;
  message: string;
}

export interface Overlay {
  type: string;
  name: string;
  message: string;
}

export interface BioPage {
  name: string;
  links: { title: string; url: string }[];
}

export function splashPage(db: Database, id: number): SplashPage | undefined {
  return db.get<SplashPage>('SELECT name, title, message FROM splash_pages WHERE id = ?', id);
}

export function overlay(db: Database, id: number): Overlay | undefined {
  return db.get<Overlay>('SELECT type, name, message FROM overlays WHERE id = ?', id);
}

export function bioPageOfLink(db: Database, linkId: number): BioPage | undefined {
  const row = db.get<{ name: string; content: string }>(
    'SELECT name, content FROM bio_pages WHERE link_id = ?',
    linkId,
  );
  if (!row) return undefined;
  let links: unknown;
  try {
    links = JSON.parse(row.content);
  } catch {
    links = [];
  }
  const valid = Array.isArray(links)
    ? links.filter(
        (entry): entry is BioPage['links'][number] =>
          typeof entry?.title === 'string' && typeof entry?.url === 'string',
      )
    : [];
  return { name: row.name, links: valid };
}
