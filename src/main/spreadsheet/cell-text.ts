/**
 * A workbook cell as the text the import works with. Numbers lose the binary noise a spreadsheet app hides
 * (0.1 + 0.2 shows as 0.3), keeping the 15 significant digits spreadsheets themselves keep. Dates have no zone in
 * a workbook (the reader hands them over as UTC), so they become ISO text of the wall-clock time they show: the
 * date alone when it has no time of day. Booleans read as a spreadsheet shows them.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  return String(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  // Time fractions come as floating point; the nearest second is what the spreadsheet shows.
  const rounded = new Date(Math.round(date.getTime() / 1000) * 1000);
  const day = `${String(rounded.getUTCFullYear()).padStart(4, '0')}-${pad(rounded.getUTCMonth() + 1)}-${pad(rounded.getUTCDate())}`;
  const [hours, minutes, seconds] = [rounded.getUTCHours(), rounded.getUTCMinutes(), rounded.getUTCSeconds()];
  if (hours === 0 && minutes === 0 && seconds === 0) return day;
  return `${day}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
