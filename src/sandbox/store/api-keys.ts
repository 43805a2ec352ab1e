import { KEY_SCOPES, type KeyScope } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { newApiKey } from './secrets.ts';

/** A scoped key's owner and what it may reach. */
export interface ScopedKeyRow {
  id: number;
  username: string;
  status: 'free' | 'pro' | 'admin';
  scopes: KeyScope[];
}

/** Stored as a JSON list; anything but a known scope is dropped rather than trusted. */
function readScopes(json: string): KeyScope[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? KEY_SCOPES.filter((scope) => parsed.includes(scope)) : [];
}

/**
 * Makes a new key for `userId` that reaches only `scopes` (tests make keys of any scope with it; the demo
 * seed makes one). Answers the key.
 */
export function createScopedKey(
  db: Database,
  userId: number,
  scopes: readonly KeyScope[],
  created = '1970-01-01 00:00:00',
): string {
  const key = newApiKey();
  db.transaction(() => {
    if (!db.get('SELECT id FROM users WHERE id = ?', userId)) throw notFound('User');
    db.run(
      'INSERT INTO api_keys (key, user_id, scopes, created) VALUES (?, ?, ?, ?)',
      key,
      userId,
      JSON.stringify([...new Set(scopes)]),
      created,
    );
  });
  return key;
}

export function findScopedKey(db: Database, key: string): ScopedKeyRow | undefined {
  const row = db.get<{ id: number; username: string; status: ScopedKeyRow['status']; scopes: string }>(
    `SELECT u.id, u.username, u.status, k.scopes FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key = ?`,
    key,
  );
  return row && { id: row.id, username: row.username, status: row.status, scopes: readScopes(row.scopes) };
}

/** Every scoped key with its owner, oldest first, for the start-up line. */
export function listScopedKeys(db: Database): { username: string; apiKey: string; scopes: KeyScope[] }[] {
  return db
    .all<{ username: string; key: string; scopes: string }>(
      `SELECT u.username, k.key, k.scopes FROM api_keys k JOIN users u ON u.id = k.user_id
        ORDER BY k.rowid`,
    )
    .map((row) => ({ username: row.username, apiKey: row.key, scopes: readScopes(row.scopes) }));
}
