import type { Database } from '../db/database.ts';
import { randomAlias } from './secrets.ts';

/**
 * Paths of the sandbox that sit where a short link would. A link with one of these aliases could never be
 * visited, so they are never handed out.
 */
const RESERVED_ALIASES = new Set(['api', 'avatar', 'qr', 'r', 'u']);

/** Short links and QR images share one namespace: a dynamic code's hidden link reuses the code's alias. */
export function isAliasTaken(db: Database, alias: string): boolean {
  if (RESERVED_ALIASES.has(alias.toLowerCase())) return true;
  return (
    db.get(
      'SELECT 1 FROM links WHERE alias = ? UNION ALL SELECT 1 FROM qr_codes WHERE alias = ?',
      alias,
      alias,
    ) !== undefined
  );
}

/** A random alias nobody uses yet; longer ones are tried if short ones keep colliding. */
export function freeAlias(db: Database): string {
  for (let attempt = 0; ; attempt++) {
    const alias = randomAlias(6 + Math.floor(attempt / 5));
    if (!isAliasTaken(db, alias)) return alias;
  }
}
