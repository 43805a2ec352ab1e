import type { z } from 'zod';
import type { linkUpdateBody } from '../../shared/api/requests.ts';
import type { Database } from '../db/database.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { parseDatetime } from '../http/format.ts';
import { freeAlias, isAliasTaken } from './aliases.ts';
import {
  BLANK_LINK,
  addLinkToChannel,
  getLink,
  insertLink,
  setLinkPixels,
  updateLinkRow,
  writeOf,
  type LinkWrite,
  type RedirectType,
} from './links.ts';
import { hashPassword } from './secrets.ts';

/** A validated create or update body; on create `url` is known to be present. */
export type LinkInput = z.infer<typeof linkUpdateBody>;

/** A link write with the extras that live outside the link's row. */
export interface ResolvedLink {
  write: LinkWrite;
  /** The new pixel set, when the body sent one. */
  pixels: number[] | undefined;
  /** A channel to put the link in, when the body named one. */
  channelId: number | undefined;
}

const owns =
  (db: Database, table: 'splash_pages' | 'overlays' | 'campaigns' | 'channels' | 'pixels') =>
  // The table name comes from the fixed union above, never from a request.
  (userId: number, id: number) =>
    db.get(`SELECT id FROM ${table} WHERE id = ? AND user_id = ?`, id, userId) !== undefined;

/** A domain stored bare (by another client of a long-lived installation) is found by its host too. */
function domainId(db: Database, userId: number, url: string): number {
  const trimmed = url.replace(/\/+$/, '');
  const row = db.get<{ id: number }>(
    `SELECT id FROM domains WHERE user_id = ? AND rtrim(domain, '/') COLLATE NOCASE IN (?, ?)`,
    userId,
    trimmed,
    trimmed.replace(/^https?:\/\//i, ''),
  );
  if (!row) throw badRequest(`domain: ${url} is not one of your branded domains`, 'domain');
  return row.id;
}

/** `type` of the API: direct, frame, splash (the user's first splash page), a splash page id, overlay-<id>. */
function redirectOf(
  db: Database,
  userId: number,
  type: string,
): { redirect: RedirectType; splashId: number | null; overlayId: number | null } {
  if (type === 'direct' || type === 'frame') return { redirect: type, splashId: null, overlayId: null };
  if (type === 'splash') {
    const first = db.get<{ id: number }>(
      'SELECT id FROM splash_pages WHERE user_id = ? ORDER BY id LIMIT 1',
      userId,
    );
    if (!first) throw badRequest('type: you have no splash page to show', 'type');
    return { redirect: 'splash', splashId: first.id, overlayId: null };
  }
  const overlay = /^overlay-(\d+)$/.exec(type);
  if (overlay) {
    const id = Number(overlay[1]);
    if (!owns(db, 'overlays')(userId, id))
      throw badRequest(`type: overlay ${id} is not one of yours`, 'type');
    return { redirect: 'overlay', splashId: null, overlayId: id };
  }
  const id = Number(type);
  if (!owns(db, 'splash_pages')(userId, id)) {
    throw badRequest(`type: splash page ${id} is not one of yours`, 'type');
  }
  return { redirect: 'splash', splashId: id, overlayId: null };
}

function assertOwned(
  db: Database,
  userId: number,
  field: 'campaign' | 'channel' | 'pixels',
  ids: readonly number[],
): void {
  const table = ({ campaign: 'campaigns', channel: 'channels', pixels: 'pixels' } as const)[field];
  const what = { campaign: 'campaign', channel: 'channel', pixels: 'pixel' }[field];
  for (const id of ids) {
    if (!owns(db, table)(userId, id)) throw badRequest(`${field}: ${what} ${id} is not one of yours`, field);
  }
}

/**
 * Turns a validated body into the write it asks for, starting from `current` on update (fields not sent
 * keep their values) or from an empty link on create. Every reference must be the user's own.
 */
export function resolveLinkInput(
  db: Database,
  userId: number,
  input: LinkInput,
  now: number,
  current?: LinkWrite,
): ResolvedLink {
  const write: LinkWrite = { ...(current ?? BLANK_LINK), targets: { ...(current ?? BLANK_LINK).targets } };
  if (input.url !== undefined) write.longUrl = input.url;

  if (input.custom !== undefined && input.custom !== current?.alias) {
    if (isAliasTaken(db, input.custom)) {
      throw conflict('custom: is already taken by another link; choose another alias', 'custom');
    }
    write.alias = input.custom;
  }
  if (!write.alias) write.alias = freeAlias(db);

  if (input.password !== undefined) write.passwordHash = input.password ? hashPassword(input.password) : null;
  if (input.domain !== undefined) write.domainId = domainId(db, userId, input.domain);
  if (input.expiry !== undefined) {
    if (parseDatetime(input.expiry).getTime() <= now) {
      throw badRequest('expiry: must be in the future', 'expiry');
    }
    write.expiry = input.expiry;
  }
  if (input.type !== undefined) Object.assign(write, redirectOf(db, userId, input.type));

  if (input.metatitle !== undefined) {
    write.metaTitle = input.metatitle;
    write.title = input.metatitle;
  }
  if (input.metadescription !== undefined) write.metaDescription = input.metadescription;
  if (input.metaimage !== undefined) write.metaImage = input.metaimage;
  if (input.description !== undefined) write.description = input.description;
  if (input.status !== undefined) write.status = input.status;

  if (input.campaign !== undefined) {
    assertOwned(db, userId, 'campaign', [input.campaign]);
    write.campaignId = input.campaign;
  }
  if (input.channel !== undefined) assertOwned(db, userId, 'channel', [input.channel]);
  if (input.pixels !== undefined) assertOwned(db, userId, 'pixels', input.pixels);

  if (input.geotarget !== undefined) write.targets.geo = input.geotarget;
  if (input.devicetarget !== undefined) write.targets.device = input.devicetarget;
  if (input.languagetarget !== undefined) write.targets.language = input.languagetarget;
  if (input.parameters !== undefined) write.targets.parameters = input.parameters;

  return { write, pixels: input.pixels, channelId: input.channel };
}

function applyExtras(db: Database, linkId: number, resolved: ResolvedLink, date: string): void {
  if (resolved.pixels !== undefined) setLinkPixels(db, linkId, resolved.pixels);
  if (resolved.channelId !== undefined) addLinkToChannel(db, resolved.channelId, linkId, date);
}

/** Creates a listed link; answers its id and alias. */
export function createLink(
  db: Database,
  userId: number,
  input: LinkInput,
  now: number,
  date: string,
): { id: number; alias: string } {
  return db.transaction(() => {
    const resolved = resolveLinkInput(db, userId, input, now);
    const id = insertLink(db, userId, 'link', resolved.write, date);
    applyExtras(db, id, resolved, date);
    return { id, alias: resolved.write.alias };
  });
}

/**
 * Changes the fields the body sent; answers the link's alias afterwards. `from` decides what the fields the
 * body left out become: by default they keep their values (the deployed profile clears some).
 */
export function updateLink(
  db: Database,
  userId: number,
  id: number,
  input: LinkInput,
  now: number,
  date: string,
  from: (current: LinkWrite) => LinkWrite = (current) => current,
): string {
  return db.transaction(() => {
    const resolved = resolveLinkInput(db, userId, input, now, from(writeOf(getLink(db, userId, id))));
    updateLinkRow(db, id, resolved.write);
    applyExtras(db, id, resolved, date);
    return resolved.write.alias;
  });
}
