/** What the export needs of a column (a DataList `Column` is one); kept here so this file stands alone. */
export interface CsvColumn<T> {
  title: string;
  value: (item: T) => string | number | boolean | null;
  exported?: boolean;
}

/** Spreadsheets run a cell starting with one of these as a formula; a leading quote keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV of the items: a header row of the column titles, one record per item, CRLF line ends.
 * Cells that a spreadsheet would run as a formula start with a quote instead (numbers stay numbers).
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
