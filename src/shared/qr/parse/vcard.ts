import type { QrData } from '../../api/requests.ts';

type VcardData = QrData<'vcard'>;
type VcardKey = keyof VcardData;

/**
 * Reads a vCard (2.1, 3.0 or 4.0) into the fields a contact-card code has: `N` (family and given name; `FN`
 * when `N` names nobody), `ORG`, `TEL` by type (mobile, fax, else the work phone), `EMAIL`, `URL` and `ADR`.
 * Folded lines are unfolded and `\\` `\,` `\;` `\n` unescaped. The first of each kind counts; what the form
 * has no field for (a second email, a birthday, a photo) is left out. Null when it is not a vCard.
 */
export function parseVcardPayload(payload: string): VcardData | null {
  const lines = payload.replace(/\r\n[ \t]|\n[ \t]|\r[ \t]/g, '').split(/\r\n|\r|\n/);
  if (!/^BEGIN:VCARD$/i.test(lines[0]?.trim() ?? '')) return null;
  const card: Partial<Record<VcardKey, string>> = {};
  const fill = (key: VcardKey, value: string | undefined) => {
    if (value && value.trim() !== '' && card[key] === undefined) card[key] = value.trim();
  };
  let formattedName = '';
  for (const line of lines.slice(1)) {
    const property = propertyOf(line);
    if (!property) continue;
    const { name, types, value } = property;
    if (name === 'END') break;
    switch (name) {
      case 'N': {
        const [family, given] = components(value);
        fill('lname', family);
        fill('fname', given);
        break;
      }
      case 'FN':
        formattedName ||= unescaped(value);
        break;
      case 'ORG':
        fill('org', components(value)[0]);
        break;
      case 'TEL':
        // vCard 4 may write the number as a URI: `TEL;VALUE=uri:tel:+1…`.
        fill(
          types.has('cell') ? 'cell' : types.has('fax') ? 'fax' : 'phone',
          unescaped(value).replace(/^tel:/i, ''),
        );
        break;
      case 'EMAIL':
        fill('email', unescaped(value));
        break;
      case 'URL':
        fill('site', unescaped(value));
        break;
      case 'ADR': {
        const [, extended, street, city, state, zip, country] = components(value);
        fill('street', [extended, street].filter(Boolean).join(', '));
        fill('city', city);
        fill('state', state);
        fill('zip', zip);
        fill('country', country);
        break;
      }
    }
  }
  if (card.fname === undefined && card.lname === undefined) fill('fname', formattedName);
  return card;
}

interface Property {
  /** Upper-cased, without its group (`item1.TEL` is `TEL`). */
  name: string;
  /** Lower-cased TYPE values, from `TYPE=cell,voice`, `TYPE=cell;TYPE=voice` or 2.1's bare `CELL`. */
  types: Set<string>;
  /** As written: still escaped. */
  value: string;
}

function propertyOf(line: string): Property | null {
  const colon = colonOutsideQuotes(line);
  if (colon <= 0) return null;
  const [head = '', ...parameters] = line.slice(0, colon).split(';');
  const name = head.slice(head.lastIndexOf('.') + 1).toUpperCase();
  const types = new Set<string>();
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    const key = equals === -1 ? 'TYPE' : parameter.slice(0, equals).toUpperCase();
    if (key !== 'TYPE') continue;
    const values = equals === -1 ? parameter : parameter.slice(equals + 1);
    for (const type of values.replace(/"/g, '').split(',')) types.add(type.trim().toLowerCase());
  }
  return { name, types, value: line.slice(colon + 1) };
}

/** Where the property's name and parameters end: parameter values may be quoted, and hold a colon then. */
function colonOutsideQuotes(line: string): number {
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    if (line[at] === '"') quoted = !quoted;
    else if (line[at] === ':' && !quoted) return at;
  }
  return -1;
}

/** A structured value's components (N, ADR, ORG), split at the semicolons that are not escaped. */
function components(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let at = 0; at < value.length; at += 1) {
    const char = value[at]!;
    if (char === '\\' && at + 1 < value.length) {
      current += char + value[(at += 1)];
    } else if (char === ';') {
      parts.push(unescaped(current));
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(unescaped(current));
  return parts;
}

function unescaped(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_escape, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}
