import type { UserStatus } from '../../shared/api/constants.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
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

export function getUser(db: Database, id: number): UserRow {
  const row = db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);
  if (!row) throw notFound('User');
  return row;
}

/** Newest first; a filter left out matches everyone. Email matches ignore case, as addresses do. */
export function listUsers(db: Database, filter: { status?: UserStatus; email?: string }): readonly UserRow[] {
  const status = filter.status ?? null;
  const email = filter.email ?? null;
  return db.all<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
     WHERE (? IS NULL OR status = ?) AND (? IS NULL OR email = ?)
     ORDER BY id DESC`,
    status,
    status,
    email,
    email,
  );
}

/** The columns are NOCASE, so `Alex@x` and `alex@x` are the same address here as in the UNIQUE index. */
export function assertEmailFree(db: Database, email: string, exceptId = 0): void {
  if (db.get('SELECT id FROM users WHERE email = ? AND id <> ?', email, exceptId)) {
    throw conflict(`email: ${email} is already used by another account.`, 'email');
  }
}

export function assertUsernameFree(db: Database, username: string): void {
  if (db.get('SELECT id FROM users WHERE username = ?', username)) {
    throw conflict(`username: ${username} is already taken.`, 'username');
  }
}

export function updateAccount(
  db: Database,
  id: number,
  changes: { email?: string; password?: string },
): void {
  db.transaction(() => {
    const user = getUser(db, id);
    if (changes.email !== undefined) assertEmailFree(db, changes.email, id);
    db.run('UPDATE users SET email = ? WHERE id = ?', changes.email ?? user.email, id);
    if (changes.password !== undefined) {
      db.run('UPDATE users SET password_hash = ? WHERE id = ?', hashPassword(changes.password), id);
    }
  });
}

/** Registers a user after checking that the username and the email are free; the key exists at once. */
export function createUser(db: Database, user: NewUser): number {
  return db.transaction(() => {
    assertUsernameFree(db, user.username);
    assertEmailFree(db, user.email);
    return insertUser(db, user);
  });
}

/** The foreign keys cascade, so everything the user owned goes with them in the same transaction. */
export function deleteUser(db: Database, id: number): void {
  db.transaction(() => {
    getUser(db, id);
    db.run('DELETE FROM users WHERE id = ?', id);
  });
}

export function setSubscription(
  db: Database,
  id: number,
  subscription: { planId: number; expires: string; status: UserStatus },
): void {
  db.transaction(() => {
    getUser(db, id);
    db.run(
      'UPDATE users SET plan_id = ?, expires = ?, status = ? WHERE id = ?',
      subscription.planId,
      subscription.expires,
      subscription.status,
      id,
    );
  });
}
