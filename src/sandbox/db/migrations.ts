import type { Database } from './database.ts';

/**
 * Versioned schema migrations. The applied version is kept in SQLite's `user_version`; each step runs in
 * its own transaction, so a database is always at one whole version. Append new steps, never edit old ones.
 */
const MIGRATIONS: readonly string[] = [
  // 1: the whole API surface.
  `
  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    free INTEGER NOT NULL,
    price_monthly REAL,
    price_yearly REAL,
    price_lifetime REAL,
    limits TEXT NOT NULL
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    api_key TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('free', 'pro', 'admin')),
    plan_id INTEGER REFERENCES plans(id) ON DELETE SET NULL,
    expires TEXT,
    registered TEXT NOT NULL
  );
  CREATE TABLE domains (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    domain TEXT NOT NULL UNIQUE COLLATE NOCASE,
    redirect_root TEXT NOT NULL DEFAULT '',
    redirect_404 TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL
  );
  CREATE INDEX domains_user ON domains(user_id, id);
  CREATE TABLE overlays (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL
  );
  CREATE INDEX overlays_user ON overlays(user_id, id);
  CREATE TABLE splash_pages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL
  );
  CREATE INDEX splash_pages_user ON splash_pages(user_id, id);
  CREATE TABLE pixels (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    tag TEXT NOT NULL,
    date TEXT NOT NULL,
    UNIQUE (user_id, type, tag)
  );
  CREATE INDEX pixels_user ON pixels(user_id, id);
  CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT UNIQUE,
    public INTEGER NOT NULL DEFAULT 1,
    date TEXT NOT NULL,
    UNIQUE (user_id, name)
  );
  CREATE INDEX campaigns_user ON campaigns(user_id, id);
  -- kind: 'link' (listed), 'qr' (hidden, behind a dynamic QR code) or 'bio' (hidden, behind a bio page).
  CREATE TABLE links (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL DEFAULT 'link' CHECK (kind IN ('link', 'qr', 'bio')),
    alias TEXT NOT NULL UNIQUE,
    long_url TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    domain_id INTEGER REFERENCES domains(id) ON DELETE SET NULL,
    password_hash TEXT,
    expiry TEXT,
    redirect TEXT NOT NULL DEFAULT 'direct',
    splash_id INTEGER REFERENCES splash_pages(id) ON DELETE SET NULL,
    overlay_id INTEGER REFERENCES overlays(id) ON DELETE SET NULL,
    meta_title TEXT NOT NULL DEFAULT '',
    meta_description TEXT NOT NULL DEFAULT '',
    meta_image TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'public',
    campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
    targets TEXT NOT NULL DEFAULT '{}',
    date TEXT NOT NULL
  );
  CREATE INDEX links_user ON links(user_id, kind, id);
  CREATE INDEX links_campaign ON links(campaign_id);
  CREATE TABLE link_pixels (
    link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
    pixel_id INTEGER NOT NULL REFERENCES pixels(id) ON DELETE CASCADE,
    PRIMARY KEY (link_id, pixel_id)
  );
  CREATE TABLE clicks (
    id INTEGER PRIMARY KEY,
    link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    country TEXT NOT NULL,
    referrer TEXT NOT NULL,
    browser TEXT NOT NULL,
    os TEXT NOT NULL,
    visitor TEXT NOT NULL
  );
  CREATE INDEX clicks_link ON clicks(link_id);
  CREATE TABLE qr_codes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    alias TEXT NOT NULL UNIQUE,
    background TEXT NOT NULL DEFAULT 'rgb(255,255,255)',
    foreground TEXT NOT NULL DEFAULT 'rgb(0,0,0)',
    logo TEXT,
    link_id INTEGER REFERENCES links(id) ON DELETE SET NULL,
    date TEXT NOT NULL
  );
  CREATE INDEX qr_codes_user ON qr_codes(user_id, id);
  CREATE TABLE bio_pages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
    content TEXT NOT NULL DEFAULT '[]',
    date TEXT NOT NULL
  );
  CREATE TABLE channels (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    starred INTEGER NOT NULL DEFAULT 0,
    date TEXT NOT NULL
  );
  CREATE INDEX channels_user ON channels(user_id, id);
  -- item_id points at links, bio_pages or qr_codes by item_type; the stores remove these rows when an item goes.
  CREATE TABLE channel_items (
    channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
    item_type TEXT NOT NULL CHECK (item_type IN ('links', 'bio', 'qr')),
    item_id INTEGER NOT NULL,
    date TEXT NOT NULL,
    PRIMARY KEY (channel_id, item_type, item_id)
  );
  CREATE INDEX channel_items_item ON channel_items(item_type, item_id);
  `,
  // 2: click counters on links. Lists show clicks and unique clicks for every row and sort by them; counting
  // the clicks table per row made a page cost as much as the link's whole history. Triggers keep the
  // counters exact whoever writes the clicks (the shortener, the seed, a migration).
  `
  ALTER TABLE links ADD COLUMN clicks INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE links ADD COLUMN unique_clicks INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX clicks_link_visitor ON clicks(link_id, visitor);
  CREATE INDEX links_user_clicks ON links(user_id, kind, clicks);
  UPDATE links SET
    clicks = (SELECT COUNT(*) FROM clicks WHERE link_id = links.id),
    unique_clicks = (SELECT COUNT(DISTINCT visitor) FROM clicks WHERE link_id = links.id);
  CREATE TRIGGER clicks_counted AFTER INSERT ON clicks BEGIN
    UPDATE links SET
      clicks = clicks + 1,
      unique_clicks = unique_clicks + NOT EXISTS (
        SELECT 1 FROM clicks WHERE link_id = NEW.link_id AND visitor = NEW.visitor AND id <> NEW.id)
    WHERE id = NEW.link_id;
  END;
  CREATE TRIGGER clicks_uncounted AFTER DELETE ON clicks BEGIN
    UPDATE links SET
      clicks = clicks - 1,
      unique_clicks = unique_clicks - NOT EXISTS (
        SELECT 1 FROM clicks WHERE link_id = OLD.link_id AND visitor = OLD.visitor)
    WHERE id = OLD.link_id;
  END;
  `,
  // 3: what the current revision's newer features and the deployed profile need to remember.
  // - api_keys: scoped keys, each a user's, limited to some endpoint groups (the user's own key reaches all).
  // - login_tokens: one-time links to a user's web dashboard that admins ask for.
  // - link_blank_channels: deployed installations add a channel row with no channel on every link update
  //   that names none; kept apart from channel_items, whose channel_id must name a channel.
  // - qr_codes.*_set: whether a code was ever given that colour; deployed installations keep colours only for
  //   a code created with one, and fail an update that sends a colour to a code created without. The flag, not
  //   the colour, because the colour has a default.
  `
  CREATE TABLE api_keys (
    key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    scopes TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE INDEX api_keys_user ON api_keys(user_id);
  CREATE TABLE login_tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created TEXT NOT NULL
  );
  CREATE TABLE link_blank_channels (
    id INTEGER PRIMARY KEY,
    link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
    date TEXT NOT NULL
  );
  CREATE INDEX link_blank_channels_link ON link_blank_channels(link_id);
  ALTER TABLE qr_codes ADD COLUMN background_set INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE qr_codes ADD COLUMN foreground_set INTEGER NOT NULL DEFAULT 1;
  `,
];

export function migrate(db: Database): void {
  const current = db.get<{ user_version: number }>('PRAGMA user_version')?.user_version ?? 0;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `This sandbox database is at schema version ${current}, newer than this Linkdesk understands (${MIGRATIONS.length}).`,
    );
  }
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      // PRAGMA takes no bound parameters; the value is our own integer.
      db.exec(`PRAGMA user_version = ${current + index + 1}`);
    });
  });
}
