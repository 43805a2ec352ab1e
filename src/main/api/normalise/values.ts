/**
 * The primitives of the normalisation layer. Each takes a raw JSON value and the name of the field it came
 * from, and answers a clean value or throws `Unreadable`, which the answer readers turn into a `bad_response`
 * error for people. Plain checks only: item normalisers run over thousands of items per collection.
 */

/** A field of an answer that is missing or cannot be turned into what the app needs. */
export class Unreadable extends Error {
  /** Dotted path of the field inside the object being read, e.g. `limits.team.count`; '' for the object itself. */
  readonly field: string;
  /** What the field should have been, or null when it is missing. */
  readonly expected: string | null;
  readonly received: unknown;

  constructor(field: string, expected: string | null, received?: unknown) {
    super(expected === null ? `${field} is missing` : `${field} is not ${expected}`);
    this.name = 'Unreadable';
    this.field = field;
    this.expected = expected;
    this.received = received;
  }

  /** The same problem seen from an enclosing object, e.g. `id` inside `details` becomes `details.id`. */
  within(prefix: string): Unreadable {
    const field = this.field === '' ? prefix : `${prefix}.${this.field}`;
    return new Unreadable(field, this.expected, this.received);
  }
}

function refuse(value: unknown, field: string, expected: string): never {
  throw new Unreadable(field, value === undefined || value === null ? null : expected, value);
}

/** Runs `read` on a nested object, naming fields relative to the enclosing one when it fails. */
export function nested<T>(prefix: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof Unreadable ? error.within(prefix) : error;
  }
}

export type RawObject = Record<string, unknown>;

export function object(value: unknown, field: string): RawObject {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as RawObject;
  return refuse(value, field, 'an object');
}

export function list(value: unknown, field: string): unknown[] {
  if (Array.isArray(value)) return value;
  return refuse(value, field, 'a list');
}

const WHOLE = /^-?\d+$/;

/** A whole number, from a number or a numeric string (deployed servers send `"5"`). */
export function integer(value: unknown, field: string): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value;
  } else if (typeof value === 'string' && WHOLE.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
  }
  return refuse(value, field, 'a whole number');
}

/** An identifier: a whole number above zero. */
export function id(value: unknown, field = 'id'): number {
  const number = integer(value, field);
  return number > 0 ? number : refuse(value, field, 'a positive whole number');
}

/** An id where "none" may be said as null, 0, "" or false: answers null for those. */
export function optionalId(value: unknown, field: string): number | null {
  if (
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    value === 0 ||
    value === '0'
  )
    return null;
  return id(value, field);
}

/** A count of something: a whole number, never negative. */
export function counter(value: unknown, field: string): number {
  const number = integer(value, field);
  return number >= 0 ? number : refuse(value, field, 'a count of zero or more');
}

/** A count where "not said" is allowed: answers null when missing. */
export function optionalCounter(value: unknown, field: string): number | null {
  return value === undefined || value === null ? null : counter(value, field);
}

/** Any number, from a number or a numeric string (prices such as `"9.99"`). */
export function decimal(value: unknown, field: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  return refuse(value, field, 'a number');
}

/** A number of pages, which deployed servers compute as a float (`2.0`, and in odd cases `2.4`). */
export function pageCount(value: unknown, field: string): number {
  const number = decimal(value, field);
  return number >= 0 ? Math.ceil(number) : refuse(value, field, 'a page count');
}

/** true/false, 1/0 or "1"/"0", as the reference and deployed servers variously send flags. */
export function flag(value: unknown, field: string): boolean {
  switch (value) {
    case true:
    case 1:
    case '1':
    case 'true':
      return true;
    case false:
    case 0:
    case '0':
    case 'false':
      return false;
    default:
      return refuse(value, field, 'true or false');
  }
}

/** Text that must be there (it may be empty). Numbers are taken as their text: a name may be "2024". */
export function text(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return refuse(value, field, 'text');
}

/** Text that may be missing or null, as descriptions and redirects are on deployed servers: '' then. */
export function optionalText(value: unknown, field: string): string {
  return value === undefined || value === null ? '' : text(value, field);
}

/** Text where "none" may be said as null, "" or false: answers null for those. */
export function nullableText(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === false || value === '') return null;
  return text(value, field);
}

const DATE_START = /^\d{4}-\d{2}-\d{2}/;

/** A date or datetime as the API writes them (`YYYY-MM-DD HH:MM:SS` or `YYYY-MM-DD`), kept as text. */
export function datetime(value: unknown, field: string): string {
  if (typeof value === 'string' && DATE_START.test(value)) return value;
  return refuse(value, field, 'a date');
}

/** A datetime that may be absent; deployed databases also say "never" as the zero date. */
export function nullableDatetime(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === false || value === '') return null;
  if (typeof value === 'string' && value.startsWith('0000-00-00')) return null;
  return datetime(value, field);
}

const WEB_ADDRESS = /^https?:\/\/\S/i;

/** An http(s) address: short links, QR images, rotators, campaign lists. */
export function url(value: unknown, field: string): string {
  if (typeof value === 'string' && WEB_ADDRESS.test(value)) return value;
  return refuse(value, field, 'a web address');
}

const BARE_ADDRESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

/**
 * A branded domain or a short URL on one. Long-lived installations hold domains that other clients stored bare,
 * and print them and their links' short URLs without a scheme (`adtracking.link/bare01`); such an address is
 * read as https, the scheme branded domains are served on.
 */
export function urlOrBareHost(value: unknown, field: string): string {
  if (typeof value === 'string' && !WEB_ADDRESS.test(value) && BARE_ADDRESS.test(value))
    return `https://${value}`;
  return url(value, field);
}

/** An address where "none" may be said as false, "" or null (campaign rotators): answers null for those. */
export function nullableUrl(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === false || value === '') return null;
  return url(value, field);
}
