import type { SandboxContext } from '../context.ts';
import { createScopedKey } from '../store/api-keys.ts';
import {
  BARE_DOMAIN,
  BARE_DOMAIN_LINK,
  DEMO_BIO_PAGES,
  DEMO_CAMPAIGNS,
  DEMO_CHANNELS,
  DEMO_DOMAINS,
  DEMO_LINKS,
  DEMO_OVERLAYS,
  DEMO_PIXELS,
  DEMO_QR_CODES,
  DEMO_SPLASH_PAGES,
  FREE_USER_LINKS,
  FREE_USER_PIXEL,
  type ChannelKey,
} from './demo-catalog.ts';
import { seedLinks, type LinkReferences } from './demo-links.ts';
import { seedBioPages, seedQrCodes } from './demo-qr.ts';
import { DemoWriter, type SeededItem } from './demo-writer.ts';
import type { Essentials } from './essentials.ts';

/** Any fixed number: it decides the aliases, click counts and visitors, the same for every demo database. */
const DEMO_SEED = 20_260_401;

/** Inserts each entry oldest first and answers its row id by key. */
function insertEach<T extends { key: string; daysAgo: number }>(
  writer: DemoWriter,
  entries: readonly T[],
  insert: (entry: T, date: string) => number,
): Map<T['key'], number> {
  return new Map(writer.dated(entries).map(({ item, date }) => [item.key, insert(item, date)]));
}

function insertDomain(
  db: DemoWriter['db'],
  userId: number,
  domain: (typeof DEMO_DOMAINS)[number],
  date: string,
) {
  return db.run(
    'INSERT INTO domains (user_id, domain, redirect_root, redirect_404, created) VALUES (?, ?, ?, ?, ?)',
    userId,
    domain.domain,
    domain.redirectRoot,
    domain.redirect404,
    date,
  ).id;
}

function seedAccountResources(writer: DemoWriter, userId: number) {
  const { db } = writer;
  const domains = insertEach(writer, DEMO_DOMAINS, (domain, date) => insertDomain(db, userId, domain, date));
  // The legacy revision refuses TikTok pixels, so its demo has none.
  const pixelCatalog = DEMO_PIXELS.filter(
    (pixel) => writer.revision === 'current' || pixel.type !== 'tiktok',
  );
  const pixels = insertEach(
    writer,
    pixelCatalog,
    (pixel, date) =>
      db.run(
        'INSERT INTO pixels (user_id, type, name, tag, date) VALUES (?, ?, ?, ?, ?)',
        userId,
        pixel.type,
        pixel.name,
        pixel.tag,
        date,
      ).id,
  );
  const splashPages = insertEach(
    writer,
    DEMO_SPLASH_PAGES,
    (page, date) =>
      db.run(
        'INSERT INTO splash_pages (user_id, name, title, message, date) VALUES (?, ?, ?, ?, ?)',
        userId,
        page.name,
        page.title,
        page.message,
        date,
      ).id,
  );
  const overlays = insertEach(
    writer,
    DEMO_OVERLAYS,
    (overlay, date) =>
      db.run(
        'INSERT INTO overlays (user_id, type, name, message, date) VALUES (?, ?, ?, ?, ?)',
        userId,
        overlay.type,
        overlay.name,
        overlay.message,
        date,
      ).id,
  );
  const campaigns = insertEach(
    writer,
    DEMO_CAMPAIGNS,
    (campaign, date) =>
      db.run(
        'INSERT INTO campaigns (user_id, name, slug, public, date) VALUES (?, ?, ?, ?, ?)',
        userId,
        campaign.name,
        campaign.slug,
        campaign.public ? 1 : 0,
        date,
      ).id,
  );
  const channels = insertEach(
    writer,
    DEMO_CHANNELS,
    (channel, date) =>
      db.run(
        'INSERT INTO channels (user_id, name, description, color, starred, date) VALUES (?, ?, ?, ?, ?, ?)',
        userId,
        channel.name,
        channel.description,
        channel.color,
        channel.starred ? 1 : 0,
        date,
      ).id,
  );
  const references: LinkReferences = { domains, pixels, splashPages, overlays, campaigns };
  return { references, channels };
}

/**
 * Puts items into channels, each on a day after both the item and the channel existed, in the order they
 * were added, so that a channel lists its newest additions first as it would on a real account.
 */
function seedChannelItems(
  writer: DemoWriter,
  channels: ReadonlyMap<ChannelKey, number>,
  items: Record<'links' | 'bio' | 'qr', readonly SeededItem[]>,
): void {
  const channelAge = new Map(DEMO_CHANNELS.map((channel) => [channel.key, channel.daysAgo]));
  const additions = (Object.keys(items) as (keyof typeof items)[]).flatMap((type) =>
    items[type].flatMap((item) =>
      item.channels.map((key) => ({
        channelId: channels.get(key)!,
        type,
        itemId: item.id,
        daysAgo: Math.max(0, Math.min(item.daysAgo, channelAge.get(key)!) - 1),
      })),
    ),
  );
  for (const { item: addition, date } of writer.dated(additions)) {
    writer.db.run(
      'INSERT INTO channel_items (channel_id, item_type, item_id, date) VALUES (?, ?, ?, ?)',
      addition.channelId,
      addition.type,
      addition.itemId,
      date,
    );
  }
}

/** The free user's couple of links and a pixel, so that per-user isolation shows on demo data. */
function seedFreeUser(writer: DemoWriter, userId: number): void {
  const pixel = FREE_USER_PIXEL;
  writer.db.run(
    'INSERT INTO pixels (user_id, type, name, tag, date) VALUES (?, ?, ?, ?, ?)',
    userId,
    pixel.type,
    pixel.name,
    pixel.tag,
    writer.daysAgo(pixel.daysAgo),
  );
  const none = new Map<never, number>();
  seedLinks(
    writer,
    userId,
    { domains: none, pixels: none, splashPages: none, overlays: none, campaigns: none },
    FREE_USER_LINKS,
  );
}

/** The bare-domain leftovers of another client (see BARE_DOMAIN): last, so they change nothing before them. */
function seedBareDomainLink(writer: DemoWriter, userId: number): void {
  const domainId = insertDomain(writer.db, userId, BARE_DOMAIN, writer.daysAgo(BARE_DOMAIN.daysAgo));
  const none = new Map<never, number>();
  const domains = new Map([[BARE_DOMAIN.key, domainId]] as const);
  seedLinks(writer, userId, { domains, pixels: none, splashPages: none, overlays: none, campaigns: none }, [
    BARE_DOMAIN_LINK,
  ]);
}

/** Scopes of the demo's scoped key: enough to manage links and codes, not the account. */
export const DEMO_KEY_SCOPES = ['links', 'qr', 'domains'] as const;

/**
 * The demo content: for the pro user domains, pixels, splash pages, overlays, about 40 links with click
 * history, QR codes of every type with scans, campaigns (one without a slug, as older revisions made them),
 * channels and bio pages, a link on a domain stored bare, and a scoped key; a little for the free user.
 * Deterministic: the same rows every time for the same clock (only password salts and API keys differ).
 */
export function seedDemo(ctx: SandboxContext, essentials: Essentials): void {
  const writer = new DemoWriter(ctx, DEMO_SEED);
  const pro = essentials.proId;
  const { references, channels } = seedAccountResources(writer, pro);
  const links = seedLinks(writer, pro, references, DEMO_LINKS);
  const qrCodes = seedQrCodes(writer, pro, DEMO_QR_CODES);
  const bioPages = seedBioPages(writer, pro, DEMO_BIO_PAGES);
  seedChannelItems(writer, channels, { links, qr: qrCodes, bio: bioPages });
  seedFreeUser(writer, essentials.freeId);
  seedBareDomainLink(writer, pro);
  createScopedKey(ctx.db, pro, DEMO_KEY_SCOPES, writer.daysAgo(20));
}
