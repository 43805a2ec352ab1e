import { neutraliseFormulas } from '../../../../shared/spreadsheet/neutralise-formulas.ts';

/** What the export needs of a column (a DataList `Column` is one); kept here so this file stands alone. */
export interface CsvColumn<T> {
  title: string;
  value: (item: T) => string | number | boolean | null;
  exported?: boolean;
}

/**
 * One cell. Text that a spreadsheet would run as a formula, at its start or after a `;`, tab or line break
 * inside it, gets a quote there (`'=1+1`, `a;'=1+1`), which spreadsheets show as text. Numbers and booleans
 * the column gives as such are written as they are (`-5` stays a number): they come from the app, never from
 * text someone else typed. A cell holding either separator, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string') text = neutraliseFormulas(text);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV of the items: a header row of the column titles, one record per item, CRLF line ends.
 * Text that a spreadsheet would run as a formula gets a quote before it (see `csvCell`; numbers stay numbers).
 */
export function toCsv<T>(items: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const exported = columns.filter((column) => column.exported !== false);
  const rows = [exported.map((column) => csvCell(column.title)).join(',')];
  for (const item of items) rows.push(exported.map((column) => csvCell(column.value(item))).join(','));
  return `${rows.join('\r\n')}\r\n`;
}

/** "links" → "links-2025-03-05.csv", by the person's own calendar. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
