import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { join } from 'node:path';
import type { KeyScope } from '../../src/shared/api/constants.ts';
import { Database } from '../../src/sandbox/db/database.ts';
import { DATABASE_FILE } from '../../src/sandbox/options.ts';
import { createScopedKey } from '../../src/sandbox/store/api-keys.ts';
import type { TestSandbox } from './sandbox.ts';

/** The seeded accounts; every row a test writes belongs to one of them. */
export type Username = 'admin' | 'alex' | 'sam';

/** What a row gets when its test does not care: the sandbox orders by id, never by these dates. */
export const ROW_DATE = '2025-01-01 00:00:00';

interface Dated {
  date?: string;
}

export interface LinkRowOptions extends Dated {
  /** 'qr' and 'bio' rows are the hidden links behind QR codes and bio pages. */
  kind?: 'link' | 'qr' | 'bio';
  metaTitle?: string;
  domainId?: number | null;
}

export interface BioRowOptions extends Dated {
  /** The page's links, stored as the JSON the sandbox renders. */
  content?: { title: string; url: string }[];
}

export interface QrRowOptions extends Dated {
  name?: string;
  /** A dynamic code points at a hidden link under its own alias; a static one encodes its data itself. */
  dynamic: boolean;
}

export interface OverlayRowOptions extends Dated {
  type?: string;
  message?: string;
}

export interface SplashRowOptions extends Dated {
  title?: string;
  message?: string;
}

/** A link or page row with the alias it is reached under. */
export interface AliasedRow {
  id: number;
  alias: string;
}

// Aliases are unique across the installation: the counter keeps one test file's rows apart, and the
// length keeps them clear of the six-character aliases the API hands out.
let aliases = 0;
const newAlias = () => `row${++aliases}x${Math.random().toString(36).slice(2, 8)}`;

/**
 * Direct access to a running test sandbox's database file, for what the API cannot do: rows only the seed
 * makes (splash pages, overlays, bio pages, hidden links), rows set up without going through the
 * endpoint under test, and checks of what the API does not show. Each call opens its own connection,
 * which WAL lets write while the server runs; nothing is left open between tests.
 *
 * It may be built while a suite is collected (`const rows = new SandboxRows(t)`): it reads the sandbox
 * only when called, by which time `useSandbox` has started it.
 */
export class SandboxRows {
  readonly #t: TestSandbox;

  constructor(t: TestSandbox) {
    this.#t = t;
  }

  #open<T>(work: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(join(this.#t.dataDir, DATABASE_FILE));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return work(db);
    } finally {
      db.close();
    }
  }

  /** Runs an INSERT and answers the new row id. */
  insert(sql: string, ...params: SQLInputValue[]): number {
    return this.#open((db) => Number(db.prepare(sql).run(...params).lastInsertRowid));
  }

  all<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#open((db) => db.prepare(sql).all(...params) as T[]);
  }

  get<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#open((db) => db.prepare(sql).get(...params) as T | undefined);
  }

  /** Answers the `n` column of a `SELECT COUNT(*) AS n` query. */
  count(sql: string, ...params: SQLInputValue[]): number {
    return this.#open((db) => Number((db.prepare(sql).get(...params) as { n: number }).n));
  }

  /** The id of the seeded account with `username`. */
  userId(username: Username): number {
    return this.#t.sandbox.accounts.find((account) => account.username === username)!.id;
  }

  insertLink(owner: Username, longUrl: string, options: LinkRowOptions = {}): AliasedRow {
    const alias = newAlias();
    const id = this.insert(
      'INSERT INTO links (user_id, kind, alias, long_url, meta_title, domain_id, date) VALUES (?, ?, ?, ?, ?, ?, ?)',
      this.userId(owner),
      options.kind ?? 'link',
      alias,
      longUrl,
      options.metaTitle ?? '',
      options.domainId ?? null,
      options.date ?? ROW_DATE,
    );
    return { id, alias };
  }

  /** `domain` is stored as given: scheme and host, the form the API normalises to. */
  insertDomain(owner: Username, domain: string, options: Dated = {}): number {
    return this.insert(
      'INSERT INTO domains (user_id, domain, created) VALUES (?, ?, ?)',
      this.userId(owner),
      domain,
      options.date ?? ROW_DATE,
    );
  }

  /** A bio page is opened through a hidden link of its own, without a long URL, as the seed makes them. */
  insertBio(owner: Username, name: string, options: BioRowOptions = {}): AliasedRow & { linkId: number } {
    const date = options.date ?? ROW_DATE;
    const link = this.insertLink(owner, '', { kind: 'bio', date });
    const id = this.insert(
      'INSERT INTO bio_pages (user_id, name, link_id, content, date) VALUES (?, ?, ?, ?, ?)',
      this.userId(owner),
      name,
      link.id,
      JSON.stringify(options.content ?? []),
      date,
    );
    return { id, alias: link.alias, linkId: link.id };
  }

  /** A link code to `https://qr.example.com/target` when dynamic, a text code saying "hello" when static. */
  insertQr(owner: Username, options: QrRowOptions): AliasedRow {
    const date = options.date ?? ROW_DATE;
    const target = 'https://qr.example.com/target';
    const link = options.dynamic ? this.insertLink(owner, target, { kind: 'qr', date }) : undefined;
    const alias = link?.alias ?? newAlias();
    const id = this.insert(
      'INSERT INTO qr_codes (user_id, type, data, name, alias, link_id, date) VALUES (?, ?, ?, ?, ?, ?, ?)',
      this.userId(owner),
      link ? 'link' : 'text',
      JSON.stringify(link ? target : 'hello'),
      options.name ?? '',
      alias,
      link?.id ?? null,
      date,
    );
    return { id, alias };
  }

  insertOverlay(owner: Username, name: string, options: OverlayRowOptions = {}): number {
    return this.insert(
      'INSERT INTO overlays (user_id, type, name, message, date) VALUES (?, ?, ?, ?, ?)',
      this.userId(owner),
      options.type ?? 'message',
      name,
      options.message ?? '',
      options.date ?? ROW_DATE,
    );
  }

  insertSplash(owner: Username, name: string, options: SplashRowOptions = {}): number {
    return this.insert(
      'INSERT INTO splash_pages (user_id, name, title, message, date) VALUES (?, ?, ?, ?, ?)',
      this.userId(owner),
      name,
      options.title ?? '',
      options.message ?? '',
      options.date ?? ROW_DATE,
    );
  }

  /** Without a slug the campaign has no rotator URL. */
  insertCampaign(owner: Username, name: string, options: Dated & { slug?: string } = {}): number {
    return this.insert(
      'INSERT INTO campaigns (user_id, name, slug, date) VALUES (?, ?, ?, ?)',
      this.userId(owner),
      name,
      options.slug ?? null,
      options.date ?? ROW_DATE,
    );
  }

  insertChannel(owner: Username, name: string, options: Dated = {}): number {
    return this.insert(
      'INSERT INTO channels (user_id, name, date) VALUES (?, ?, ?)',
      this.userId(owner),
      name,
      options.date ?? ROW_DATE,
    );
  }

  /** Puts an item into a channel; `itemType` is the API's path segment, which is also what is stored. */
  insertChannelItem(
    channelId: number,
    itemType: 'links' | 'bio' | 'qr',
    itemId: number,
    options: Dated = {},
  ): void {
    this.insert(
      'INSERT INTO channel_items (channel_id, item_type, item_id, date) VALUES (?, ?, ?, ?)',
      channelId,
      itemType,
      itemId,
      options.date ?? ROW_DATE,
    );
  }

  /** A new API key of `owner` that reaches only `scopes`, made by the sandbox's own store. */
  scopedKey(owner: Username, scopes: readonly KeyScope[]): string {
    const db = new Database(join(this.#t.dataDir, DATABASE_FILE));
    try {
      return createScopedKey(db, this.userId(owner), scopes);
    } finally {
      db.close();
    }
  }
}
