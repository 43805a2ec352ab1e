import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from '../../src/sandbox/db/database.ts';
import { tempDir } from '../support/sandbox.ts';

describe('the sandbox database', () => {
  let dir: string;
  let file: string;
  let db: Database;
  const addUser = (target: Database | DatabaseSync, name: string) => {
    const sql = `INSERT INTO users (username, email, password_hash, api_key, status, registered)
                 VALUES (?, ?, 'x', ?, 'free', '2026-01-01 00:00:00')`;
    if (target instanceof Database) return target.run(sql, name, `${name}@x.test`, `key-${name}`).id;
    return Number(
      (target as DatabaseSync).prepare(sql).run(name, `${name}@x.test`, `key-${name}`).lastInsertRowid,
    );
  };
  const names = () =>
    db.all<{ username: string }>('SELECT username FROM users ORDER BY id').map((u) => u.username);

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'sandbox.db');
    db = new Database(file);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is migrated to the latest schema version, with WAL and foreign keys on', () => {
    expect(db.get<{ user_version: number }>('PRAGMA user_version')!.user_version).toBe(3);
    expect(db.get<{ journal_mode: string }>('PRAGMA journal_mode')!.journal_mode).toBe('wal');
    expect(db.get<{ foreign_keys: number }>('PRAGMA foreign_keys')!.foreign_keys).toBe(1);
  });

  it('keeps its data and its version when opened again, and refuses a newer schema', () => {
    addUser(db, 'kept');
    db.close();
    db = new Database(file);
    expect(names()).toEqual(['kept']);
    db.exec('PRAGMA user_version = 99');
    db.close();
    expect(() => new Database(file)).toThrow(/schema version 99, newer/);
    const raw = new DatabaseSync(file);
    raw.exec('PRAGMA user_version = 3');
    raw.close();
    db = new Database(file);
  });

  it('answers reads after its own writes, after a rollback and after another connection commits', () => {
    expect(names()).toEqual([]);
    addUser(db, 'one');
    expect(names()).toEqual(['one']);

    expect(() =>
      db.transaction(() => {
        addUser(db, 'two');
        expect(names()).toEqual(['one', 'two']);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(names()).toEqual(['one']);

    const other = new DatabaseSync(file);
    addUser(other, 'three');
    other.close();
    // Until refreshed (the server does it at the start of every request) a reader keeps its snapshot.
    expect(names()).toEqual(['one']);
    db.refresh();
    expect(names()).toEqual(['one', 'three']);
  });

  it('hands out frozen rows, so no reader can change what another reads', () => {
    addUser(db, 'frozen');
    const [row] = db.all<{ username: string }>('SELECT username FROM users');
    expect(() => {
      (row as { username: string }).username = 'changed';
    }).toThrow(TypeError);
    expect(names()).toEqual(['frozen']);
  });

  it('keeps click counters exact whoever writes the clicks', () => {
    const userId = addUser(db, 'clicker');
    const linkId = db.run(
      "INSERT INTO links (user_id, alias, long_url, date) VALUES (?, 'abc123', 'https://example.com', '2026-01-01 00:00:00')",
      userId,
    ).id;
    const click = (visitor: string) =>
      db.run(
        "INSERT INTO clicks (link_id, date, country, referrer, browser, os, visitor) VALUES (?, '2026-01-02 00:00:00', 'Germany', 'x', 'Chrome', 'Windows', ?)",
        linkId,
        visitor,
      ).id;
    const counters = () =>
      db.get<{ clicks: number; unique_clicks: number }>(
        'SELECT clicks, unique_clicks FROM links WHERE id = ?',
        linkId,
      );
    const first = click('a');
    click('a');
    click('b');
    expect(counters()).toEqual({ clicks: 3, unique_clicks: 2 });
    db.run('DELETE FROM clicks WHERE id = ?', first);
    expect(counters()).toEqual({ clicks: 2, unique_clicks: 2 });
    db.run("DELETE FROM clicks WHERE visitor = 'b'");
    expect(counters()).toEqual({ clicks: 1, unique_clicks: 1 });
  });
});
