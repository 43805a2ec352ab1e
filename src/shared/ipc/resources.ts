import type { ChannelItemType } from '../api/constants.ts';
import type { AppErrorData } from './errors.ts';
import type { Profile } from './models.ts';

/**
 * The resources as the app knows them, after main's normalisation layer has turned every answer of every
 * installation (reference or deployed variant) into one shape. Field names follow the reference; the types
 * are clean: integer ids and counters, booleans, `null` for "none", numbers in statistics.
 */

/** `id` is null for the shared domains an installation appends to the list ("multiple domains" feature). */
export interface Domain {
  id: number | null;
  domain: string;
  redirectroot: string;
  redirect404: string;
}

export interface Overlay {
  id: number;
  type: string;
  name: string;
  date: string;
}

export interface Splash {
  id: number;
  name: string;
  date: string;
}

/** `type` stays a string: an installation may know providers this version of the app does not. */
export interface Pixel {
  id: number;
  type: string;
  name: string;
  tag: string;
  date: string;
}

export interface QrCode {
  id: number;
  link: string;
  scans: number;
  name: string;
  date: string;
}

export type TopCounts = Record<string, number>;

export interface Statistics {
  clicks: number;
  uniqueClicks: number;
  topCountries: TopCounts;
  topReferrers: TopCounts;
  topBrowsers: TopCounts;
  topOs: TopCounts;
  socialCount: { facebook: number; twitter: number; instagram: number };
}

/** `statistics` is null for static codes (text, sms, wifi), which have no short link to count scans on. */
export interface QrDetails {
  qr: QrCode;
  statistics: Statistics | null;
}

export interface Link {
  id: number;
  alias: string;
  shorturl: string;
  longurl: string;
  title: string;
  description: string;
  clicks: number;
  uniqueclicks: number;
  date: string;
  /** Current installations only; null when the link uses the installation's own domain or it is not said. */
  domain: string | null;
  campaign: number | null;
  /** Ids of the channels the link is in; empty when none or not said. */
  channel: number[];
}

export interface LinkDetails {
  link: {
    id: number;
    alias: string;
    shorturl: string;
    longurl: string;
    title: string;
    description: string;
    location: { location: string; link: string }[];
    device: { device: string; link: string }[];
    expiry: string | null;
    date: string;
  };
  statistics: Statistics;
}

export interface Campaign {
  id: number;
  name: string;
  public: boolean;
  /** The rotator URL, or null when the campaign has none. */
  rotator: string | null;
  /** The campaign's public list page; empty when it has none (campaigns made without a slug) or it is not said. */
  list: string;
  /** Deployed list items count views; null where the installation does not say. */
  views: number | null;
}

export interface Channel {
  id: number;
  name: string;
  description: string;
  color: string;
  starred: boolean;
}

export interface ChannelItem {
  type: ChannelItemType;
  id: number;
  title: string;
  preview: string;
  link: string;
  date: string;
}

/**
 * How many of something a plan allows: a number, 0 when there is no limit (installations write 0, some -1), or
 * the installation's own words where it wrote text instead, shown as written.
 */
export type PlanAmount = number | string;

/**
 * Whether a plan has a feature, or the installation's own words for it: a paid plan's feature text ("Priority
 * support", shown on the installation's pricing page) means the plan has it, described so.
 */
export type PlanSwitch = boolean | string;

export interface PlanQuota {
  enabled: boolean;
  /** How many: 0 when not said or without a limit; the installation's own words where it wrote text. */
  count: PlanAmount;
}

export interface PlanLimits {
  links: PlanAmount;
  clicks: PlanAmount;
  retention: PlanAmount;
  custom: PlanSwitch;
  team: PlanQuota;
  splash: PlanQuota;
  overlay: PlanQuota;
  pixels: PlanQuota;
  domain: PlanQuota;
  multiple: PlanSwitch;
  alias: PlanSwitch;
  device: PlanSwitch;
  geo: PlanSwitch;
  bundle: PlanSwitch;
  parameters: PlanSwitch;
  export: PlanSwitch;
  api: PlanSwitch;
}

export interface Plan {
  id: number;
  name: string;
  free: boolean;
  prices: { monthly: number; yearly: number; lifetime: number } | null;
  limits: PlanLimits;
}

/**
 * A user as an admin sees them. The installation also sends each user's API key; main drops it at the
 * edge, because keys never cross into the renderer.
 */
export interface User extends Profile {
  planId: number | null;
  /**
   * Whether the installation lists the user among its admins (`filter=admin`): deployed servers report admins'
   * `status` as `pro`, so the status alone never says it. Null when the admin list could not be read.
   */
  isAdmin: boolean | null;
}

/** One page of a collection, or all of it when the request asked for no particular page. */
export interface Listing<T> {
  items: T[];
  /** How many items the installation says the collection holds. */
  total: number;
  /** The page answered (the last one fetched, for a whole collection) and the paging the installation used. */
  page: number;
  maxPage: number;
  perPage: number;
  /** Items of the answer that could not be read at all; they are left out so every other item still shows. */
  skipped?: SkippedItems;
}

/** How many items an answer held that could not be read, and why the first of them could not. */
export interface SkippedItems {
  count: number;
  reason: string;
}

/** Why a read was answered from the offline cache, and how old that answer is. */
export interface Staleness {
  /** ISO time the cached answer was received. */
  savedAt: string;
  /** The failure that sent the read to the cache (the installation could not be reached). */
  reason: AppErrorData;
}

/** Every read answers this: fresh data (`stale: null`), or the last good answer when the installation is out of reach. */
export interface Cached<T> {
  data: T;
  stale: Staleness | null;
}

export interface Message {
  message: string;
}

export interface Created {
  id: number;
}

/** Fields of a link an edit can take away: on installations that replace a link on update, by not sending them. */
export const REMOVABLE_LINK_FIELDS = ['expiry', 'domain', 'campaign', 'geotarget', 'devicetarget'] as const;
export type RemovableLinkField = (typeof REMOVABLE_LINK_FIELDS)[number];

/** What a link edit kept that Linkdesk can read back; the password never comes back, so it is not among them. */
export type KeptLinkField = RemovableLinkField | 'description';

/** A saved link edit, with what the installation dropped although Linkdesk sent it again (read back after saving). */
export interface LinkUpdated extends Created {
  shorturl: string;
  dropped: KeptLinkField[];
  /**
   * Fields the person took away that the installation kept all the same (read back after saving): installations
   * that update only what is sent keep a campaign that is left out, and offer no way to clear it.
   */
  kept: RemovableLinkField[];
}
