/**
 * Expiry dates as spreadsheets hold them, turned into the API's `YYYY-MM-DD HH:MM:SS` in UTC (the form
 * installations keep, as api-datetime.ts in the window sends it). A date or time without a zone is the person's
 * own wall-clock time, as the link form's date field is; a date alone means the start of that day, which is also
 * what a spreadsheet's date cell without a time holds.
 */

export interface ExpiryReading {
  /** The moment, to the second (the API has no finer unit). */
  instant: Date;
  /** True when the cell held a spreadsheet serial number, which a person cannot read at a glance. */
  fromSerial: boolean;
}

const ISO_DATE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;
const SERIAL = /^\d+(?:[.,]\d+)?$/;
const DAY_MS = 86_400_000;
/** Serial numbers from 1 (1 January 1900) up to the last day of year 9999. */
const MAX_SERIAL = 2_958_466;

/** The moment a cell names, or null when it is no date this reads. */
export function readExpiry(text: string): ExpiryReading | null {
  if (SERIAL.test(text)) {
    const instant = fromSerial(Number(text.replace(',', '.')));
    return instant && { instant, fromSerial: true };
  }
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, zone] = match;
  // A zone on a date without a time ("2026-05-01Z") is no form anyone writes.
  if (zone !== undefined && hourText === undefined) return null;
  const [year, month, day] = [Number(yearText), Number(monthText), Number(dayText)];
  const [hour, minute, second] = [Number(hourText ?? 0), Number(minuteText ?? 0), Number(secondText ?? 0)];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const instant =
    zone === undefined
      ? localTime(year, month, day, hour, minute, second)
      : new Date(utcTime(year, month, day, hour, minute, second) - zoneOffsetMinutes(zone) * 60_000);
  return { instant, fromSerial: false };
}

/** `YYYY-MM-DD HH:MM:SS` in UTC; null past year 9999, which the form cannot hold. */
export function apiDatetime(instant: Date): string | null {
  const year = instant.getUTCFullYear();
  if (year > 9999 || year < 0) return null;
  return (
    `${String(year).padStart(4, '0')}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())} ` +
    `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`
  );
}

/** `YYYY-MM-DD HH:MM` in the person's own time, to say what a serial number was read as. */
export function localDatetime(instant: Date): string {
  return (
    `${String(instant.getFullYear()).padStart(4, '0')}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ` +
    `${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

function localTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): Date {
  if (year >= 100) return new Date(year, month - 1, day, hour, minute, second);
  // The Date constructor reads years below 100 as 19xx.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  return date;
}

function utcTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function zoneOffsetMinutes(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return zone.startsWith('-') ? -minutes : minutes;
}

/**
 * A spreadsheet serial date: days since 30 December 1899, with the day's fraction as its time. Before 1 March
 * 1900 the count is one higher, because spreadsheets keep a 29 February 1900 that never was.
 */
function fromSerial(serial: number): Date | null {
  if (!(serial >= 1 && serial < MAX_SERIAL)) return null;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  const epoch = days < 61 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const day = new Date(epoch + days * DAY_MS);
  return localTime(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    Math.floor(seconds / 3600),
    Math.floor(seconds / 60) % 60,
    seconds % 60,
  );
}
