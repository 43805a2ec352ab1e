import { DatabaseSync } from 'node:sqlite';
import { readItemRises, type ItemRises } from '../history/item-rises.ts';
import { guessMapping } from '../../shared/import/guess-mapping.ts';
import type { ColumnMapping } from '../../shared/import/import-fields.ts';
import type { AppErrorData } from '../../shared/ipc/errors.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { Sheet } from './sheet.ts';
import { writeSpreadsheet, type AddedColumn } from './write-spreadsheet.ts';

/**
 * Work main hands to the worker: read a chosen file, write an import's export, or sum click history's points
 * over a range (from history.db, opened read-only beside main's own connection).
 */
export type SpreadsheetJob =
  | { kind: 'read'; fileName: string; bytes: Uint8Array }
  | { kind: 'write'; sheet: Sheet; added: AddedColumn[] }
  | { kind: 'history-rises'; file: string; account: number; beforeFrom: number; from: number; to: number };

/** A file read: its sheet, and the columns the import guesses for each field. */
export interface ReadSpreadsheet {
  sheet: Sheet;
  guess: ColumnMapping;
}

export type JobValue<Job extends SpreadsheetJob> = Job extends { kind: 'read' }
  ? ReadSpreadsheet
  : Job extends { kind: 'history-rises' }
    ? ItemRises
    : Uint8Array;

/**
 * What the worker answers: the value, a refusal for people (an AppError, kept whole), or a failure nobody
 * foresaw, with its details for the log.
 */
export type JobReply =
  | { ok: true; value: ReadSpreadsheet | Uint8Array | ItemRises }
  | { ok: false; refusal: AppErrorData }
  | { ok: false; failure: string };

/** Does the job where it runs (the worker): no Electron, no main-process state. */
export async function doSpreadsheetJob(job: SpreadsheetJob): Promise<JobReply> {
  try {
    if (job.kind === 'history-rises') {
      const db = new DatabaseSync(job.file, { readOnly: true });
      try {
        return { ok: true, value: readItemRises(db, job.account, job.beforeFrom, job.from, job.to) };
      } finally {
        db.close();
      }
    }
    if (job.kind === 'read') {
      const sheet = await readSpreadsheet(job.fileName, job.bytes);
      return { ok: true, value: { sheet, guess: guessMapping(sheet.header, sheet.rows) } };
    }
    return { ok: true, value: await writeSpreadsheet(job.sheet, job.added) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refusal: error.toData() };
    return { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
