import { hashPassword } from '../store/secrets.ts';
import { serialiseTargets } from '../store/link-targets.ts';
import type {
  CampaignKey,
  DemoLink,
  DemoRedirect,
  DomainKey,
  OverlayKey,
  PixelKey,
  SplashKey,
} from './demo-catalog.ts';
import type { DemoWriter, SeededItem } from './demo-writer.ts';

/** The row ids of what links point at, by catalog key; a key missing here (tiktok on legacy) is skipped. */
export interface LinkReferences {
  domains: ReadonlyMap<DomainKey, number>;
  pixels: ReadonlyMap<PixelKey, number>;
  splashPages: ReadonlyMap<SplashKey, number>;
  overlays: ReadonlyMap<OverlayKey, number>;
  campaigns: ReadonlyMap<CampaignKey, number>;
}

function idOf<K>(map: ReadonlyMap<K, number>, key: K | undefined): number | null {
  return key === undefined ? null : (map.get(key) ?? null);
}

function redirectColumns(refs: LinkReferences, redirect: DemoRedirect | undefined) {
  switch (redirect?.type) {
    case undefined:
      return { redirect: 'direct', splashId: null, overlayId: null };
    case 'frame':
      return { redirect: 'frame', splashId: null, overlayId: null };
    case 'splash':
      return { redirect: 'splash', splashId: idOf(refs.splashPages, redirect.page), overlayId: null };
    case 'overlay':
      return { redirect: 'overlay', splashId: null, overlayId: idOf(refs.overlays, redirect.overlay) };
  }
}

/** Inserts one listed link (kind 'link') the way the links API would store it, with its pixels and clicks. */
function insertDemoLink(
  writer: DemoWriter,
  userId: number,
  refs: LinkReferences,
  link: DemoLink,
  date: string,
): number {
  const alias = link.alias !== undefined && writer.claim(link.alias) ? link.alias : writer.alias();
  const redirect = redirectColumns(refs, link.redirect);
  const title = link.title ?? '';
  const id = writer.db.run(
    `INSERT INTO links (user_id, kind, alias, long_url, title, description, domain_id, password_hash, expiry,
       redirect, splash_id, overlay_id, meta_title, status, campaign_id, targets, date)
     VALUES (?, 'link', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    userId,
    alias,
    link.url,
    // The API stores a meta title as the title too.
    title,
    link.description ?? '',
    idOf(refs.domains, link.domain),
    link.password === undefined ? null : hashPassword(link.password),
    link.expiresInDays === undefined ? null : writer.daysFromNow(link.expiresInDays),
    redirect.redirect,
    redirect.splashId,
    redirect.overlayId,
    title,
    link.private ? 'private' : 'public',
    idOf(refs.campaigns, link.campaign),
    serialiseTargets({ geo: [], device: [], language: [], parameters: [], ...link.targets }),
    date,
  ).id;

  for (const key of link.pixels ?? []) {
    const pixelId = refs.pixels.get(key);
    if (pixelId !== undefined)
      writer.db.run('INSERT INTO link_pixels (link_id, pixel_id) VALUES (?, ?)', id, pixelId);
  }
  const expired = link.expiresInDays !== undefined && link.expiresInDays < 0;
  writer.addClicks(id, {
    popularity: link.popularity,
    daysAgo: link.daysAgo,
    audience: 'web',
    expiredDaysAgo: expired ? -link.expiresInDays! : undefined,
  });
  return id;
}

/** The user's listed short links, oldest first. */
export function seedLinks(
  writer: DemoWriter,
  userId: number,
  refs: LinkReferences,
  links: readonly DemoLink[],
): SeededItem[] {
  return writer.dated(links).map(({ item: link, date }) => ({
    id: insertDemoLink(writer, userId, refs, link, date),
    daysAgo: link.daysAgo,
    channels: link.channels ?? [],
  }));
}
