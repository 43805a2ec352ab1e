import { createChoiceMatcher, type ChoiceMatch, type ImportChoices } from './choice-matching.ts';
import { apiDatetime, localDatetime, readExpiry } from './expiry-date.ts';
import { IMPORT_FIELD_LABELS, type ColumnMapping, type ImportField } from './import-fields.ts';
import {
  ALIAS_RULE,
  MAX_PASSWORD_LENGTH,
  MAX_TITLE_LENGTH,
  URL_RULE,
  isAlias,
  isHttpUrl,
} from './link-rules.ts';
import { quoted } from './quoted-value.ts';

export type { ImportChoices } from './choice-matching.ts';

/** What one row sends to POST /api/url/add (field names as the API's), ready for the client. */
export interface ImportLink {
  url: string;
  custom?: string;
  metatitle?: string;
  domain?: string;
  campaign?: number;
  channel?: number;
  expiry?: string;
  password?: string;
}

/** One thing wrong with a row, in words a person acts on. */
export interface RowProblem {
  field: ImportField;
  message: string;
}

export type RowCheck = { ok: true; link: ImportLink } | { ok: false; problems: RowProblem[] };

export interface CheckRowsOptions {
  /**
   * The sheet's row number of `rows[0]`, for messages that name another row: 2 when the header is the first
   * row, as it usually is.
   */
  firstRowNumber?: number;
}

export const EMPTY_ROW = 'The row is empty';

const NOT_BLANK = /\S/;

/** A row with nothing but blanks: the import skips it rather than reporting it. */
export function isBlankRow(row: readonly string[]): boolean {
  // A plain loop: this runs for every row of a large sheet, and a callback per row costs an allocation.
  for (const cell of row) if (NOT_BLANK.test(cell)) return false;
  return true;
}

/** A mapped cell, trimmed; '' when the field has no column or the row is shorter. */
function cellAt(row: readonly string[], column: number | undefined): string {
  return column === undefined ? '' : (row[column] ?? '').trim();
}

/**
 * Remembers answers per cell text for one check: a sheet names the same few domains, campaigns, channels and
 * dates over and over, and a lookup is cheaper than matching or reading a date again.
 */
function memoised<T>(answer: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let known = answers.get(text);
    if (known === undefined) {
      known = answer(text);
      answers.set(text, known);
    }
    return known;
  };
}

/**
 * Each row's link as it would be sent, or every problem with it at once, in the order of `rows`. Empty and
 * whitespace-only cells are "not given", and every value is trimmed: spaces around a value are invisible in a
 * spreadsheet, so they are never what the person meant. Pass every data row of the sheet, blank ones included
 * (they come back as not ok), so that a row named in a message is the row the person sees.
 */
export function checkRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  choices: ImportChoices,
  now: Date,
  options: CheckRowsOptions = {},
): RowCheck[] {
  const firstRowNumber = options.firstRowNumber ?? 2;
  const matcher = createChoiceMatcher(choices);
  const domainOf = memoised(matcher.domain);
  const campaignOf = memoised(matcher.campaign);
  const channelOf = memoised(matcher.channel);
  const nowMs = now.getTime();
  const expiryOf = memoised((text) => checkExpiry(text, nowMs));
  /** The row number where each alias (in lower case) first appears. */
  const aliasRows = new Map<string, number>();

  const checks: RowCheck[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (isBlankRow(row)) {
      checks.push({ ok: false, problems: [{ field: 'url', message: EMPTY_ROW }] });
      continue;
    }
    const problems: RowProblem[] = [];
    const link: ImportLink = { url: cellAt(row, mapping.url) };

    if (link.url === '') problems.push({ field: 'url', message: `${IMPORT_FIELD_LABELS.url} is required` });
    else if (!isHttpUrl(link.url)) problems.push({ field: 'url', message: urlProblem(link.url) });

    const alias = cellAt(row, mapping.alias);
    if (alias !== '') {
      const key = alias.toLowerCase();
      const firstRow = aliasRows.get(key);
      if (firstRow === undefined) aliasRows.set(key, firstRowNumber + index);
      if (!isAlias(alias)) {
        problems.push({
          field: 'alias',
          message: `${IMPORT_FIELD_LABELS.alias} ${quoted(alias)} ${ALIAS_RULE}`,
        });
      } else if (firstRow !== undefined) {
        problems.push({
          field: 'alias',
          message: `${IMPORT_FIELD_LABELS.alias} ${quoted(alias)} is already used on row ${firstRow}`,
        });
      } else link.custom = alias;
    }

    const title = cellAt(row, mapping.title);
    if (title.length > MAX_TITLE_LENGTH) problems.push({ field: 'title', message: tooLong('title', title) });
    else if (title !== '') link.metatitle = title;

    const domain = matchCell(cellAt(row, mapping.domain), domainOf, 'domain', problems);
    if (domain !== undefined) link.domain = domain;
    const campaign = matchCell(cellAt(row, mapping.campaign), campaignOf, 'campaign', problems);
    if (campaign !== undefined) link.campaign = campaign;
    const channel = matchCell(cellAt(row, mapping.channel), channelOf, 'channel', problems);
    if (channel !== undefined) link.channel = channel;
    const expiry = matchCell(cellAt(row, mapping.expiry), expiryOf, 'expiry', problems);
    if (expiry !== undefined) link.expiry = expiry;

    const password = cellAt(row, mapping.password);
    if (password.length > MAX_PASSWORD_LENGTH) {
      problems.push({ field: 'password', message: tooLong('password', password) });
    } else if (password !== '') link.password = password;

    checks.push(problems.length === 0 ? { ok: true, link } : { ok: false, problems });
  }
  return checks;
}

/** A given cell's match, or its problem added to the row's; undefined for an empty cell. */
function matchCell<T>(
  text: string,
  match: (text: string) => ChoiceMatch<T>,
  field: ImportField,
  problems: RowProblem[],
): T | undefined {
  if (text === '') return undefined;
  const found = match(text);
  if ('value' in found) return found.value;
  problems.push({ field, message: found.problem });
  return undefined;
}

function tooLong(field: 'title' | 'password', value: string): string {
  const max = field === 'title' ? MAX_TITLE_LENGTH : MAX_PASSWORD_LENGTH;
  // A password is never quoted back: the preview may be on a shared screen.
  const shown = field === 'password' ? '' : ` ${quoted(value)}`;
  return `${IMPORT_FIELD_LABELS[field]}${shown} must be at most ${max} characters (it has ${value.length})`;
}

/** The URL rule's words, with the address as it would pass when only its scheme is missing. */
function urlProblem(url: string): string {
  const withScheme = `https://${url}`;
  const schemeMissing = !/^[a-z][a-z0-9+.-]*:/i.test(url) && url.includes('.') && isHttpUrl(withScheme);
  const hint = schemeMissing ? ` (such as ${quoted(withScheme)})` : '';
  return `${IMPORT_FIELD_LABELS.url} ${quoted(url)} ${URL_RULE}${hint}`;
}

/** The API's datetime for an expiry cell, which must be a date this reads and still to come. */
function checkExpiry(text: string, nowMs: number): ChoiceMatch<string> {
  const reading = readExpiry(text);
  const api = reading && apiDatetime(reading.instant);
  if (!reading || !api) {
    return {
      problem: `${IMPORT_FIELD_LABELS.expiry} ${quoted(text)} is not a date Linkdesk can read: write it as YYYY-MM-DD or YYYY-MM-DD HH:MM`,
    };
  }
  if (reading.instant.getTime() <= nowMs) {
    const readAs = reading.fromSerial ? ` (read as ${localDatetime(reading.instant)})` : '';
    return {
      problem: `${IMPORT_FIELD_LABELS.expiry} ${quoted(text)}${readAs} has passed: installations refuse an expiry in the past`,
    };
  }
  return { value: api };
}
