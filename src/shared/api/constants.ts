/** Values the reference API enumerates, shared by the sandbox (which enforces them) and the app (which offers them). */

export const REVISIONS = ['current', 'legacy'] as const;
export type Revision = (typeof REVISIONS)[number];

/** Pixel providers in the order the reference lists them; `tiktok` exists only on the current revision. */
export const PIXEL_TYPES = [
  'gtmpixel',
  'gapixel',
  'fbpixel',
  'adwordspixel',
  'linkedinpixel',
  'twitterpixel',
  'adrollpixel',
  'quorapixel',
  'pinterest',
  'bing',
  'snapchat',
  'reddit',
  'tiktok',
] as const;
export type PixelType = (typeof PIXEL_TYPES)[number];

export function pixelTypesFor(revision: Revision): readonly PixelType[] {
  return revision === 'current' ? PIXEL_TYPES : PIXEL_TYPES.filter((type) => type !== 'tiktok');
}

export const QR_TYPES = ['text', 'vcard', 'link', 'email', 'phone', 'sms', 'wifi'] as const;
export type QrType = (typeof QR_TYPES)[number];

/** Dynamic codes encode a short link of the installation, so only they collect scans. */
export const DYNAMIC_QR_TYPES: readonly QrType[] = ['link', 'email', 'phone', 'vcard'];

export const CHANNEL_ITEM_TYPES = ['links', 'bio', 'qr'] as const;
export type ChannelItemType = (typeof CHANNEL_ITEM_TYPES)[number];

export const USER_STATUSES = ['free', 'pro', 'admin'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SUBSCRIPTION_TYPES = ['monthly', 'yearly', 'lifetime'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const CTA_TYPES = ['message', 'contact'] as const;

export const LINK_ORDERS = ['date', 'click'] as const;

export const MIN_PASSWORD_LENGTH = 5;
export const MIN_NAME_LENGTH = 2;
export const MIN_ALIAS_LENGTH = 3;
export const MAX_QR_TEXT_LENGTH = 4296;

/** `YYYY-MM-DD HH:MM:SS`, the API's datetime format. */
export const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** `YYYY-MM-DD`, the channel item date format. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The endpoint groups a scoped API key (newer installations) may or may not reach. A key without `account`
 * is still valid: it works for the groups in its scope and is refused for the others.
 */
export const KEY_SCOPES = [
  'account',
  'links',
  'qr',
  'domains',
  'pixels',
  'splash',
  'overlay',
  'campaigns',
  'channels',
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** What a scoped key outside its scope is told (HTTP 200, `error: true`). */
export const SCOPE_REFUSAL = 'You do not have access to this endpoint with this API key.';
