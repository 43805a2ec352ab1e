import type { ImportLink } from '../import/row-check.ts';

/** The most data rows an import takes: what the spreadsheet reader accepts. */
export const MAX_IMPORT_ROWS = 100_000;

/** A spreadsheet main read for the preview; `token` names it for the import and its export. */
export interface OpenedSheet {
  token: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  header: string[];
  rows: string[][];
  /** The header's row number in the file, so that rows[i] is row headerRowNumber + 1 + i. */
  headerRowNumber: number;
}

/**
 * Where an import stands. `running`: sending (or waiting for the rate limit); `paused` by the person, or by
 * Linkdesk when the connection or the installation failed (`message` says which); `cancelled`: stopped for
 * good, the rows not sent stay unsent; `done`: every row has its answer.
 */
export type ImportState = 'running' | 'paused' | 'cancelled' | 'done';

/**
 * One row's outcome. `pending`: not sent yet; `sending`: sent, answer not recorded (after a crash or a cut
 * connection it is checked against the installation before it is sent again); `created`; `failed`: the
 * installation refused it; `skipped`: not sent, it did not pass the preview's checks.
 */
export type ImportRowState = 'pending' | 'sending' | 'created' | 'failed' | 'skipped';

export type ImportCounts = Record<ImportRowState, number>;

/**
 * A row sent whose answer was lost, when a link to the same address exists that Linkdesk cannot prove it made
 * (the installation keeps no note of the import): the person says whether it is theirs or to make it again.
 */
export interface ImportQuestion {
  row: number;
  /** Its row number in the file, as the spreadsheet app shows it. */
  rowNumber: number;
  /** The link that may be this row's. */
  shortUrl: string;
}

export interface ImportSummary {
  importId: string;
  accountId: string;
  /** Where the rows go: the account's address when the import began, or "the built-in sandbox". */
  installation: string;
  /** The installation's user the import began as; '' when not known (a key that cannot read its account). */
  username: string;
  fileName: string;
  state: ImportState;
  /** Why it paused by itself, or what went wrong, for people. */
  message: string | null;
  createdAt: number;
  total: number;
  counts: ImportCounts;
  /** Seconds until every row is sent at the pace seen so far (or the account's rate limit); null when unknown. */
  etaSeconds: number | null;
  /** The sheet had a password column: Linkdesk keeps no password once a row is sent, so the export leaves it empty. */
  passwordsLeftOut: boolean;
  /** Rows waiting for the person's word (the first few), before the import can finish. */
  questions: ImportQuestion[];
  /** How many rows wait for the person's word in all: `questions` names only the first few. */
  unanswered: number;
}

/**
 * Rows of a sheet whose link the account already made in an earlier import on this computer: sending them again
 * would be refused (a row with an alias: it is taken) or make a second link to the same address.
 */
export interface EarlierImportedRows {
  /** The rows' indexes among the sheet's data rows, in order. */
  rows: number[];
  /** How many of them have an alias, which the installation will refuse as taken. */
  withAlias: number;
  /** The earlier imports they come from, newest first. */
  imports: { fileName: string; createdAt: number }[];
}

export interface ImportRowResult {
  /** The row's index among the sheet's data rows. */
  row: number;
  /** Its row number in the file, as the spreadsheet app shows it. */
  rowNumber: number;
  state: ImportRowState;
  shortUrl: string | null;
  message: string | null;
}

/** A row the window checked and sends to main: its index in the sheet and the link it makes. */
export interface ImportRowRequest {
  row: number;
  link: ImportLink;
}

/** Main tells the window of every change to an import (progress at most a few times a second). */
export interface ImportEvent {
  type: 'import';
  summary: ImportSummary;
}
