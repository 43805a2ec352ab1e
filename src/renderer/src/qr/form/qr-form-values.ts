import { z } from 'zod';
import type { QrType } from '../../../../shared/api/constants.ts';
import { logoProblem, smsPhoneProblem } from '../../../../shared/api/installation-rules.ts';
import { qrCreateBody, qrDataSchemas } from '../../../../shared/api/requests.ts';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import { BLACK, rgbFromHex, rgbFromText, rgbText, WHITE } from '../../../../shared/qr/colours.ts';
import {
  LOGO_SCALE,
  localLookSchema,
  type LocalLook,
  type LogoFile,
  type QrDesign,
} from '../../../../shared/qr/design.ts';
import { tooLongForCode } from '../../../../shared/qr/capacity.ts';
import { qrPayload } from '../../../../shared/qr/payload.ts';
import { normalisePhoneNumber } from '../../../../shared/qr/phone-number.ts';

export type WifiEncryption = 'wpa' | 'wep' | 'none';

export const VCARD_KEYS = [
  'fname',
  'lname',
  'org',
  'phone',
  'cell',
  'fax',
  'email',
  'site',
  'street',
  'city',
  'state',
  'zip',
  'country',
] as const;
export type VcardKey = (typeof VCARD_KEYS)[number];

/**
 * What the QR form holds: every type's fields at once, as typed, so switching type and back finds each type's
 * values where they were. Field names inside each type match the API's `data` keys, so the installation's
 * field errors (`data.ssid: …`) find their field.
 */
export interface QrFormFields {
  type: QrType;
  text: string;
  link: string;
  email: { email: string; subject: string; body: string };
  phone: string;
  sms: { phone: string; message: string };
  wifi: { ssid: string; pass: string; encryption: WifiEncryption };
  vcard: Record<VcardKey, string>;
  name: string;
  /** `rgb(R,G,B)` or `#rrggbb` as typed. */
  foreground: string;
  background: string;
  /** The logo URL (or installation path) the installation downloads. */
  logo: string;
  logoScale: number;
  /** A logo picked from a file: drawn by Linkdesk only. */
  logoFile: LogoFile | null;
}

/** Every field a failure may name, as the form calls it. */
export const QR_FORM_FIELDS = [
  'text',
  'link',
  'phone',
  'email.email',
  'email.subject',
  'email.body',
  'sms.phone',
  'sms.message',
  'wifi.ssid',
  'wifi.pass',
  'wifi.encryption',
  ...VCARD_KEYS.map((key) => `vcard.${key}` as const),
  'name',
  'foreground',
  'background',
  'logo',
  'logoScale',
] as const;
export type QrFormField = (typeof QR_FORM_FIELDS)[number];

export function emptyQrForm(type: QrType = 'text'): QrFormFields {
  return {
    type,
    text: '',
    link: '',
    email: { email: '', subject: '', body: '' },
    phone: '',
    sms: { phone: '', message: '' },
    wifi: { ssid: '', pass: '', encryption: 'wpa' },
    vcard: Object.fromEntries(VCARD_KEYS.map((key) => [key, ''])) as Record<VcardKey, string>,
    name: '',
    foreground: rgbText(BLACK),
    background: rgbText(WHITE),
    logo: '',
    logoScale: LOGO_SCALE.default,
    logoFile: null,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The fields of a code of `type` holding `data` (in the shape of `qrDataSchemas[type]`): a saved design's, or
 * what a code made elsewhere was read as. Anything of the wrong shape starts empty rather than failing.
 */
export function qrFormFromContent(type: QrType, data: unknown): QrFormFields {
  const fields = emptyQrForm(type);
  const object = record(data);
  switch (type) {
    case 'text':
    case 'link':
    case 'phone':
      fields[type] = text(data);
      break;
    case 'email':
      fields.email =
        typeof data === 'string'
          ? { email: data, subject: '', body: '' }
          : { email: text(object.email), subject: text(object.subject), body: text(object.body) };
      break;
    case 'sms':
      fields.sms = { phone: text(object.phone), message: text(object.message) };
      break;
    case 'wifi': {
      const encryption =
        object.encryption === 'wep' || object.encryption === 'wpa' ? object.encryption : 'none';
      fields.wifi = { ssid: text(object.ssid), pass: text(object.pass), encryption };
      break;
    }
    case 'vcard':
      fields.vcard = Object.fromEntries(VCARD_KEYS.map((key) => [key, text(object[key])])) as Record<
        VcardKey,
        string
      >;
      break;
  }
  return fields;
}

/** A saved design's values, for an edit. */
export function qrFormFromDesign(design: QrDesign): QrFormFields {
  return {
    ...qrFormFromContent(design.type, design.data),
    name: design.name,
    foreground: design.foreground,
    background: design.background,
    logo: design.logo ?? '',
    logoScale: design.logoScale,
    logoFile: design.logoFile,
  };
}

/** Present and not blank, trimmed; otherwise left out. */
const trimmed = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
/** Present and not blank, kept as typed (line breaks and spacing in a message are the person's). */
const asTyped = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The `data` a code of `type` is sent with: empty optional fields are left out, phone numbers lose the spaces,
 * dashes, dots and brackets people type (the preview draws, and the check judges, the number as sent), and a
 * Wi-Fi network with no encryption sends neither encryption nor password (its code then says "open network").
 */
export function qrDataOf(type: QrType, fields: QrFormFields): unknown {
  switch (type) {
    case 'text':
      return fields.text;
    case 'link':
      return fields.link.trim();
    case 'phone':
      return normalisePhoneNumber(fields.phone);
    case 'email':
      return compact({
        email: fields.email.email.trim(),
        subject: trimmed(fields.email.subject),
        body: asTyped(fields.email.body),
      });
    case 'sms':
      return compact({
        phone: normalisePhoneNumber(fields.sms.phone),
        message: asTyped(fields.sms.message),
      });
    case 'wifi': {
      const { ssid, pass, encryption } = fields.wifi;
      const name = ssid.trim() === '' ? '' : ssid;
      if (encryption === 'none') return { ssid: name };
      return compact({ ssid: name, pass: pass === '' ? undefined : pass, encryption });
    }
    case 'vcard':
      return compact(Object.fromEntries(VCARD_KEYS.map((key) => [key, trimmed(fields.vcard[key])])));
  }
}

/** Whether the fields hold enough of `type` to draw anything: its main field, or for a vCard any field. */
function hasContent(type: QrType, fields: QrFormFields): boolean {
  switch (type) {
    case 'text':
      return fields.text !== '';
    case 'link':
    case 'phone':
      return fields[type].trim() !== '';
    case 'email':
      return fields.email.email.trim() !== '';
    case 'sms':
      return fields.sms.phone.trim() !== '';
    case 'wifi':
      return fields.wifi.ssid.trim() !== '';
    case 'vcard':
      return VCARD_KEYS.some((key) => fields.vcard[key].trim() !== '');
  }
}

/**
 * What the fields make as a payload right now, valid for sending or not, so the preview follows every
 * keystroke; null while the main field is still empty.
 */
export function contentOf(type: QrType, fields: QrFormFields): string | null {
  if (!hasContent(type, fields)) return null;
  try {
    return qrPayload(type, qrDataOf(type, fields));
  } catch {
    return null;
  }
}

/** What a submission sends, besides the account and (on edit) the code's id. */
export interface QrRequest {
  type: QrType;
  data: unknown;
  name?: string;
  foreground: string;
  background: string;
  logo?: string;
  local: LocalLook;
}

/** The resolver's output: the request, and the fields it came from (what the form shows after a save). */
export interface QrSubmission {
  request: QrRequest;
  fields: QrFormFields;
}

/** `email` takes a bare address too; the form always sends the object, so it is checked as one. */
const EMAIL_OBJECT = qrDataSchemas.email.options[1];
const dataSchemaOf = (type: QrType): z.ZodType => (type === 'email' ? EMAIL_OBJECT : qrDataSchemas[type]);

const SCALAR_TYPES: readonly QrType[] = ['text', 'link', 'phone'];
/** Where a problem with a whole object goes: beside its first field. */
const FIRST_FIELD: Partial<Record<QrType, QrFormField>> = {
  email: 'email.email',
  sms: 'sms.phone',
  wifi: 'wifi.ssid',
  vcard: 'vcard.fname',
};

function dataFieldOf(type: QrType, path: readonly PropertyKey[]): QrFormField | null {
  if (SCALAR_TYPES.includes(type)) return path.length === 0 ? (type as QrFormField) : null;
  if (path.length === 0) return FIRST_FIELD[type] ?? null;
  const field = `${type}.${String(path[0])}`;
  return (QR_FORM_FIELDS as readonly string[]).includes(field) ? (field as QrFormField) : null;
}

const { foreground: colourRule } = qrCreateBody.shape;
const MAX_NAME = 255;

/** The schema's words assume digits only; the form takes the separators people type, and says so. */
const PHONE_FORMAT: Partial<Record<QrFormField, string>> = {
  phone:
    'must be a phone number: digits, optionally starting with + and the country code (spaces, dashes, dots and brackets are fine)',
  'sms.phone': 'must be a phone number of digits (spaces, dashes, dots and brackets are fine)',
};

/** Where a static code's content goes in the form, and how its too-long message names it. */
const STATIC_CONTENT: Partial<Record<QrType, { field: QrFormField; what: string }>> = {
  text: { field: 'text', what: 'The text' },
  sms: { field: 'sms.message', what: 'The text message' },
  wifi: { field: 'wifi.ssid', what: 'The network’s details' },
};

/**
 * A static code's image holds its payload, which must fit in a code; a dynamic code's holds a short link,
 * whatever its content. Null when it fits, or when there is nothing to draw yet.
 */
export function contentTooLong(
  type: QrType,
  fields: QrFormFields,
): { field: QrFormField; message: string } | null {
  const place = STATIC_CONTENT[type];
  const payload = place ? contentOf(type, fields) : null;
  const message = place && payload !== null ? tooLongForCode(payload, place.what) : null;
  return place && message ? { field: place.field, message } : null;
}

/**
 * The form's resolver: the installation's own rules for the chosen type's data and for the look (the shared
 * request schemas), with every problem placed beside its field; plus two only the form can see: a static
 * code's content must fit in a code, and a secured Wi-Fi network needs its password, or its code would
 * describe an open network.
 */
export function qrFormSchema(options: { namable: boolean }) {
  return z
    .custom<QrFormFields>((value) => typeof value === 'object' && value !== null)
    .superRefine((fields, ctx) => {
      const add = (field: QrFormField, message: string) =>
        ctx.addIssue({ code: 'custom', path: field.split('.'), message });
      const check = (field: QrFormField, rule: z.ZodType, value: unknown) => {
        const issue = rule.safeParse(value).error?.issues[0];
        if (issue) add(field, issue.message);
      };

      const { type } = fields;
      // First, so that it is what a too-long text shows: the limit in the unit the counter and preview use.
      const tooLong = contentTooLong(type, fields);
      if (tooLong) add(tooLong.field, tooLong.message);
      for (const issue of dataSchemaOf(type).safeParse(qrDataOf(type, fields)).error?.issues ?? []) {
        const field = dataFieldOf(type, issue.path);
        // A vCard with no name at all: said as a sentence, since it is not about the first name alone.
        const message =
          type === 'vcard' && issue.path.length === 0
            ? 'Enter a first name, a last name or an organisation.'
            : issue.code === 'invalid_format' && field && PHONE_FORMAT[field]
              ? PHONE_FORMAT[field]
              : issue.message;
        if (field) add(field, message);
      }
      if (type === 'wifi' && fields.wifi.encryption !== 'none' && fields.wifi.pass === '') {
        add('wifi.pass', 'is required for a WPA or WEP network (choose None for an open one)');
      }

      // What deployed installations break on though the reference allows it: said before sending.
      const smsProblem = type === 'sms' ? smsPhoneProblem(normalisePhoneNumber(fields.sms.phone)) : null;
      if (smsProblem) add('sms.phone', smsProblem);

      // A hex colour is checked as the rgb(R,G,B) it is sent as.
      check('foreground', colourRule, apiColour(fields.foreground));
      check('background', colourRule, apiColour(fields.background));
      const logoIssue = fields.logo.trim() === '' ? null : logoProblem(fields.logo);
      if (logoIssue) add('logo', logoIssue);
      check('logoScale', localLookSchema.shape.logoScale, fields.logoScale);
      if (options.namable && fields.name.trim().length > MAX_NAME) {
        add('name', `must be at most ${MAX_NAME} characters`);
      }
    })
    .transform((fields): QrSubmission => ({ fields, request: qrRequestOf(fields, options) }));
}

/** A colour field's text as the API would take it: a hex colour as `rgb(R,G,B)`, anything else as typed. */
function apiColour(typed: string): string {
  const hex = rgbFromHex(typed);
  return hex ? rgbText(hex) : typed.trim();
}

/** The request for fields that passed `qrFormSchema`. */
export function qrRequestOf(fields: QrFormFields, options: { namable: boolean }): QrRequest {
  const colour = (value: string, fallback: typeof BLACK) => rgbText(rgbFromText(value) ?? fallback);
  const name = options.namable ? trimmed(fields.name) : undefined;
  const logo = trimmed(fields.logo);
  return {
    type: fields.type,
    data: qrDataOf(fields.type, fields),
    ...(name ? { name } : {}),
    foreground: colour(fields.foreground, BLACK),
    background: colour(fields.background, WHITE),
    ...(logo ? { logo } : {}),
    local: { logoScale: fields.logoScale, logoFile: fields.logoFile },
  };
}

/**
 * A failure as the form names its fields: the installation and main say `data.ssid` or `local.logoScale`,
 * the form `wifi.ssid` and `logoScale`. A failure about no field it shows stays for the whole form.
 */
export function formErrorOf(type: QrType, error: AppErrorData): AppErrorData {
  const { field } = error;
  if (!field) return error;
  let renamed: QrFormField | null;
  if (field === 'data' || field.startsWith('data.')) {
    const path = field === 'data' ? [] : field.slice('data.'.length).split('.');
    // A whole object refused is said for the whole form: its message is about no one field.
    renamed = SCALAR_TYPES.includes(type) || path.length > 0 ? dataFieldOf(type, path) : null;
  } else if (field === 'local.logoScale') {
    renamed = 'logoScale';
  } else {
    return error;
  }
  if (!renamed) {
    // Said for the whole form, about "the content" rather than an API key the person never saw.
    const { field: _unplaced, ...rest } = error;
    const about = error.message.startsWith('data: ') ? error.message.slice('data: '.length) : null;
    return about ? { ...rest, message: sentence(`The content ${about}`) } : rest;
  }
  const prefix = `${field}: `;
  const message = error.message.startsWith(prefix)
    ? `${renamed}: ${error.message.slice(prefix.length)}`
    : error.message;
  return { ...error, field: renamed, message };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
