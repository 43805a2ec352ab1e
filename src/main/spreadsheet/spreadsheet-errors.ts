import { AppError } from '../../shared/ipc/app-error.ts';
import { MAX_DATA_ROWS, MAX_SPREADSHEET_BYTES } from './sheet.ts';

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
