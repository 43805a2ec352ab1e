import {
  DEFAULT_HEALTH_SETTINGS,
  HEALTH_HISTORY_SHOWN,
  HEALTH_INTERVALS_HOURS,
  type CheckOutcome,
  type HealthCheck,
  type HealthItemKind,
  type HealthSettings,
} from '../../shared/ipc/health.ts';
import { openGuardedSqlite } from '../sqlite/guarded-sqlite.ts';
import type { SqliteLog } from '../sqlite/sqlite-file.ts';
import { HEALTH_FILE } from './health-file.ts';
import type { SettledHealth } from './settle.ts';

const KIND_CODES: Record<HealthItemKind, number> = { link: 0, qr: 1 };
const kindOfCode = (code: number): HealthItemKind => (code === 1 ? 'qr' : 'link');

/** Checks kept per item: the pane shows the latest, and more would only grow the file. */
const CHECKS_KEPT = HEALTH_HISTORY_SHOWN;

/** An address of an item besides its destination: a geo or device target. */
export interface ItemTarget {
  label: string;
  url: string;
}

export interface StoredItem {
  kind: HealthItemKind;
  id: number;
  url: string;
  state: SettledHealth;
  targets: ItemTarget[];
  targetsReadAt: number | null;
}

export interface NewCheck {
  kind: HealthItemKind;
  id: number;
  at: number;
  about: string;
  url: string;
  outcome: CheckOutcome;
}

export const itemKey = (kind: HealthItemKind, id: number) => `${kind}:${id}`;

const STATEMENTS = {
  settings: 'SELECT settings, last_run_at, last_error FROM accounts WHERE account_id = ?',
  saveSettings:
    'INSERT INTO accounts (account_id, settings) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET settings = excluded.settings',
  saveRun: 'UPDATE accounts SET last_run_at = ?, last_error = ? WHERE account_id = ?',
  shortHosts: 'SELECT short_hosts FROM accounts WHERE account_id = ?',
  saveShortHosts: 'UPDATE accounts SET short_hosts = ? WHERE account_id = ?',
  items: 'SELECT kind, remote_id, url, state, targets, targets_read_at FROM items WHERE account_id = ?',
  saveItem:
    'INSERT OR REPLACE INTO items (account_id, kind, remote_id, url, state, targets, targets_read_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  removeItem: 'DELETE FROM items WHERE account_id = ? AND kind = ? AND remote_id = ?',
  removeItemChecks: 'DELETE FROM checks WHERE account_id = ? AND kind = ? AND remote_id = ?',
  addCheck:
    'INSERT INTO checks (account_id, kind, remote_id, at, about, url, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)',
  history:
    'SELECT at, about, url, outcome FROM checks WHERE account_id = ? AND kind = ? AND remote_id = ? ORDER BY at DESC, rowid DESC LIMIT ?',
  thinChecks: `DELETE FROM checks WHERE rowid IN (
      SELECT rowid FROM (
        SELECT rowid, row_number() OVER (PARTITION BY kind, remote_id ORDER BY at DESC, rowid DESC) AS newest
        FROM checks WHERE account_id = ?
      ) WHERE newest > ?
    )`,
  forgetAccount: 'DELETE FROM accounts WHERE account_id = ?',
  forgetItems: 'DELETE FROM items WHERE account_id = ?',
  forgetChecks: 'DELETE FROM checks WHERE account_id = ?',
  accounts: 'SELECT account_id FROM accounts',
};

/** Settings as stored, each field checked: a file edited by hand, or from another version, never breaks a run. */
function readSettings(text: string): HealthSettings {
  let parsed: Partial<HealthSettings> = {};
  try {
    parsed = JSON.parse(text) as Partial<HealthSettings>;
  } catch {
    // Damaged: the defaults below.
  }
  const interval = HEALTH_INTERVALS_HOURS.find((hours) => hours === parsed.intervalHours);
  return {
    enabled: parsed.enabled === true,
    intervalHours: interval ?? DEFAULT_HEALTH_SETTINGS.intervalHours,
    notify: parsed.notify === true,
  };
}

export interface HealthStoreOptions {
  /** The SQLite file, or `':memory:'`. */
  file: string;
  log: SqliteLog;
}

export function createHealthStore(options: HealthStoreOptions) {
  const { guarded } = openGuardedSqlite({
    file: options.file,
    log: options.log,
    kind: HEALTH_FILE,
    statements: STATEMENTS,
  });

  return {
    /** The account's settings and last run; null settings for an account never set up. */
    account(accountId: string): {
      settings: HealthSettings | null;
      lastRunAt: number | null;
      lastError: string;
    } {
      return guarded(
        'read its settings',
        { settings: null, lastRunAt: null, lastError: '' },
        (statements) => {
          const row = statements.settings.get(accountId) as
            { settings: string; last_run_at: number | null; last_error: string } | undefined;
          if (!row) return { settings: null, lastRunAt: null, lastError: '' };
          return {
            settings: readSettings(row.settings),
            lastRunAt: row.last_run_at,
            lastError: row.last_error,
          };
        },
      );
    },

    saveSettings(accountId: string, settings: HealthSettings): void {
      guarded('save its settings', undefined, (statements) => {
        statements.saveSettings.run(accountId, JSON.stringify(settings));
      });
    },

    saveRun(accountId: string, at: number, error: string): void {
      guarded('record a run', undefined, (statements) => {
        statements.saveRun.run(at, error, accountId);
      });
    },

    /** The hosts of the installation and of its short links, as the last run read them. */
    shortHosts(accountId: string): string[] {
      return guarded('read the hosts of its short links', [], (statements) => {
        const row = statements.shortHosts.get(accountId) as { short_hosts: string } | undefined;
        try {
          const hosts: unknown = JSON.parse(row?.short_hosts ?? '[]');
          return Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === 'string') : [];
        } catch {
          return [];
        }
      });
    },

    saveShortHosts(accountId: string, hosts: Iterable<string>): void {
      guarded('save the hosts of its short links', undefined, (statements) => {
        statements.saveShortHosts.run(JSON.stringify([...hosts]), accountId);
      });
    },

    /** Accounts with settings: those whose checks may be on. */
    accountIds(): string[] {
      return guarded('list its accounts', [], (statements) =>
        (statements.accounts.all() as { account_id: string }[]).map((row) => row.account_id),
      );
    },

    items(accountId: string): Map<string, StoredItem> {
      return guarded('read its items', new Map<string, StoredItem>(), (statements) => {
        const items = new Map<string, StoredItem>();
        const rows = statements.items.all(accountId) as {
          kind: number;
          remote_id: number;
          url: string;
          state: string;
          targets: string;
          targets_read_at: number | null;
        }[];
        for (const row of rows) {
          const kind = kindOfCode(row.kind);
          try {
            items.set(itemKey(kind, row.remote_id), {
              kind,
              id: row.remote_id,
              url: row.url,
              state: JSON.parse(row.state) as SettledHealth,
              targets: JSON.parse(row.targets) as ItemTarget[],
              targetsReadAt: row.targets_read_at,
            });
          } catch {
            // A row that cannot be read is checked again as if new.
          }
        }
        return items;
      });
    },

    /**
     * Writes what a run found in one transaction: the items' new states, their checks (the oldest past what is
     * kept dropped), and the items no longer on the installation removed with their checks.
     */
    record(
      accountId: string,
      changes: { items: StoredItem[]; checks: NewCheck[]; gone: StoredItem[] },
    ): void {
      guarded('record checks', undefined, (statements, db) => {
        db.exec('BEGIN IMMEDIATE');
        try {
          for (const item of changes.items) {
            statements.saveItem.run(
              accountId,
              KIND_CODES[item.kind],
              item.id,
              item.url,
              JSON.stringify(item.state),
              JSON.stringify(item.targets),
              item.targetsReadAt,
            );
          }
          for (const check of changes.checks) {
            statements.addCheck.run(
              accountId,
              KIND_CODES[check.kind],
              check.id,
              check.at,
              check.about,
              check.url,
              JSON.stringify(check.outcome),
            );
          }
          for (const item of changes.gone) {
            statements.removeItem.run(accountId, KIND_CODES[item.kind], item.id);
            statements.removeItemChecks.run(accountId, KIND_CODES[item.kind], item.id);
          }
          if (changes.checks.length > 0) statements.thinChecks.run(accountId, CHECKS_KEPT);
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      });
    },

    history(accountId: string, kind: HealthItemKind, id: number): HealthCheck[] {
      return guarded('read an item’s checks', [], (statements) => {
        const rows = statements.history.all(accountId, KIND_CODES[kind], id, CHECKS_KEPT) as {
          at: number;
          about: string;
          url: string;
          outcome: string;
        }[];
        return rows.map((row) => ({
          at: row.at,
          about: row.about,
          url: row.url,
          outcome: JSON.parse(row.outcome) as CheckOutcome,
        }));
      });
    },

    /** Everything of an account: removed, or pointed at another installation whose items these are not. */
    forgetAccount(accountId: string): void {
      guarded('forget an account', undefined, (statements) => {
        statements.forgetChecks.run(accountId);
        statements.forgetItems.run(accountId);
        statements.forgetAccount.run(accountId);
      });
    },

    close(): void {
      guarded('close', undefined, (_statements, db) => db.close());
    },
  };
}

export type HealthStore = ReturnType<typeof createHealthStore>;
