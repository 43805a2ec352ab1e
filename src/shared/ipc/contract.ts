import { z } from 'zod';
import { PIXEL_TYPES, QR_TYPES, USER_STATUSES } from '../api/constants.ts';
import { positiveId } from '../api/fields.ts';
import {
  accountUpdateBody,
  campaignCreateBody,
  campaignUpdateBody,
  channelCreateBody,
  channelItemType,
  channelUpdateBody,
  domainCreateBody,
  domainUpdateBody,
  linkCreateBody,
  linkListOrder,
  linkUpdateBody,
  pixelCreateBody,
  pixelUpdateBody,
  planSubscribeBody,
  qrCreateBody,
  qrUpdateBody,
  userCreateBody,
} from '../api/requests.ts';
import {
  checkQrForInstallations,
  checkRedirectsKept,
  checkRename,
  checkSubscriptionType,
} from '../api/installation-rules.ts';
import { checkUnencryptedConfirmed } from '../api/transport.ts';
import { checkAccelerator } from '../desktop/accelerator.ts';
import { localLookSchema, type LogoFile, type QrDesign } from '../qr/design.ts';
import type { QrDesignSummary } from '../qr/summary.ts';
import { DELETABLE_KINDS, type ScheduledDelete } from './deletes.ts';
import { CLOSE_WINDOW_CHOICES, type DesktopState } from './desktop.ts';
import { bulkChangesSchema } from '../bulk-edit/bulk-changes.ts';
import { utmTemplateSchema, type UtmTemplates } from '../bulk-edit/utm-template.ts';
import {
  MAX_BULK_LINKS,
  type BulkEditAbilities,
  type BulkEditSummary,
  type BulkRowResult,
} from './bulk-edit.ts';
import type { EarlierImportedRows, ImportRowResult, ImportSummary, OpenedSheet } from './imports.ts';
import { MAX_IMPORT_ROWS } from './imports.ts';
import type { ColumnMapping } from '../import/import-fields.ts';
import type { AccountsState, AccountView, Profile } from './models.ts';
import type { QuickShortenResult } from './quick-shorten.ts';
import type { UpdateState } from './updates.ts';
import {
  HISTORY_INTERVALS,
  MILESTONE_THRESHOLD_MAX,
  type HistoryOverview,
  type HistoryStatus,
  type Series,
} from './history.ts';
import { HEALTH_INTERVALS_HOURS, type HealthDetails, type HealthMarks, type HealthStatus } from './health.ts';
import { isWindowsDeviceName } from './windows-device-names.ts';
import type {
  Cached,
  Campaign,
  Channel as ChannelResource,
  ChannelItem,
  Created,
  Domain,
  Link,
  LinkDetails,
  LinkUpdated,
  Listing,
  Message,
  Overlay,
  Pixel,
  Plan,
  QrCode,
  QrDetails,
  Splash,
  User,
} from './resources.ts';
import { REMOVABLE_LINK_FIELDS } from './resources.ts';

/**
 * The IPC contract: channel name → request schema → result type. Main validates every request against its
 * schema before the handler runs; the preload and the renderer are typed from the same table, so a renamed
 * channel or a changed request fails to compile on both sides.
 */

const accountId = z.string().uuid('must be an account id');
const displayName = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
export const baseUrlField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: 'must be the address of the installation, starting with http:// or https://',
  });
export const apiKeyField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(512, 'is too long to be an API key')
  .regex(/^\S+$/, 'must not contain spaces');

export const addAccountFields = z.object({
  name: displayName,
  baseUrl: baseUrlField,
  apiKey: apiKeyField,
  /** The person accepted that the key travels unencrypted to an http:// installation off this computer. */
  allowUnencrypted: z.boolean().optional(),
});
export const addAccountRequest = addAccountFields.superRefine(checkUnencryptedConfirmed);
export type AddAccountRequest = z.infer<typeof addAccountRequest>;

/**
 * A new address for an account. A key is never sent to another server or over a weaker connection than the one it
 * was given for: a new origin needs the key typed again (`apiKey`); the same origin may keep the stored key only
 * when the person says so (`keepKey`).
 */
export const setBaseUrlRequest = z
  .object({
    id: accountId,
    baseUrl: baseUrlField,
    apiKey: apiKeyField.optional(),
    keepKey: z.boolean().optional(),
    allowUnencrypted: z.boolean().optional(),
  })
  .superRefine(checkUnencryptedConfirmed);
export type SetBaseUrlRequest = z.infer<typeof setBaseUrlRequest>;

/**
 * Every request about an installation names its account. `requestId` (chosen by the renderer) lets
 * `requests:cancel` abort it; `priority: 'background'` marks a request nobody is waiting for, so the ones a
 * person is waiting for go first under the rate limit. (Not a `background` flag: QR codes have a `background` colour.)
 */
const onAccount = z.object({
  accountId,
  requestId: z.string().min(1).max(100).optional(),
  priority: z.enum(['user', 'background']).optional(),
});
const onItem = onAccount.extend({ id: positiveId });
/** No `page` asks for the whole collection, fetched in as few requests as the installation allows. */
const listRequest = onAccount.extend({
  page: positiveId.optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

/** Adds each issue of `schema`'s verdict on `value` to `ctx`, for checks that depend on another field. */
function check(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
}

/** A preset range ending now, or two times (milliseconds since 1970), the first before the second. */
const historyRange = z.union([
  z.object({ preset: z.enum(['24h', '7d', '30d', 'all']) }),
  z
    .object({ from: z.number().int().min(0), to: z.number().int().min(0) })
    .refine((range) => range.from < range.to, 'must start before it ends'),
]);
const historySubject = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account') }),
  z.object({ kind: z.enum(['link', 'qr', 'campaign', 'channel']), id: positiveId }),
]);

/** The tag is checked against the provider's rule, so the stored pixel's type comes with the request. */
const pixelUpdateRequest = onItem
  .extend({ type: z.enum(PIXEL_TYPES), name: z.string().optional(), tag: z.string() })
  .superRefine((request, ctx) =>
    check(pixelUpdateBody(request.type), { name: request.name, tag: request.tag }, ctx),
  );

/** New data is checked against the code's type, which an update cannot change. */
const qrUpdateRequest = onItem
  .extend({
    type: z.enum(QR_TYPES),
    data: z.unknown(),
    background: z.string().optional(),
    foreground: z.string().optional(),
    logo: z.string().optional(),
    local: localLookSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const { type, data, background, foreground, logo } = request;
    check(qrUpdateBody(type), { data, background, foreground, logo }, ctx);
    checkQrForInstallations(type, { data, logo }, ctx);
  });

/** Characters no file name may hold on some system: folder separators, wildcards, quotes and pipes. */
/** An import in the journal. */
const aBulkEdit = z.object({ editId: z.string().uuid('must be a bulk edit id') });
const anImport = z.object({ importId: z.string().uuid('must be an import id') });
const importRow = z.number().int().min(0).max(MAX_IMPORT_ROWS);
/** The last column a spreadsheet can have (XFD). */
const MAX_IMPORT_COLUMN = 16_383;
/** What one row sends: the fields of a link an import can fill, by the same rules as the link form. */
const importLink = linkCreateBody
  .pick({
    url: true,
    custom: true,
    metatitle: true,
    domain: true,
    campaign: true,
    channel: true,
    expiry: true,
    password: true,
  })
  .strict();

const FILE_NAME_FORBIDDEN = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|']);

/** Marks that reorder the text around them: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const isBidiControl = (code: number) =>
  code === 0x061c ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/**
 * A bare file name: no folder separators, nothing Windows refuses (its device names such as CON or COM1, a final
 * dot or space), no control characters or reordering marks (checked by char code, since a regular expression
 * with control characters is easy to misread), and not `.` or `..`, which name folders.
 */
export function isPlainFileName(name: string): boolean {
  if (/^\.+$/.test(name)) return false;
  // Windows drops a final dot or space (another file than the one named) and refuses its device names.
  if (/[. ]$/.test(name) || isWindowsDeviceName(name)) return false;
  return [...name].every((char) => {
    const code = char.charCodeAt(0);
    // C0, DEL and C1 (U+0085 is a line break, U+009B starts terminal sequences).
    const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    return !isControl && !FILE_NAME_FORBIDDEN.has(char) && !isBidiControl(code);
  });
}

export const contract = {
  'accounts:list': { request: z.object({}), result: {} as AccountsState },
  'accounts:add': { request: addAccountRequest, result: {} as AccountView },
  'accounts:addSandbox': {
    // The sandbox's demo user, or its admin ("Try admin mode"); main picks the key, the window never sees it.
    request: z.object({ user: z.enum(['demo', 'admin']).optional() }),
    result: {} as AccountView,
  },
  'accounts:switch': { request: z.object({ id: accountId }), result: {} as AccountsState },
  'accounts:rename': { request: z.object({ id: accountId, name: displayName }), result: {} as AccountView },
  'accounts:setBaseUrl': { request: setBaseUrlRequest, result: {} as AccountView },
  'accounts:replaceKey': {
    request: z.object({ id: accountId, apiKey: apiKeyField }),
    result: {} as AccountView,
  },
  'accounts:remove': { request: z.object({ id: accountId }), result: {} as AccountsState },
  'accounts:probe': { request: z.object({ id: accountId }), result: {} as AccountView },
  'account:get': { request: onAccount, result: {} as Cached<Profile> },
  /** The profile's avatar as a `data:` address: the window loads no image from the web itself. */
  'account:avatar': {
    request: onAccount.extend({ url: z.string().min(1).max(2048) }),
    result: {} as { dataUrl: string },
  },
  'account:update': {
    request: z.object({ accountId }).and(accountUpdateBody),
    result: {} as { message: string },
  },

  'domains:list': { request: listRequest, result: {} as Cached<Listing<Domain>> },
  'domains:add': { request: onAccount.and(domainCreateBody), result: {} as Created },
  'domains:update': {
    request: onItem.and(domainUpdateBody).superRefine(checkRedirectsKept),
    result: {} as Message,
  },
  'domains:delete': { request: onItem, result: {} as Message },

  'overlays:list': { request: listRequest, result: {} as Cached<Listing<Overlay>> },
  'splash:list': { request: listRequest, result: {} as Cached<Listing<Splash>> },

  'pixels:list': { request: listRequest, result: {} as Cached<Listing<Pixel>> },
  // Tiktok is accepted here; main refuses it as `unsupported` for a legacy installation.
  'pixels:add': { request: onAccount.and(pixelCreateBody('current')), result: {} as Created },
  'pixels:update': { request: pixelUpdateRequest, result: {} as Message },
  'pixels:delete': { request: onItem, result: {} as Message },

  'qr:list': { request: listRequest, result: {} as Cached<Listing<QrCode>> },
  'qr:get': { request: onItem, result: {} as Cached<QrDetails> },
  /** `local` is what only Linkdesk draws (logo size, a logo from a file): main keeps it once the code is saved. */
  'qr:add': {
    request: onAccount
      .and(qrCreateBody)
      .and(z.object({ local: localLookSchema.optional() }))
      .superRefine((request, ctx) => checkQrForInstallations(request.type, request, ctx)),
    result: {} as Created & { link: string },
  },
  'qr:update': { request: qrUpdateRequest, result: {} as Message },
  'qr:delete': { request: onItem, result: {} as Message },
  /** The design last created or saved from this computer; null for a code made elsewhere. Never over the network. */
  'qr:design': { request: onItem, result: {} as QrDesign | null },
  /** A line about each code with a design here, for the list: type, kept name, content without secrets. */
  'qr:designs': { request: onAccount, result: {} as QrDesignSummary[] },
  /** A logo URL's image, fetched by main so the preview can draw it (png or jpeg, at most 2 MB). */
  'qr:logo': { request: onAccount.extend({ url: z.string().min(1).max(2048) }), result: {} as LogoFile },
  /** The installation's own SVG of a code (its `link`), for codes whose content Linkdesk does not know. */
  'qr:image': {
    request: onAccount.extend({ link: z.string().min(1).max(2048) }),
    result: {} as { svg: string },
  },

  'links:list': {
    request: listRequest.extend({
      order: linkListOrder.optional(),
      q: z.string().max(200).optional(),
      short: z.string().max(2048).optional(),
    }),
    result: {} as Cached<Listing<Link>>,
  },
  'links:get': { request: onItem, result: {} as Cached<LinkDetails> },
  'links:add': { request: onAccount.and(linkCreateBody), result: {} as Created & { shorturl: string } },
  /**
   * Shortens the web address on the system clipboard on the active account and puts the short URL there: the
   * same as the global shortcut does. Main reads the clipboard; the window only hears the result.
   */
  'links:shortenClipboard': { request: z.object({}), result: {} as QuickShortenResult },
  /**
   * A spreadsheet chosen in the native open dialog, read in main: its cells for the preview and a guess of
   * which column holds which field. Main keeps the sheet under `token` for `imports:start` and the export.
   * `droppedPath` is a file dropped on the window instead: the preload alone sets it, from the dropped file
   * (the window's own request never reaches main with a path in it); '' for a drop that is not a file on disk.
   */
  'imports:openFile': {
    request: z.object({ droppedPath: z.string().max(4096).optional() }),
    result: {} as { cancelled: true } | { cancelled: false; sheet: OpenedSheet; guess: ColumnMapping },
  },
  /** How long sending this many rows on the account would take at its rate limit (null when not yet known). */
  'imports:estimate': {
    request: onAccount.and(z.object({ rows: z.number().int().min(0).max(MAX_IMPORT_ROWS) })),
    result: {} as { perMinute: number | null; seconds: number | null },
  },
  /** Records the import in the journal and starts sending; `skipped` rows are kept with why, for the export. */
  'imports:start': {
    request: onAccount.and(
      z.object({
        token: z.string().min(1).max(100),
        rows: z.array(z.object({ row: importRow, link: importLink })).max(MAX_IMPORT_ROWS),
        skipped: z.array(z.object({ row: importRow, message: z.string().max(2000) })).max(MAX_IMPORT_ROWS),
        /** The column the passwords come from: main blanks it in every row it keeps, skipped ones too. */
        passwordColumn: z.number().int().min(0).max(MAX_IMPORT_COLUMN).optional(),
      }),
    ),
    result: {} as ImportSummary,
  },
  /**
   * The rows of an opened sheet whose link this account already made in an earlier import on this computer:
   * the same long URL (and the same alias, for a row with one) as a row the journal has as made.
   */
  'imports:earlier': {
    request: onAccount.and(
      z.object({
        token: z.string().min(1).max(100),
        urlColumn: z.number().int().min(0).max(MAX_IMPORT_COLUMN),
        aliasColumn: z.number().int().min(0).max(MAX_IMPORT_COLUMN).optional(),
      }),
    ),
    result: {} as EarlierImportedRows,
  },
  'imports:list': { request: z.object({}), result: {} as ImportSummary[] },
  'imports:results': { request: anImport, result: {} as ImportRowResult[] },
  'imports:pause': { request: anImport, result: {} as ImportSummary },
  'imports:resume': { request: anImport, result: {} as ImportSummary },
  'imports:cancel': { request: anImport, result: {} as ImportSummary },
  /**
   * Bulk edits (bulk-edits.db): what the account's installation lets one do, starting one over chosen links (the
   * window previews with `planLink`; main reads each link again before sending), following, pausing, resuming,
   * cancelling and undoing them.
   */
  'bulk:abilities': { request: z.object({ accountId }), result: {} as BulkEditAbilities },
  'bulk:start': {
    request: z.object({
      accountId,
      label: z.string().min(1).max(200),
      links: z
        .array(z.object({ id: positiveId, shorturl: z.string().min(1).max(500) }))
        .min(1)
        .max(MAX_BULK_LINKS),
      changes: bulkChangesSchema,
    }),
    result: {} as BulkEditSummary,
  },
  'bulk:list': { request: z.object({}), result: {} as BulkEditSummary[] },
  /** The links handled so far, refusals and links left alone first, at most `limit` (2,000 unless said). */
  'bulk:results': {
    request: aBulkEdit.extend({ limit: z.number().int().min(1).max(10_000).optional() }),
    result: {} as BulkRowResult[],
  },
  'bulk:pause': { request: aBulkEdit, result: {} as BulkEditSummary },
  'bulk:resume': { request: aBulkEdit, result: {} as BulkEditSummary },
  'bulk:cancel': { request: aBulkEdit, result: {} as BulkEditSummary },
  /** UTM templates kept on this computer (utm-templates.json), by name. */
  'utm:list': { request: z.object({}), result: {} as UtmTemplates },
  'utm:save': { request: utmTemplateSchema, result: {} as UtmTemplates },
  'utm:delete': { request: z.object({ name: z.string().min(1).max(60) }), result: {} as UtmTemplates },
  /** The template Quick shorten adds to every address it shortens; null for none. */
  'utm:setQuickShorten': {
    request: z.object({ name: z.string().min(1).max(60).nullable() }),
    result: {} as UtmTemplates,
  },
  /** A bulk edit of its own that puts back what each changed link held; links changed since are left alone. */
  'bulk:undo': { request: aBulkEdit, result: {} as BulkEditSummary },
  /** Saves the sheet as it came in, with each row's short URL and outcome in two more columns. */
  'imports:export': { request: anImport, result: {} as { saved: boolean } },
  /** Drops a finished, cancelled or paused import from the journal (never one that is sending). */
  'imports:forget': { request: anImport, result: {} as { forgotten: true } },
  /**
   * Gives a paused import whose account was removed to another account of the same user on the same
   * installation (the account added again, say), so that it can be resumed.
   */
  'imports:reattach': { request: onAccount.and(anImport), result: {} as ImportSummary },
  /**
   * The person's word on a row whose answer was lost while a link to the same address exists: `mine` records
   * that link as the row's, otherwise the row is made again. The import then goes on.
   */
  'imports:decide': {
    request: anImport.extend({ row: importRow, mine: z.boolean() }),
    result: {} as ImportSummary,
  },
  /** The global shortcut, what closing the window does, and the latest links shortened from the clipboard. */
  'desktop:state': { request: z.object({}), result: {} as DesktopState },
  /** A new global shortcut (null: off). The answer says whether the system took it. */
  'desktop:setShortcut': {
    request: z.object({
      accelerator: z
        .string()
        .max(60)
        .nullable()
        .superRefine((text, context) => {
          const check = text === null ? null : checkAccelerator(text);
          if (check && 'problem' in check) context.addIssue({ code: 'custom', message: check.problem });
        }),
    }),
    result: {} as DesktopState,
  },
  'desktop:setCloseWindow': {
    request: z.object({ choice: z.enum(CLOSE_WINDOW_CHOICES) }),
    result: {} as DesktopState,
  },
  /**
   * Main sends the whole link with these changes applied (installations replace a link on update); `remove` names
   * what the person took away. The answer says what the installation dropped all the same.
   */
  'links:update': {
    request: onItem
      .and(linkUpdateBody)
      .and(z.object({ remove: z.array(z.enum(REMOVABLE_LINK_FIELDS)).max(5).optional() })),
    result: {} as LinkUpdated,
  },
  'links:delete': { request: onItem, result: {} as Message },

  'campaigns:list': { request: listRequest, result: {} as Cached<Listing<Campaign>> },
  'campaigns:add': { request: onAccount.and(campaignCreateBody), result: {} as Campaign },
  // `currentSlug` lets main leave an unchanged slug out: deployed servers refuse a campaign's own slug.
  'campaigns:update': {
    request: onItem
      .extend({ currentSlug: z.string().optional() })
      .and(campaignUpdateBody)
      .superRefine((request, ctx) => checkRename(request.name, ctx)),
    result: {} as Campaign,
  },
  'campaigns:delete': { request: onItem, result: {} as Message },
  'campaigns:assign': {
    request: onAccount.extend({ campaignId: positiveId, linkId: positiveId }),
    result: {} as Message,
  },

  'channels:list': { request: listRequest, result: {} as Cached<Listing<ChannelResource>> },
  'channels:items': {
    request: listRequest.extend({ id: positiveId }),
    result: {} as Cached<Listing<ChannelItem>>,
  },
  'channels:add': { request: onAccount.and(channelCreateBody), result: {} as ChannelResource },
  'channels:update': {
    request: onItem.and(channelUpdateBody).superRefine((request, ctx) => checkRename(request.name, ctx)),
    result: {} as Message,
  },
  'channels:delete': { request: onItem, result: {} as Message },
  'channels:assign': {
    request: onAccount.extend({ channelId: positiveId, type: channelItemType, itemId: positiveId }),
    result: {} as Message,
  },

  'plans:list': { request: onAccount, result: {} as Cached<Plan[]> },
  'plans:subscribe': {
    request: onAccount
      .extend({ planId: positiveId, userId: positiveId })
      .and(planSubscribeBody)
      .superRefine(checkSubscriptionType),
    result: {} as Message,
  },

  'users:list': {
    request: onAccount.extend({
      filter: z.enum(USER_STATUSES).optional(),
      email: z.string().max(320).optional(),
    }),
    result: {} as Cached<User[]>,
  },
  'users:get': { request: onItem, result: {} as Cached<User> },
  'users:add': { request: onAccount.and(userCreateBody), result: {} as Created },
  'users:delete': { request: onItem, result: {} as Message },
  /**
   * Opens the installation's one-time sign-in address for the user in the system browser. The address is a
   * credential: main never answers it, logs it or caches it.
   */
  'users:loginAs': { request: onItem, result: {} as { opened: true } },
  /**
   * Puts the user's API key on the system clipboard from main, which takes it off again after
   * `clearsAfterSeconds` if the clipboard still holds it. The key itself never crosses IPC.
   */
  'users:copyApiKey': { request: onItem, result: {} as { copied: true; clearsAfterSeconds: number } },

  /** Deletes after the undo window (bulk: many ids); progress and results come as `deletes` events. */
  'deletes:schedule': {
    request: z.object({
      accountId,
      kind: z.enum(DELETABLE_KINDS),
      ids: z.array(positiveId).min(1, 'choose at least one item').max(10_000),
    }),
    result: {} as ScheduledDelete,
  },
  /** Cancels a scheduled delete that has not been sent yet; answers false once sending has begun. */
  'deletes:undo': {
    request: z.object({ pendingId: z.string().min(1).max(100) }),
    result: {} as { undone: boolean },
  },

  /** Saves a file the window produced (a CSV or an image export) where the person chooses, through the native save dialog. */
  'files:save': {
    request: z.object({
      suggestedName: z
        .string()
        .min(1)
        .max(120)
        .refine(isPlainFileName, 'must be a file name without folders, and one Windows can use'),
      content: z.string().max(50 * 1024 * 1024, 'is larger than 50 MB'),
      /** `base64` for binary files (PNG); text is written as UTF-8. */
      encoding: z.enum(['utf8', 'base64']).optional(),
    }),
    /** `savedId` names the file written, for "Show in folder"; the window never learns where it went. */
    result: {} as { saved: boolean; savedId?: string },
  },

  /** Shows a file this run saved (`savedId` from `files:save`) selected in the system's file manager. */
  'files:showSaved': {
    request: z.object({ savedId: z.string().min(1).max(100) }),
    result: {} as { shown: boolean },
  },

  /**
   * Puts text on the system clipboard: a short link, a generated password. Main writes it, as Electron's session
   * refuses the window's own clipboard writes. `secret` text (a password) is taken off again after a minute if
   * the clipboard still holds it.
   */
  'clipboard:writeText': {
    request: z.object({
      text: z.string().min(1).max(100_000, 'is longer than 100,000 characters'),
      secret: z.boolean().optional(),
    }),
    result: {} as { copied: true },
  },

  /** Puts a PNG image on the system clipboard. */
  'clipboard:writeImage': {
    request: z.object({
      pngBase64: z
        .string()
        .min(1)
        .max(50 * 1024 * 1024, 'is larger than 50 MB'),
    }),
    result: {} as { copied: true },
  },

  'requests:cancel': {
    request: z.object({ requestId: z.string().min(1).max(100) }),
    result: {} as { cancelled: boolean },
  },

  /** Updates: what is known, a check the person asked for, and the install they chose (never started by main). */
  'updates:state': { request: z.object({}), result: {} as UpdateState },
  'updates:check': { request: z.object({}), result: {} as UpdateState },
  'updates:install': { request: z.object({}), result: {} as UpdateState },

  'shell:openExternal': { request: z.object({ url: z.string().max(2048) }), result: {} as { opened: true } },

  /** Click history kept on this computer (history.db): where it stands and its settings, per account. */
  'history:status': { request: z.object({ accountId }), result: {} as HistoryStatus },
  'history:setSettings': {
    request: z.object({
      accountId,
      enabled: z.boolean().optional(),
      intervalMinutes: z
        .number()
        .refine(
          (minutes) => (HISTORY_INTERVALS as readonly number[]).includes(minutes),
          'is not one of the choices',
        )
        .optional(),
      milestones: z
        .object({
          enabled: z.boolean(),
          thresholds: z
            .array(z.number().int().min(1).max(MILESTONE_THRESHOLD_MAX))
            .max(10, 'can hold at most 10 thresholds'),
          surges: z.boolean(),
        })
        .optional(),
    }),
    result: {} as HistoryStatus,
  },
  /** Takes a snapshot now rather than at its time (it still keeps to its share of the rate limit). */
  'history:snapshot': { request: z.object({ accountId }), result: {} as HistoryStatus },
  /** The Overview: totals against the period before, the chart of a range, what is rising, groups compared. */
  'history:overview': {
    request: z.object({ accountId, range: historyRange }),
    result: {} as HistoryOverview,
  },
  /** One chart: the account's, or a link's, code's, campaign's or channel's clicks (scans) over a range. */
  'history:series': {
    request: z.object({ accountId, subject: historySubject, range: historyRange }),
    result: {} as Series,
  },
  /** A chart's series as a CSV or XLSX file, saved where the person chooses. */
  'history:export': {
    request: z.object({
      accountId,
      subject: historySubject,
      range: historyRange,
      format: z.enum(['csv', 'xlsx']),
      /** What the file is named after: a link's title, a campaign's name (cleaned up by main). */
      title: z.string().max(200).optional(),
    }),
    result: {} as { saved: boolean; savedId?: string },
  },

  /** Link health kept on this computer (health.db): where the checks stand and their settings, per account. */
  'health:status': { request: z.object({ accountId }), result: {} as HealthStatus },
  'health:setSettings': {
    request: z.object({
      accountId,
      enabled: z.boolean().optional(),
      intervalHours: z
        .number()
        .refine(
          (hours) => (HEALTH_INTERVALS_HOURS as readonly number[]).includes(hours),
          'is not one of the choices',
        )
        .optional(),
      notify: z.boolean().optional(),
    }),
    result: {} as HealthStatus,
  },
  /** A run now rather than at its time; answers once it has started (its progress comes as events). */
  'health:checkNow': { request: z.object({ accountId }), result: {} as HealthStatus },
  /** One item checked now, at its addresses as they are now; answers with its details once settled. */
  'health:checkItem': {
    request: z.object({ accountId, kind: z.enum(['link', 'qr']), id: positiveId }),
    result: {} as HealthDetails,
  },
  /** Every item's verdict, for the lists' marks and filters. */
  'health:marks': { request: z.object({ accountId }), result: {} as HealthMarks },
  /** One item's verdict, each of its addresses as last checked, and its latest checks. */
  'health:details': {
    request: z.object({ accountId, kind: z.enum(['link', 'qr']), id: positiveId }),
    result: {} as HealthDetails,
  },
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ParsedRequestOf<C extends Channel> = z.output<Contract[C]['request']>;
export type ResultOf<C extends Channel> = Contract[C]['result'];
export const CHANNELS = Object.keys(contract) as Channel[];
