import type { Revision } from '../../shared/api/constants.ts';
import type { BulkLinkState, FieldChange, PlannedBody } from '../../shared/bulk-edit/plan-link.ts';
import type { Link, LinkDetails } from '../../shared/ipc/resources.ts';
import { currentLinkBody, domainOf } from '../api/endpoints/link-update.ts';
import type { LinkUpdate } from '../api/endpoints/links.ts';

/** A link as a bulk edit reads it: the list's item (domain, campaign, channels) and, where needed, its details. */
export interface ReadLink {
  item: Link;
  details: LinkDetails['link'] | null;
}

export interface Installation {
  /** The installation as the journal records it (`installationOf`): the built-in sandbox whatever its port. */
  id: string;
  revision: Revision | null;
  /** Where the installation prints links without a branded domain. */
  origin: string;
}

/** The branded domain a link is on, or null; a short URL without a scheme (stored bare by others) is read too. */
function brandedDomain(link: ReadLink, installation: Installation): string | null {
  try {
    const shorturl = /^https?:\/\//i.test(link.item.shorturl)
      ? link.item.shorturl
      : `https://${link.item.shorturl}`;
    const item = installation.revision === 'legacy' ? null : link.item;
    return domainOf(item, shorturl, installation.origin) ?? null;
  } catch {
    return link.item.domain;
  }
}

/** What a bulk edit plans from: the details' values where they were read, since they are the freshest. */
export function stateOf(link: ReadLink, installation: Installation): BulkLinkState {
  const { item, details } = link;
  return {
    longurl: details?.longurl ?? item.longurl,
    title: details?.title ?? item.title,
    domain: brandedDomain(link, installation),
    campaign: item.campaign,
    channels: item.channel,
    ...(details ? { expiry: details.expiry } : {}),
  };
}

/**
 * The update to send. Where updates replace the link, all of it as it is (the link edit's `currentLinkBody`)
 * with the planned fields on top and those planned away (null) left out. Elsewhere only the planned fields, none
 * of which is null there (`changeUnavailable` refuses those edits).
 */
export function updateBody(
  link: ReadLink,
  planned: PlannedBody,
  options: { replaces: boolean; installation: Installation; now: number },
): LinkUpdate {
  const body: Record<string, unknown> =
    options.replaces && link.details
      ? {
          ...currentLinkBody(link.details, options.installation.revision === 'legacy' ? null : link.item, {
            revision: options.installation.revision,
            installationOrigin: options.installation.origin,
            now: options.now,
          }),
        }
      : {};
  if (options.replaces && link.details) {
    // The domain as read, which currentLinkBody takes from the item or the short URL.
    const domain = brandedDomain(link, options.installation);
    if (domain) body.domain = domain;
    else delete body.domain;
  }
  for (const [field, value] of Object.entries(planned)) {
    if (value === null || value === undefined) delete body[field];
    else body[field] = value;
  }
  return body as LinkUpdate;
}

const sameDomain = (a: string | null, b: string | null) =>
  (a ?? '')
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase() ===
  (b ?? '')
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/**
 * Whether the link holds `value` in `field`: null for "cannot be told" (its redirect and pixels, which no read
 * says). What an Undo and a lost answer's check compare with.
 */
export function holds(state: BulkLinkState, field: FieldChange['field'], value: string | null | undefined) {
  switch (field) {
    case 'url':
      return state.longurl === value;
    case 'title':
      return state.title === value;
    case 'domain':
      return sameDomain(state.domain, value ?? null);
    case 'campaign':
      return String(state.campaign ?? '') === (value ?? '');
    case 'channel':
      return value === null || value === undefined ? true : state.channels.includes(Number(value));
    case 'expiry':
      return state.expiry === undefined ? null : (state.expiry ?? null) === (value ?? null);
    case 'type':
    case 'pixels':
      return null;
  }
}
