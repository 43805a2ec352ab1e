import type { Database } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';

interface DomainRow {
  id: number;
  domain: string;
  redirectroot: string;
  redirect404: string;
}

const COLUMNS = 'id, domain, redirect_root AS redirectroot, redirect_404 AS redirect404';

/**
 * A branded domain is a scheme and a host, nothing more: `https://Go.Example.com/` is stored as
 * `https://go.example.com`. A path, query or login would make it something other than a domain.
 */
export function normaliseDomain(value: string): string {
  const url = new URL(value);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw badRequest(
      'domain: must be a scheme and a host only, such as https://go.example.com (no path, query or login)',
      'domain',
    );
  }
  return url.origin;
}

/** The user's domains stored without a scheme (by other clients of long-lived installations), as stored. */
export function listBareDomains(db: Database, userId: number): readonly string[] {
  return db
    .all<{ domain: string }>(
      `SELECT domain FROM domains WHERE user_id = ? AND domain NOT LIKE '%://%'`,
      userId,
    )
    .map((row) => row.domain);
}

export function countDomains(db: Database, userId: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM domains WHERE user_id = ?', userId)!.n;
}

export function listDomains(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): readonly DomainRow[] {
  return db.all<DomainRow>(
    `SELECT ${COLUMNS} FROM domains WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** Another user's domain is "not found", exactly like a missing one. */
export function getDomain(db: Database, userId: number, id: number): DomainRow {
  const row = db.get<DomainRow>(`SELECT ${COLUMNS} FROM domains WHERE id = ? AND user_id = ?`, id, userId);
  if (!row) throw notFound('Domain');
  return row;
}

/** A host can serve one account only, whichever scheme either of them was added with, or none (stored bare). */
function assertDomainFree(db: Database, domain: string): void {
  const host = new URL(domain).host;
  const taken = db.get(
    'SELECT id FROM domains WHERE domain IN (?, ?, ?)',
    `http://${host}`,
    `https://${host}`,
    host,
  );
  if (taken) throw conflict(`domain: ${host} is already added to this installation.`, 'domain');
}

export function createDomain(
  db: Database,
  userId: number,
  domain: { domain: string; redirectroot?: string; redirect404?: string },
  date: string,
): number {
  return db.transaction(() => {
    const normalised = normaliseDomain(domain.domain);
    assertDomainFree(db, normalised);
    return db.run(
      'INSERT INTO domains (user_id, domain, redirect_root, redirect_404, created) VALUES (?, ?, ?, ?, ?)',
      userId,
      normalised,
      domain.redirectroot ?? '',
      domain.redirect404 ?? '',
      date,
    ).id;
  });
}

/** Only the redirects change; a field left out keeps its value and '' removes it. */
export function updateDomain(
  db: Database,
  userId: number,
  id: number,
  changes: { redirectroot?: string; redirect404?: string },
): void {
  db.transaction(() => {
    const domain = getDomain(db, userId, id);
    db.run(
      'UPDATE domains SET redirect_root = ?, redirect_404 = ? WHERE id = ?',
      changes.redirectroot ?? domain.redirectroot,
      changes.redirect404 ?? domain.redirect404,
      id,
    );
  });
}

export function deleteDomain(db: Database, userId: number, id: number): void {
  db.transaction(() => {
    getDomain(db, userId, id);
    db.run('DELETE FROM domains WHERE id = ?', id);
  });
}
