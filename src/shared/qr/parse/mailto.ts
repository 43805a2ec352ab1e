import type { QrData } from '../../api/requests.ts';
import { decodedComponent, queryParameters } from './uri-parts.ts';

/**
 * Reads a `mailto:` payload: the address, and the `subject` and `body` of its query, percent-decoded
 * (RFC 6068: a `+` is a plus sign, not a space). Other header fields (`cc`, `bcc`) have no place in the form
 * and are left out. Null when it is not one or has no address.
 */
export function parseMailtoPayload(payload: string): Exclude<QrData<'email'>, string> | null {
  if (!/^mailto:/i.test(payload)) return null;
  const rest = payload.slice('mailto:'.length);
  const query = rest.indexOf('?');
  const email = decodedComponent(query === -1 ? rest : rest.slice(0, query)).trim();
  if (email === '') return null;
  const parameters = queryParameters(query === -1 ? '' : rest.slice(query + 1));
  const subject = parameters.get('subject');
  const body = parameters.get('body');
  return { email, ...(subject ? { subject } : {}), ...(body ? { body } : {}) };
}
