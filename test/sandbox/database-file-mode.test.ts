import { chmodSync, existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from '../../src/sandbox/db/database.ts';
import { tempDir } from '../support/sandbox.ts';

/** The permission bits of a file in octal: 600 is read and write for its owner, nothing for anyone else. */
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

// sandbox.db holds every user's API key in plain text: nobody but its owner may read it or its WAL.
describe('the sandbox database file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'sandbox.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeAndCheck = (db: Database) => {
    db.run(
      `INSERT INTO users (username, email, password_hash, api_key, status, registered)
       VALUES ('alex', 'alex@x.test', 'x', 'secret-key', 'free', '2026-01-01 00:00:00')`,
    );
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(existsSync(`${file}-shm`)).toBe(true);
    expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(['600', '600', '600']);
  };

  it('is created readable by its owner only, and so are its -wal and -shm', () => {
    const db = new Database(file);
    try {
      writeAndCheck(db);
    } finally {
      db.close();
    }
    expect(modeOf(file)).toBe('600');
  });

  it('is made private when an earlier version left it readable to everyone', () => {
    new DatabaseSync(file).close();
    chmodSync(file, 0o644);
    const db = new Database(file);
    try {
      writeAndCheck(db);
    } finally {
      db.close();
    }
  });
});
