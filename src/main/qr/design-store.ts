import type { QrDesign } from '../../shared/qr/design.ts';
import { summariseQrData, type QrDesignSummary } from '../../shared/qr/summary.ts';
import { openGuardedSqlite } from '../sqlite/guarded-sqlite.ts';
import type { SqliteLog } from '../sqlite/sqlite-file.ts';
import { DESIGN_FILE } from './design-file.ts';
import {
  designContentFromRow,
  designFromRow,
  designToRow,
  type DesignContentRow,
  type DesignRow,
} from './design-row.ts';

/**
 * What Linkdesk remembers of the QR codes created or saved from this computer, per account and code: the
 * installation never gives back a code's type, content or local logo (see shared/qr/design.ts).
 */
export interface QrDesignStore {
  save(accountId: string, id: number, design: QrDesign): void;
  get(accountId: string, id: number): QrDesign | null;
  /** A line about each of an account's designs, for its list of codes: one read, no logo bytes, no secrets. */
  summaries(accountId: string): QrDesignSummary[];
  remove(accountId: string, id: number): void;
  /** Drops every design of an account that was removed or now points at another installation. */
  forgetAccount(accountId: string): void;
  close(): void;
}

export interface QrDesignStoreOptions {
  /** The SQLite file, or `':memory:'`. */
  file: string;
  log: SqliteLog;
}

const STATEMENTS = {
  get: 'SELECT design, logo_bytes FROM designs WHERE account_id = ? AND qr_id = ?',
  contents:
    'SELECT qr_id, design, length(logo_bytes) > 0 AS has_logo_bytes FROM designs WHERE account_id = ? ORDER BY qr_id',
  save: 'INSERT OR REPLACE INTO designs (account_id, qr_id, design, logo_bytes) VALUES (?, ?, ?, ?)',
  remove: 'DELETE FROM designs WHERE account_id = ? AND qr_id = ?',
  forget: 'DELETE FROM designs WHERE account_id = ?',
};

/**
 * The designs in a SQLite file beside the offline cache. A design only adds to what the installation keeps, so
 * the store never fails the action around it: errors are logged, a damaged file is set aside and started
 * afresh, and a code whose design is missing or unreadable is shown as one made elsewhere.
 */
export function createQrDesignStore(options: QrDesignStoreOptions): QrDesignStore {
  const { file, log } = options;
  const { guarded } = openGuardedSqlite({ file, log, kind: DESIGN_FILE, statements: STATEMENTS });

  return {
    save(accountId, id, design) {
      guarded('save a design', undefined, (statements) => {
        const row = designToRow(design);
        statements.save.run(accountId, id, row.design, row.logo_bytes);
      });
    },

    get(accountId, id) {
      return guarded('read a design', null, (statements) => {
        const row = statements.get.get(accountId, id) as DesignRow | undefined;
        if (!row) return null;
        const design = designFromRow(row);
        if (!design)
          log.warn(`The saved design of QR code ${id} could not be read; the code is shown without it.`);
        return design;
      });
    },

    summaries(accountId) {
      return guarded('read the designs', [], (statements) => {
        const rows = statements.contents.all(accountId) as unknown as DesignContentRow[];
        const summaries: QrDesignSummary[] = [];
        for (const row of rows) {
          const content = designContentFromRow(row);
          if (!content) continue;
          const { type, data, name } = content;
          summaries.push({ id: Number(row.qr_id), type, name, content: summariseQrData(type, data) });
        }
        return summaries;
      });
    },

    remove(accountId, id) {
      guarded('remove a design', undefined, (statements) => void statements.remove.run(accountId, id));
    },

    forgetAccount(accountId) {
      guarded('forget an account', undefined, (statements) => void statements.forget.run(accountId));
    },

    close() {
      guarded('close', undefined, (_statements, db) => db.close());
    },
  };
}
