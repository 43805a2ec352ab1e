import type { UserStatus } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { hashPassword, newApiKey } from './secrets.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  status: UserStatus;
  plan_id: number | null;
  expires: string | null;
  registered: string;
  api_key: string;
}

export const USER_COLUMNS = 'id, username, email, status, plan_id, expires, registered, api_key';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  status: UserStatus;
  planId: number | null;
  expires: string | null;
  registered: string;
}

/** Inserts a user with a fresh API key; uniqueness of username and email is the caller's to check first. */
export function insertUser(db: Database, user: NewUser): number {
  return db.run(
    `INSERT INTO users (username, email, password_hash, api_key, status, plan_id, expires, registered)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    user.username,
    user.email,
    hashPassword(user.password),
    newApiKey(),
    user.status,
    user.planId,
    user.expires,
    user.registered,
  ).id;
}

/** The accounts the start-up line lists: every user with their key, oldest first. */
export function listAccounts(db: Database) {
  return db.all<UserRow>(`SELECT ${USER_COLUMNS} FROM users ORDER BY id`).map((user) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    status: user.status,
    apiKey: user.api_key,
  }));
}
