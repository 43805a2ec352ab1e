import { z } from 'zod';
import {
  CHANNEL_ITEM_TYPES,
  LINK_ORDERS,
  MAX_QR_TEXT_LENGTH,
  MIN_ALIAS_LENGTH,
  MIN_PASSWORD_LENGTH,
  QR_TYPES,
  SUBSCRIPTION_TYPES,
  USER_STATUSES,
  pixelTypesFor,
  type PixelType,
  type QrType,
  type Revision,
} from './constants.ts';
import { boolean, datetime, email, hexColour, httpUrl, name, positiveId, rgbColour } from './fields.ts';
import { PIXEL_TAG_RULES } from './pixel-tags.ts';

/**
 * Request bodies of the API with the rules the reference and deployed installations enforce.
 * The sandbox refuses what these refuse; the app validates its forms with the same schemas.
 */

const optionalText = (max = 2000) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).optional();

export const accountUpdateBody = z
  .object({
    email: email.optional(),
    password: z
      .string({ error: 'must be text' })
      .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .optional(),
  })
  .refine((body) => body.email !== undefined || body.password !== undefined, {
    message: 'send an email, a password, or both',
    path: ['email'],
  });

/** A domain's redirect: a URL, or '' for none, which is how an update removes one. */
const domainRedirect = z
  .union([z.literal(''), httpUrl], {
    error: 'must be a full URL starting with http:// or https://, or empty',
  })
  .optional();

export const domainCreateBody = z.object({
  domain: httpUrl,
  redirectroot: domainRedirect,
  redirect404: domainRedirect,
});
export const domainUpdateBody = z.object({
  redirectroot: domainRedirect,
  redirect404: domainRedirect,
});

const pixelTag = z.string({ error: 'must be text' }).trim().min(1, 'is required').max(255);

function checkTag(type: PixelType, tag: string, ctx: z.RefinementCtx): void {
  const rule = PIXEL_TAG_RULES[type];
  if (!rule.check(tag))
    ctx.addIssue({ code: 'custom', path: ['tag'], message: `not a valid ${rule.label} tag. ${rule.hint}` });
}

export function pixelCreateBody(revision: Revision) {
  const types = pixelTypesFor(revision);
  return z
    .object({
      type: z.enum(types as [PixelType, ...PixelType[]], {
        error: `must be one of ${types.join(', ')}`,
      }),
      name: z.string({ error: 'must be text' }).trim().min(1, 'is required').max(255),
      tag: pixelTag,
    })
    .superRefine((body, ctx) => checkTag(body.type, body.tag, ctx));
}

/** Update checks the tag against the stored pixel's provider, which the caller supplies. */
export function pixelUpdateBody(type: PixelType) {
  return z
    .object({
      name: z.string({ error: 'must be text' }).trim().min(1, 'is required').max(255).optional(),
      tag: pixelTag,
    })
    .superRefine((body, ctx) => checkTag(type, body.tag, ctx));
}

const phoneNumber = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^\+?\d{3,20}$/, 'must be a phone number of digits, optionally starting with +');

/** The structured `data` each QR type takes. */
export const qrDataSchemas = {
  text: z
    .string({ error: 'must be text' })
    .min(1, 'is required')
    .max(MAX_QR_TEXT_LENGTH, `must be at most ${MAX_QR_TEXT_LENGTH} characters`),
  link: httpUrl,
  email: z.union(
    [
      email,
      z.object({
        email,
        subject: optionalText(500),
        body: optionalText(2000),
      }),
    ],
    { error: 'must be an email address or {email, subject, body}' },
  ),
  phone: phoneNumber,
  sms: z.object({ phone: phoneNumber, message: optionalText(1000) }, { error: 'must be {phone, message}' }),
  wifi: z.object(
    {
      ssid: z
        .string({ error: 'must be text' })
        .min(1, 'is required')
        .max(32, 'must be at most 32 characters'),
      pass: optionalText(63),
      encryption: z.enum(['wep', 'wpa'], { error: 'must be wep or wpa' }).optional(),
    },
    { error: 'must be {ssid, pass, encryption}' },
  ),
  vcard: z
    .object(
      {
        fname: optionalText(100),
        lname: optionalText(100),
        org: optionalText(200),
        phone: optionalText(40),
        cell: optionalText(40),
        fax: optionalText(40),
        email: email.optional(),
        site: httpUrl.optional(),
        street: optionalText(200),
        city: optionalText(100),
        state: optionalText(100),
        zip: optionalText(20),
        country: optionalText(100),
      },
      { error: 'must be an object of vCard fields' },
    )
    .refine((card) => Boolean(card.fname || card.lname || card.org), {
      message: 'needs a first name, a last name or an organisation',
    }),
} satisfies Record<QrType, z.ZodType>;

export type QrData<T extends QrType> = z.infer<(typeof qrDataSchemas)[T]>;

/**
 * `data` as its type defines it: every key the type does not define left out (however deep it went), values
 * trimmed where the type trims them. What is sent and kept, so that nothing else travels or stays. For data the
 * type's schema accepts, as the request schemas have checked; it throws otherwise.
 */
export function knownQrData(type: QrType, data: unknown): unknown {
  return qrDataSchemas[type].parse(data);
}

const qrLook = {
  background: rgbColour.optional(),
  foreground: rgbColour.optional(),
  logo: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/\.(png|jpe?g)(\?.*)?$/i, 'must be the URL or path of a png or jpg image')
    .optional(),
};

export const qrCreateBody = z
  .object({
    type: z.enum(QR_TYPES, { error: `must be one of ${QR_TYPES.join(', ')}` }),
    data: z.unknown(),
    name: z.string({ error: 'must be text' }).trim().max(255).optional(),
    ...qrLook,
  })
  .superRefine((body, ctx) => checkQrData(body.type, body.data, ctx));

/** Update takes new `data` for the code's stored type, which the caller supplies. */
export function qrUpdateBody(type: QrType) {
  return z
    .object({ data: z.unknown(), ...qrLook })
    .superRefine((body, ctx) => checkQrData(type, body.data, ctx));
}

function checkQrData(type: QrType, data: unknown, ctx: z.RefinementCtx): void {
  if (data === undefined || data === null || data === '') {
    ctx.addIssue({ code: 'custom', path: ['data'], message: 'is required' });
    return;
  }
  const parsed = qrDataSchemas[type].safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ ...issue, path: ['data', ...issue.path] } as never);
  }
}

const slug = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,50}$/, 'must be 3 to 50 letters, digits, - or _');

export const campaignCreateBody = z.object({ name, slug: slug.optional(), public: boolean.optional() });
export const campaignUpdateBody = campaignCreateBody;

export const channelCreateBody = z.object({
  name,
  description: name.optional(),
  color: hexColour.optional(),
  starred: boolean.optional(),
});
export const channelUpdateBody = channelCreateBody.partial();

export const channelItemType = z.enum(CHANNEL_ITEM_TYPES, {
  error: `must be one of ${CHANNEL_ITEM_TYPES.join(', ')}`,
});

export const planSubscribeBody = z
  .object({
    type: z.enum(SUBSCRIPTION_TYPES, { error: `must be one of ${SUBSCRIPTION_TYPES.join(', ')}` }).optional(),
    expiration: datetime.optional(),
  })
  .refine((body) => body.type !== undefined || body.expiration !== undefined, {
    message: `must be one of ${SUBSCRIPTION_TYPES.join(', ')}`,
    path: ['type'],
  });

export const userCreateBody = z
  .object({
    username: z
      .string({ error: 'must be text' })
      .trim()
      .regex(/^[A-Za-z0-9_]{3,30}$/, 'must be 3 to 30 letters, digits or _'),
    email,
    password: z
      .string({ error: 'must be text' })
      .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
    planid: positiveId.optional(),
    expiration: datetime.optional(),
  })
  .refine((body) => body.planid === undefined || body.expiration !== undefined, {
    message: 'The expiration date is not valid: a plan needs an expiration date',
    path: ['expiration'],
  });

export const userListFilter = z.enum(USER_STATUSES, { error: `must be one of ${USER_STATUSES.join(', ')}` });

const targets = <K extends string>(key: K) =>
  z
    .array(
      z.object({ [key]: z.string({ error: 'must be text' }).min(1), link: httpUrl } as Record<
        K,
        z.ZodString
      > & { link: typeof httpUrl }),
      {
        error: `must be a list of {${key}, link}`,
      },
    )
    .optional();

/** Links are not in the reference; their fields follow what deployed installations accept. */
export const linkFields = {
  url: httpUrl,
  custom: z
    .string({ error: 'must be text' })
    .trim()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${MIN_ALIAS_LENGTH},50}$`),
      `must be ${MIN_ALIAS_LENGTH} to 50 letters, digits, - or _`,
    )
    .optional(),
  password: z.string({ error: 'must be text' }).max(255).optional(),
  domain: httpUrl.optional(),
  expiry: datetime.optional(),
  type: z
    .string({ error: 'must be text' })
    .regex(
      /^(direct|frame|splash|\d+|overlay-\d+)$/,
      'must be direct, frame, splash, a splash page id or overlay-<id>',
    )
    .optional(),
  metatitle: optionalText(255),
  metadescription: optionalText(1000),
  metaimage: httpUrl.optional(),
  description: optionalText(1000),
  status: z.enum(['public', 'private'], { error: 'must be public or private' }).optional(),
  pixels: z.array(positiveId, { error: 'must be a list of pixel ids' }).optional(),
  channel: positiveId.optional(),
  campaign: positiveId.optional(),
  geotarget: targets('location'),
  devicetarget: targets('device'),
  languagetarget: targets('language'),
  parameters: z
    .array(
      z.object({
        name: z.string({ error: 'must be text' }).min(1),
        value: z.string({ error: 'must be text' }),
      }),
      {
        error: 'must be a list of {name, value}',
      },
    )
    .optional(),
};

export const linkCreateBody = z.object(linkFields);
export const linkUpdateBody = z.object({ ...linkFields, url: linkFields.url.optional() });

export const linkListOrder = z.enum(LINK_ORDERS, { error: `must be one of ${LINK_ORDERS.join(', ')}` });
