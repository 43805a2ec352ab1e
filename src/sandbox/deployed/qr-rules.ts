import { badRequest } from '../http/errors.ts';
import { getQrCode } from '../store/qr.ts';
import { bodyObject, pathId, type Body, type RequestHook } from './request-hooks.ts';
import { ServerCrash } from './server-crash.ts';

export const LOGO_REFUSED = 'Logo must be either a PNG or a JPEG (Max 500kb).';

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Installations judge a logo by the extension of its URL's path (query and fragment aside): `.png` or
 * `.jpg`, nothing else, not even `.jpeg`.
 */
function checkLogo(body: Body): void {
  const path = typeof body.logo === 'string' ? body.logo.trim().split(/[?#]/, 1)[0]! : undefined;
  if (path !== undefined && !/\.(png|jpg)$/i.test(path)) {
    throw badRequest(LOGO_REFUSED, 'logo');
  }
}

/**
 * Data the installation's encoders do not survive: they throw instead of refusing. The SMS encoder takes
 * digits only (the phone type takes a leading `+`, as the shared schema does), a Wi-Fi code needs an SSID,
 * a vCard at least one filled field.
 */
function checkData(type: unknown, data: unknown): void {
  if (type === 'sms' && isObject(data) && typeof data.phone === 'string' && data.phone.includes('+')) {
    throw new ServerCrash('the SMS encoder takes digits only');
  }
  if (type === 'wifi' && isObject(data) && !filled(data.ssid)) {
    throw new ServerCrash('a Wi-Fi code without an SSID');
  }
  if (type === 'vcard' && isObject(data) && !Object.values(data).some(filled)) {
    throw new ServerCrash('a vCard without any field');
  }
}

export const qrCreateRules: RequestHook = (request) => {
  const body = bodyObject(request);
  if (!body) return undefined;
  checkLogo(body);
  checkData(body.type, body.data);
  return undefined;
};

/**
 * A code's colours live in an object the installation makes only when the code is created with a colour; an
 * update assigns the colours it is sent into that object, so any colour sent for a code created without one
 * throws (HTML 500), whether one or both. An update without colours, or of a code created with one, is fine.
 */
export const qrUpdateRules: RequestHook = (request, { db }) => {
  const body = bodyObject(request);
  if (!body) return undefined;
  const qr = getQrCode(db, request.user.id, pathId(request));
  checkLogo(body);
  const coloursSent = body.background !== undefined || body.foreground !== undefined;
  if (coloursSent && qr.background_set === 0 && qr.foreground_set === 0) {
    throw new ServerCrash('a colour sent for a code created without colours');
  }
  checkData(qr.type, body.data);
  return undefined;
};
