/**
 * Which number formats show a date or a time: a workbook stores dates as numbers (days since 1900) and only
 * the cell's format tells them apart. Decided as read-excel-file decided it before, so that a workbook reads as
 * it did.
 */

/**
 * Built-in formats (no code in the workbook) that show dates or times: the ones every locale shares (14–22,
 * 45–47), and those of Chinese, Japanese, Korean (27–36, 50–58) and Thai (71–81) Excel.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54,
  55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

export const isBuiltInDateFormat = (id: number) => BUILT_IN_DATE_FORMATS.has(id);

/** Letters and groups a date or time format is made of (m is month or minute, a/p and am/pm the half day). */
const DATE_TOKENS = new Set([
  ...['s', 'ss', 'm', 'mm', 'h', 'hh', 'am', 'pm', 'a', 'p'],
  ...['d', 'dd', 'ddd', 'dddd', 'aaa', 'aaaa', 'aaaaa', 'mmm', 'mmmm', 'mmmmm'],
  ...['y', 'yy', 'yyyy', 'e', 'ee', 'eeee'],
]);

/**
 * Whether a format code shows a date: one of its sections (split at `;`) is made of date tokens only, once
 * escaped characters, quoted text, fractions of a second, elapsed-time brackets and other brackets (colours,
 * conditions, locales) are set aside. A digit placeholder (0 # ?) or % anywhere in a section makes it a number.
 */
export function isDateFormatCode(code: string): boolean {
  const sections = code.toLowerCase().replace(/;@$/, '').replace(/\\./g, ' ').split(';');
  return sections.some((section) => {
    const tokens = section
      .replace(/"[^"]*"/g, ' ')
      .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
      .replace(/\[([smhd]{1,2})\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .split(/[^a-z0#?%]+/)
      .filter((token) => token !== '');
    return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
  });
}

/** Days from Excel's day 0 to 1970-01-01: 70 years, their 17 leap days, and the 29 February 1900 Excel counts. */
const DAYS_BEFORE_1970 = 25_569;
/** 1904-based workbooks count from four years (and a day, and Excel's 1900 leap day) later. */
const DAYS_1900_TO_1904 = 1_462;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A workbook's date number as the UTC time it shows (a workbook's dates have no zone). */
export function workbookDate(serial: number, date1904: boolean): Date {
  const days = date1904 ? serial + DAYS_1900_TO_1904 : serial;
  return new Date(Math.floor((days - DAYS_BEFORE_1970) * DAY_MS));
}
