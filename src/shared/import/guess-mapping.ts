import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from './import-fields.ts';
import { isHttpUrl } from './link-rules.ts';

/**
 * Header names people and other tools give each field, strongest first: where two columns could fill a field,
 * the one named by the earlier synonym wins ("Title" over "Name"). The sets do not overlap, so a header names
 * one field at most.
 */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  url: [
    'long url',
    'url',
    'destination',
    'destination url',
    'long link',
    'link',
    'target',
    'target url',
    'original url',
    'full url',
    'landing page',
    'web address',
    'website',
    'redirect url',
    'uri',
  ],
  alias: [
    'alias',
    'custom alias',
    'custom',
    'slug',
    'short code',
    'code',
    'keyword',
    'back half',
    'custom slug',
  ],
  title: ['title', 'meta title', 'link title', 'name', 'link name', 'label', 'page title'],
  domain: ['domain', 'branded domain', 'custom domain', 'short domain', 'domain name'],
  campaign: ['campaign', 'campaign name', 'campaign id'],
  channel: ['channel', 'channel name', 'channel id'],
  expiry: [
    'expiry',
    'expires',
    'expiry date',
    'expiration',
    'expiration date',
    'expires at',
    'expires on',
    'expire',
    'valid until',
    'end date',
  ],
  password: ['password', 'link password', 'pass', 'passcode', 'pwd'],
};

/** How many sample rows are enough to tell a column of web addresses. */
const SAMPLE_LIMIT = 50;

/** A header's words: accents, case, punctuation and camelCase humps do not matter ("longURL", "Long-URL"). */
function headerWords(header: string): string[] {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const synonymWords = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [field, SYNONYMS[field].map((synonym) => synonym.split(' '))]),
) as Record<ImportField, string[][]>;

const sameWords = (words: string[], synonym: string[]) => words.join('') === synonym.join('');
/** "Long URL (required)" starts with "long url"; "LinkedIn profile" does not start with "link". */
const startsWithWords = (words: string[], synonym: string[]) =>
  words.length > synonym.length && synonym.every((word, index) => words[index] === word);

/**
 * A first guess of which column fills which field, from the header's names, each column used once: names that
 * match a synonym exactly first, then names that start with one ("Expiry date (UTC)"). When no header names the
 * long URL, the first column whose sample values are mostly web addresses is taken for it.
 */
export function guessMapping(
  header: readonly string[],
  sampleRows: readonly (readonly string[])[] = [],
): ColumnMapping {
  const words = header.map(headerWords);
  const samples = sampleRows.slice(0, SAMPLE_LIMIT);
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  const take = (field: ImportField, column: number) => {
    mapping[field] = column;
    used.add(column);
  };

  // Exact names, field by field, the strongest synonym first.
  for (const field of IMPORT_FIELDS) {
    for (const synonym of synonymWords[field]) {
      const column = words.findIndex((name, index) => !used.has(index) && sameWords(name, synonym));
      if (column >= 0) {
        take(field, column);
        break;
      }
    }
  }

  // Names that start with a synonym, column by column, the longest synonym winning: "Custom domain (optional)"
  // is a domain, though it also starts with "custom". A column that only starts like the URL's must hold web
  // addresses when the sample says anything.
  words.forEach((name, column) => {
    if (used.has(column)) return;
    const field = longestStart(name, mapping);
    if (field && (field !== 'url' || mostlyWebAddresses(samples, column) !== false)) take(field, column);
  });

  if (mapping.url === undefined) {
    const column = words.findIndex(
      (name, index) =>
        !used.has(index) && !name.includes('short') && mostlyWebAddresses(samples, index) === true,
    );
    if (column >= 0) take('url', column);
  }
  return mapping;
}

/** The field not mapped yet whose longest synonym a header's words start with. */
function longestStart(name: string[], mapping: ColumnMapping): ImportField | undefined {
  let best: { field: ImportField; length: number } | undefined;
  for (const field of IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    for (const synonym of synonymWords[field]) {
      if (startsWithWords(name, synonym) && (!best || synonym.length > best.length)) {
        best = { field, length: synonym.length };
      }
    }
  }
  return best?.field;
}

/**
 * Whether most of a column's sample values are web addresses (`www.` ones too, which people paste); undefined
 * when the samples hold nothing in that column.
 */
function mostlyWebAddresses(samples: readonly (readonly string[])[], column: number): boolean | undefined {
  let filled = 0;
  let addresses = 0;
  for (const row of samples) {
    const value = (row[column] ?? '').trim();
    if (value === '') continue;
    filled += 1;
    if (isHttpUrl(value) || /^www\.[^\s.]+\.[^\s]+$/i.test(value)) addresses += 1;
  }
  return filled === 0 ? undefined : addresses * 2 > filled;
}
