import type { QrData } from '../../api/requests.ts';
import { decodedComponent, queryParameters } from './uri-parts.ts';

/** Reads a `tel:` payload: the number as written after the scheme. Null when it is not one or has none. */
export function parseTelPayload(payload: string): QrData<'phone'> | null {
  if (!/^tel:/i.test(payload)) return null;
  const number = decodedComponent(payload.slice('tel:'.length)).trim();
  return number === '' ? null : number;
}

/**
 * Reads a text-message payload: `SMSTO:number:message` (what installations and most generators write; the
 * message may hold colons and question marks of its own), or the URI form `sms:number?body=message` with a
 * percent-encoded body, or `SMS:number:message`. Null when it is not one or has no number.
 */
export function parseSmsPayload(payload: string): QrData<'sms'> | null {
  const scheme = /^(smsto|sms):/i.exec(payload);
  if (!scheme) return null;
  const rest = payload.slice(scheme[0].length);
  // A number holds neither `:` nor `?`, so whichever comes first ends it and tells the form apart; a
  // message is free text that may hold both, so looking for either anywhere else misreads it. A bare
  // `sms:number` is a URI too, its number percent-encoded.
  const numberEnd = rest.search(/[:?]/);
  const uriForm = rest[numberEnd] === '?' || (numberEnd === -1 && scheme[1]!.toLowerCase() === 'sms');
  const { phone, message } = uriForm ? fromUri(rest, numberEnd) : fromColons(rest, numberEnd);
  if (phone.trim() === '') return null;
  return message === '' ? { phone: phone.trim() } : { phone: phone.trim(), message };
}

/** `number:message`, the message taken as written: this form is not percent-encoded. */
function fromColons(rest: string, colon: number): { phone: string; message: string } {
  return colon === -1
    ? { phone: rest, message: '' }
    : { phone: rest.slice(0, colon), message: rest.slice(colon + 1) };
}

/** `number?body=message`; `number;?body=…` is written too, the `;` ending the number. */
function fromUri(rest: string, query: number): { phone: string; message: string } {
  const phone = decodedComponent(query === -1 ? rest : rest.slice(0, query)).replace(/;$/, '');
  const message = query === -1 ? '' : (queryParameters(rest.slice(query + 1)).get('body') ?? '');
  return { phone, message };
}
