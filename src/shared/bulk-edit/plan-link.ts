import { apiDatetime } from '../import/expiry-date.ts';
import type { BulkChanges } from './bulk-changes.ts';
import { findExpression, replaceMatches } from './find-replace.ts';
import { withUtm } from './utm.ts';

/** What a bulk edit reads and may change of a link. */
export interface BulkLinkState {
  longurl: string;
  title: string;
  /** The branded domain's address; null on the installation's own address. */
  domain: string | null;
  campaign: number | null;
  channels: number[];
  /** Undefined until the link's details are read: only they tell the expiry. */
  expiry?: string | null;
}

/** The fields a bulk edit changes, as the preview and the results name them. */
export type BulkField = 'url' | 'title' | 'domain' | 'campaign' | 'channel' | 'expiry' | 'type' | 'pixels';

export interface FieldChange {
  field: BulkField;
  /** What the field holds now: null for nothing; undefined when it cannot be known before the link is read. */
  before: string | null | undefined;
  /** What it will hold: null for nothing; undefined when it depends on what is read when the link is sent. */
  after: string | null | undefined;
}

/** The fields of an update body a bulk edit sets, null meaning "take it away" (left out of a complete update). */
export interface PlannedBody {
  url?: string;
  metatitle?: string;
  domain?: string | null;
  campaign?: number | null;
  channel?: number;
  expiry?: string | null;
  type?: string;
  pixels?: number[];
}

export interface LinkPlan {
  changes: FieldChange[];
  body: PlannedBody;
  /** What stops this link's change, in words (an expiry that would be in the past): it is not sent. */
  refusal: string | null;
}

const API_TIME = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);
const DAY_MS = 86_400_000;

function expiryPlan(
  change: NonNullable<BulkChanges['expiry']>,
  before: string | null | undefined,
  now: number,
): { after: string | null | undefined; refusal: string | null } {
  if (change.kind === 'clear') return { after: null, refusal: null };
  if (change.kind === 'set') {
    return API_TIME(change.at) <= now
      ? { after: change.at, refusal: 'The new expiry is in the past; installations take only a future one.' }
      : { after: change.at, refusal: null };
  }
  if (before === undefined) return { after: undefined, refusal: null };
  if (before === null) return { after: null, refusal: null };
  const shifted = apiDatetime(new Date(API_TIME(before) + change.days * DAY_MS));
  if (shifted === null || API_TIME(shifted) <= now) {
    return { after: shifted, refusal: 'Moved by that many days, its expiry would be in the past.' };
  }
  return { after: shifted, refusal: null };
}

const sameDomain = (a: string | null, b: string | null) =>
  (a ?? '').replace(/\/+$/, '').toLowerCase() === (b ?? '').replace(/\/+$/, '').toLowerCase();

/**
 * What a bulk edit does to one link: each field that changes with its value before and after, the fields to
 * send, and a refusal when the change cannot be made. The window's preview and main's runner both use it, so
 * what was shown is what is sent. A field that would end as it is (a UTM value it already has) is left out;
 * a link none of whose fields change is not sent at all.
 */
export function planLink(link: BulkLinkState, changes: BulkChanges, now: number): LinkPlan {
  const plan: LinkPlan = { changes: [], body: {}, refusal: null };
  const add = (change: FieldChange) => plan.changes.push(change);

  let url = link.longurl;
  if (changes.findReplace) {
    const expression = findExpression(changes.findReplace);
    if (expression) url = replaceMatches(url, expression, changes.findReplace);
  }
  if (changes.utm) url = withUtm(url, changes.utm.mode, changes.utm.values);
  if (url !== link.longurl) {
    add({ field: 'url', before: link.longurl, after: url });
    plan.body.url = url;
    if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url) || !URL.canParse(url)) {
      plan.refusal = 'The new destination would not be a web address.';
    }
  }

  if (changes.title && (changes.title.prefix || changes.title.suffix)) {
    const { prefix, suffix } = changes.title;
    // A prefix or suffix already there is not added twice: running the same edit again changes nothing.
    const start = link.title.startsWith(prefix) ? '' : prefix;
    const end = link.title.endsWith(suffix) ? '' : suffix;
    const title = `${start}${link.title}${end}`;
    if (title !== link.title) {
      add({ field: 'title', before: link.title, after: title });
      plan.body.metatitle = title;
    }
  }

  if (changes.domain && !sameDomain(changes.domain.to, link.domain)) {
    add({ field: 'domain', before: link.domain, after: changes.domain.to });
    plan.body.domain = changes.domain.to;
  }
  if (changes.campaign && changes.campaign.to !== link.campaign) {
    add({ field: 'campaign', before: idText(link.campaign), after: idText(changes.campaign.to) });
    plan.body.campaign = changes.campaign.to;
  }
  if (changes.channel && !link.channels.includes(changes.channel.add)) {
    add({ field: 'channel', before: null, after: String(changes.channel.add) });
    plan.body.channel = changes.channel.add;
  }
  if (changes.expiry) {
    const { after, refusal } = expiryPlan(changes.expiry, link.expiry, now);
    const unknown = link.expiry === undefined;
    if (unknown || after !== link.expiry) {
      add({ field: 'expiry', before: link.expiry, after });
      plan.body.expiry = after ?? null;
      plan.refusal ??= refusal;
    }
  }
  // Installations never say a link's redirect or pixels: what was there cannot be compared, so they are sent.
  if (changes.redirect) {
    add({ field: 'type', before: undefined, after: changes.redirect.type });
    plan.body.type = changes.redirect.type;
  }
  if (changes.pixels) {
    add({ field: 'pixels', before: undefined, after: changes.pixels.ids.join(', ') });
    plan.body.pixels = changes.pixels.ids;
  }
  return plan;
}

const idText = (id: number | null) => (id === null ? null : String(id));

/** Whether a link needs its details read before its plan is final: only they tell its expiry. */
export const needsDetails = (changes: BulkChanges) => changes.expiry !== undefined;
