import { AppError } from '../../shared/ipc/app-error.ts';
import { columnLetters } from './workbook/cell-reference.ts';
import {
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_DATA_ROWS,
  MAX_PART_BYTES,
  MAX_SPREADSHEET_BYTES,
  MAX_TEXT_CHARS,
} from './sheet.ts';

/** The refusals a person sees when a file cannot be imported, each saying what to do instead. */

export const NOT_READABLE = 'This file is not a spreadsheet Linkdesk can read';

export function unreadable(reason: string): AppError {
  return new AppError('validation', `${NOT_READABLE}: ${reason}`);
}

export function tooLarge(bytes: number): AppError {
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  return new AppError(
    'validation',
    `This file is ${megabytes} MB; Linkdesk reads spreadsheets of up to ${MAX_SPREADSHEET_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  );
}

export function tooManyRows(rows: number): AppError {
  return new AppError(
    'validation',
    `This sheet has ${rows.toLocaleString('en')} rows; Linkdesk imports up to ${MAX_DATA_ROWS.toLocaleString('en')} at a time. Split it into smaller files.`,
  );
}

const count = (value: number) => value.toLocaleString('en');
const LESS_WIDE = 'Delete the columns you do not need, or save the columns you import as a new file.';

/** A delimited text's row with more fields than MAX_COLUMNS. */
export function tooManyColumns(columns: number): AppError {
  return new AppError(
    'validation',
    `This sheet has a row with ${count(columns)} columns; Linkdesk reads up to ${count(MAX_COLUMNS)}. ${LESS_WIDE}`,
  );
}

/** A workbook's cell (or the range its sheet says it uses) past column MAX_COLUMNS, named as the spreadsheet app names it. */
export function columnOutOfReach(letters: string, column: number): AppError {
  return new AppError(
    'validation',
    `This sheet reaches column ${letters} (column ${count(column)}); Linkdesk reads up to ${count(MAX_COLUMNS)} columns, up to column ${columnLetters(MAX_COLUMNS)}. ${LESS_WIDE}`,
  );
}

export function tooManyCells(): AppError {
  return new AppError(
    'validation',
    `This sheet has more than ${count(MAX_CELLS)} cells (its rows times the columns of its widest row); Linkdesk reads up to ${count(MAX_CELLS)}. Delete the columns you do not need, or split it into smaller files.`,
  );
}

export function tooMuchText(): AppError {
  return new AppError(
    'validation',
    `This sheet holds more than ${count(MAX_TEXT_CHARS)} characters of text; Linkdesk reads up to ${count(MAX_TEXT_CHARS)}. Split it into smaller files.`,
  );
}

/**
 * The workbook's table of shared text (which every sheet's cells point into) past a sheet's limits: it is read
 * whole before any sheet, so it is held to them as a whole.
 */
export function tooMuchSharedText(): AppError {
  return new AppError(
    'validation',
    `This workbook’s shared text holds more than ${count(MAX_TEXT_CHARS)} characters; Linkdesk reads up to ${count(MAX_TEXT_CHARS)}. Save the columns you import as a new workbook or as CSV.`,
  );
}

export function tooManySharedTexts(): AppError {
  return new AppError(
    'validation',
    `This workbook’s shared text holds more than ${count(MAX_CELLS)} different texts; Linkdesk reads up to ${count(MAX_CELLS)}. Save the columns you import as a new workbook or as CSV.`,
  );
}

/** A workbook part (sheet, shared text, styles) that unpacks to more than MAX_PART_BYTES. */
export function partTooLarge(bytes: number | null): AppError {
  const limit = MAX_PART_BYTES / 1024 / 1024;
  const size = bytes === null ? `more than ${limit} MB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return new AppError(
    'validation',
    `This workbook unpacks to ${size} of data for one sheet; Linkdesk reads up to ${limit} MB. Save the columns you import as a new workbook or as CSV.`,
  );
}

/** The chosen path is a folder, a device, a pipe or a socket (or a link to one), which is never a spreadsheet. */
export function notAFile(kind: string): AppError {
  return unreadable(`it is ${kind}, not a file. Choose the spreadsheet file itself`);
}

/** Reading hit the memory Linkdesk sets aside for it: something in the file the limits above did not foresee. */
export function readingOutOfMemory(): AppError {
  return unreadable(
    'reading it took more memory than Linkdesk sets aside for a spreadsheet. Save the columns you import as a new file, or split it into smaller files',
  );
}

/** A time in words: `a minute`, `5 minutes`, `2 seconds`. */
function duration(milliseconds: number): string {
  const [amount, unit] =
    milliseconds >= 60_000 && milliseconds % 60_000 === 0
      ? [milliseconds / 60_000, 'minute']
      : [Math.max(1, Math.round(milliseconds / 1000)), 'second'];
  return amount === 1 ? `a ${unit}` : `${count(amount)} ${unit}s`;
}

/** Reading ran past its deadline (run-in-worker.ts): a file far slower to read than its size explains. */
export function readingTooSlow(deadlineMs: number): AppError {
  return new AppError(
    'validation',
    `Linkdesk stopped reading this file after ${duration(deadlineMs)}: it is far slower to read than a spreadsheet of its size should be. Save it again from your spreadsheet app, or as CSV.`,
  );
}

/** Writing an export ran past its deadline. */
export function writingTooSlow(deadlineMs: number): AppError {
  return new AppError(
    'validation',
    `Linkdesk stopped writing this export after ${duration(deadlineMs)}, so it was not saved. Each row’s outcome is still in the import’s results.`,
  );
}

/** Writing an export hit the same limit (the export of an import Linkdesk read within its limits never should). */
export function writingOutOfMemory(): AppError {
  return new AppError(
    'validation',
    'Writing this export took more memory than Linkdesk sets aside for a spreadsheet, so it was not saved. Each row’s outcome is still in the import’s results.',
  );
}
