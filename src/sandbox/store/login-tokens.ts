import type { Database } from '../db/database.ts';
import { getUser } from './users.ts';
import { newApiKey } from './secrets.ts';

/** A new one-time login token for `userId` (who must exist). */
export function createLoginToken(db: Database, userId: number, created: string): string {
  const token = newApiKey();
  db.transaction(() => {
    getUser(db, userId);
    db.run('INSERT INTO login_tokens (token, user_id, created) VALUES (?, ?, ?)', token, userId, created);
  });
  return token;
}

/** The user a token signs in, consuming it: a token works once. */
export function useLoginToken(db: Database, token: string): { id: number; username: string } | undefined {
  return db.transaction(() => {
    const user = db.get<{ id: number; username: string }>(
      `SELECT u.id, u.username FROM login_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?`,
      token,
    );
    if (user) db.run('DELETE FROM login_tokens WHERE token = ?', token);
    return user;
  });
}
