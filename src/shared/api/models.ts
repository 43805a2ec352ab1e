import { z } from 'zod';
import {
  CHANNEL_ITEM_TYPES,
  DATE_PATTERN,
  DATETIME_PATTERN,
  PIXEL_TYPES,
  USER_STATUSES,
} from './constants.ts';

/**
 * The resources as the reference (link-management-api-v3.md) shapes them on the wire. The sandbox answers
 * exactly these; the app's client accepts them and the deployed variants, and normalises both.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const datetime = z.string().regex(DATETIME_PATTERN);
const url = z.url();

export const account = z.object({
  id,
  email: z.string(),
  username: z.string(),
  avatar: url,
  status: z.enum(USER_STATUSES),
  expires: datetime.nullable(),
  registered: datetime,
});
export type Account = z.infer<typeof account>;

export const user = account.extend({ planid: z.number().int().nonnegative(), apikey: z.string() });
export type User = z.infer<typeof user>;

export const domain = z.object({ id, domain: url, redirectroot: z.string(), redirect404: z.string() });
export type Domain = z.infer<typeof domain>;

export const overlay = z.object({ id, type: z.string(), name: z.string(), date: datetime });
export type Overlay = z.infer<typeof overlay>;

export const splash = z.object({ id, name: z.string(), date: datetime });
export type Splash = z.infer<typeof splash>;

export const pixel = z.object({
  id,
  type: z.enum(PIXEL_TYPES),
  name: z.string(),
  tag: z.string(),
  date: datetime,
});
export type Pixel = z.infer<typeof pixel>;

export const qrCode = z.object({ id, link: url, scans: count, name: z.string(), date: datetime });
export type QrCode = z.infer<typeof qrCode>;

/** Top-N maps carry counts as strings, as the reference says. */
const topMap = z.record(z.string(), z.string().regex(/^\d+$/));

export const statistics = z.object({
  clicks: count,
  uniqueClicks: count,
  topCountries: topMap,
  topReferrers: topMap,
  topBrowsers: topMap,
  topOs: topMap,
  socialCount: z.object({ facebook: count, twitter: count, instagram: count }),
});
export type Statistics = z.infer<typeof statistics>;

export const campaign = z.object({
  id,
  name: z.string(),
  public: z.boolean(),
  rotator: z.union([url, z.literal(false)]),
  list: url,
});
export type Campaign = z.infer<typeof campaign>;

/** Create and update answer the campaign with its name under `domain`. */
export const campaignWriteResult = z.object({
  error: z.literal(0),
  id,
  domain: z.string(),
  public: z.boolean(),
  rotator: z.union([url, z.literal(false)]),
  list: url,
});

export const channel = z.object({
  id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  starred: z.boolean(),
});
export type Channel = z.infer<typeof channel>;

export const channelItem = z.object({
  type: z.enum(CHANNEL_ITEM_TYPES),
  id,
  title: z.string(),
  preview: url,
  link: url,
  date: z.string().regex(DATE_PATTERN),
});
export type ChannelItem = z.infer<typeof channelItem>;

const flag = z.enum(['0', '1']);
const numeric = z.string().regex(/^\d+$/);
const enabled = z.object({ enabled: flag });
const counted = z.object({ enabled: flag, count: numeric });

export const planLimits = z.object({
  links: count,
  clicks: count,
  retention: count,
  custom: enabled,
  team: counted,
  splash: counted,
  overlay: counted,
  pixels: counted,
  domain: counted,
  multiple: enabled,
  alias: enabled,
  device: enabled,
  geo: enabled,
  bundle: enabled,
  parameters: enabled,
  export: enabled,
  api: enabled,
});
export type PlanLimits = z.infer<typeof planLimits>;

export const plan = z.object({
  id,
  name: z.string(),
  free: z.boolean(),
  prices: z.object({ monthly: z.number(), yearly: z.number(), lifetime: z.number() }).nullable(),
  limits: planLimits,
});
export type Plan = z.infer<typeof plan>;

/** A link as `GET /api/urls` lists it. `domain`, `campaign` and `channel` come from current installations only. */
export const link = z.object({
  id,
  alias: z.string(),
  shorturl: url,
  longurl: url,
  title: z.string(),
  description: z.string(),
  clicks: count,
  uniqueclicks: count,
  date: datetime,
  domain: z.string().nullable().optional(),
  campaign: id.nullable().optional(),
  channel: z.array(id).optional(),
});
export type Link = z.infer<typeof link>;

export const linkDetails = z.object({
  id,
  alias: z.string(),
  shorturl: url,
  longurl: url,
  title: z.string(),
  description: z.string(),
  location: z.array(z.object({ location: z.string(), link: z.string() })),
  device: z.array(z.object({ device: z.string(), link: z.string() })),
  expiry: datetime.nullable(),
  date: datetime,
});
export type LinkDetails = z.infer<typeof linkDetails>;

/** The envelope of every paginated list; `error` is the string "0" there. */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    error: z.literal('0'),
    data: z.object({
      result: count,
      perpage: id,
      currentpage: id,
      nextpage: id.nullable(),
      maxpage: count,
      ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    }),
  });
}

export const errorBody = z.object({ error: z.literal(1), message: z.string().min(1) });
