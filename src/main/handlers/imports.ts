import { AppError } from '../../shared/ipc/app-error.ts';
import type { OpenedSheet } from '../../shared/ipc/imports.ts';
import { addLink } from '../api/endpoints/links.ts';
import { backgroundShare } from '../api/rate-limiter.ts';
import { readDroppedFile } from '../import/chosen-file.ts';
import { earlierImportedRows } from '../import/earlier-rows.ts';
import { findMadeLink } from '../import/find-made-link.ts';
import { exportImport } from '../import/import-export.ts';
import { importNote } from '../import/import-note.ts';
import { keyPrintOf } from '../import/import-owner.ts';
import { createImportRunner, type ImportRunner } from '../import/import-runner.ts';
import { newestLinkId } from '../import/newest-link.ts';
import { prepareJournal } from '../import/journal-prepare.ts';
import { createPasswordSeal, sealPasswords, type Sealer } from '../import/password-seal.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { runInWorker } from '../spreadsheet/run-in-worker.ts';
import { SOURCE_SPREADSHEET_WORKER } from '../spreadsheet/source-worker.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import type { AccountRecord } from '../accounts/account-record.ts';
import { installationOf } from '../../shared/import/import-installation.ts';
import { registerImportQuestions } from './import-questions.ts';

/** Sheets read for a preview, by token: a few, since only the latest ones are ever started. */
const KEPT_SHEETS = 3;
/** Deployed installations count requests per minute. */
const WINDOW_SECONDS = 60;

/** What an import gets of each rate-limit window: imports send in the background, which leaves one for the person. */
function backgroundPerWindow(deps: HandlerDeps, accountId: string): number | null {
  const limit = deps.gateway.requestsPerWindow(accountId);
  return limit === null ? null : backgroundShare(limit);
}

/**
 * Importing links from a spreadsheet: the file is read here (the window never reaches the disk), the window
 * checks the rows and maps the columns, and the runner sends them with the journal as its memory.
 */
export function registerImportHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
): ImportRunner {
  const journal = deps.importJournal;
  const sheets = new Map<string, Sheet & { fileName: string }>();
  const seal = createPasswordSeal(deps.credentials);
  const apiKeyOf = async (accountId: string) =>
    (await deps.credentials.get(accountId).catch(() => null)) ?? null;
  const prepared = prepareJournal({
    journal,
    seal,
    ownerOf: async (accountId) => {
      const account = (await deps.records.load()).accounts.find((known) => known.id === accountId);
      if (!account) return null;
      const apiKey = account.username === '' ? await apiKeyOf(accountId) : null;
      return { username: account.username, keyPrint: apiKey === null ? null : keyPrintOf(apiKey) };
    },
    log: { warn: (message) => console.warn(message) },
  });
  const runner = createImportRunner({
    journal,
    create: (accountId, link, requestId) =>
      ctx.write({ accountId, requestId, priority: 'background', keepInFlight: true }, (call) =>
        addLink(call, link),
      ),
    newestLinkId: (accountId, requestId) =>
      ctx.write({ accountId, requestId, priority: 'background' }, (call) => newestLinkId(call)),
    find: (accountId, link, context, requestId) =>
      ctx.write({ accountId, requestId, priority: 'background' }, (call, record) =>
        // Current installations keep a link's description, and so the row's note (`import-note.ts`).
        findMadeLink(call, link, { ...context, keepsDescriptions: record.revision === 'current' }),
      ),
    openPassword: (sealed, place) => seal.open(sealed, place),
    prepared,
    installationOf: async (accountId) => {
      const account = (await deps.records.load()).accounts.find((known) => known.id === accountId);
      return account ? installationOf(account) : null;
    },
    cancelRequest: (requestId) => void deps.gateway.cancel(requestId),
    perMinute: (accountId) => backgroundPerWindow(deps, accountId),
    emit: (summary) => deps.emit({ type: 'import', summary }),
    newId: deps.newId,
    now: () => deps.now().getTime(),
    log: { error: (message, error) => console.error(message, error ?? '') },
  });

  const spreadsheetWorker = deps.spreadsheetWorker ?? SOURCE_SPREADSHEET_WORKER;

  const known = (importId: string) => {
    const summary = runner.summary(importId);
    if (!summary) throw new AppError('not_found', 'This import is no longer in Linkdesk’s journal.');
    return summary;
  };

  registrar.handle('imports:openFile', async ({ droppedPath }) => {
    // A drop names its file through the preload (never the window); otherwise the person picks one in the dialog.
    const file = droppedPath === undefined ? await deps.openFile() : await readDroppedFile(droppedPath);
    if (!file) return { cancelled: true as const };
    // Read in a worker of its own: main's event loop stays free, and a hostile file meets the worker's limits.
    const { sheet, guess } = await runInWorker(spreadsheetWorker, {
      kind: 'read',
      fileName: file.name,
      bytes: file.bytes,
    });
    const token = deps.newId();
    sheets.set(token, { ...sheet, fileName: file.name });
    for (const old of [...sheets.keys()].slice(0, -KEPT_SHEETS)) sheets.delete(old);
    const opened: OpenedSheet = {
      token,
      fileName: file.name,
      format: sheet.format,
      header: sheet.header,
      rows: sheet.rows,
      headerRowNumber: sheet.headerRowNumber ?? 1,
    };
    return { cancelled: false as const, sheet: opened, guess };
  });

  registrar.handle('imports:estimate', async ({ accountId, rows }) => {
    const perMinute = backgroundPerWindow(deps, accountId);
    return {
      perMinute,
      seconds: perMinute && perMinute > 0 ? Math.ceil(rows / perMinute) * WINDOW_SECONDS : null,
    };
  });

  /** Seals the rows' passwords; the keychain is only asked when a row has one. */
  async function sealerFor(rows: readonly { link: { password?: string } }[]): Promise<Sealer> {
    if (!rows.some((row) => row.link.password !== undefined)) {
      return () => {
        throw new Error('No row of this import has a password.');
      };
    }
    try {
      return await seal.sealer();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        'keychain',
        'Linkdesk keeps the link passwords of an import sealed with a key in the system keychain, which it could not reach. Unlock the keychain, then start the import again.',
      );
    }
  }

  registrar.handle('imports:start', async ({ accountId, token, rows, skipped, passwordColumn }) => {
    const sheet = sheets.get(token);
    if (!sheet) {
      throw new AppError('not_found', 'Linkdesk no longer holds this file: choose it again to import it.');
    }
    // Taken at once: a second start of the same sheet (a double click) finds nothing to start.
    sheets.delete(token);
    let account: AccountRecord;
    let sealer: Sealer;
    try {
      account = ctx.find(await deps.records.load(), accountId);
      sealer = await sealerFor(rows);
    } catch (error) {
      sheets.set(token, sheet);
      throw error;
    }
    const importId = deps.newId();
    const sealed = await sealPasswords(sealer, importId, rows);
    const apiKey = await apiKeyOf(accountId);
    const firstRowNumber = (sheet.headerRowNumber ?? 1) + 1;
    await journal.create(
      {
        importId,
        accountId,
        installation: installationOf(account),
        fileName: sheet.fileName,
        sheet,
        send: rows.map((entry) => ({
          row: entry.row,
          link: { ...entry.link, description: importNote(importId, firstRowNumber + entry.row) },
        })),
        skipped: new Map(skipped.map((entry) => [entry.row, entry.message])),
        createdAt: deps.now().getTime(),
        owner: { username: account.username, keyPrint: apiKey === null ? null : keyPrintOf(apiKey) },
        passwordColumn,
      },
      sealed,
    );
    runner.start(importId);
    return known(importId);
  });

  registrar.handle('imports:earlier', async ({ accountId, token, urlColumn, aliasColumn }) => {
    const sheet = sheets.get(token);
    if (!sheet) return { rows: [], withAlias: 0, imports: [] };
    return earlierImportedRows(
      sheet.rows,
      { url: urlColumn, alias: aliasColumn },
      journal.madeLinks(accountId),
    );
  });
  registrar.handle('imports:list', async () => runner.list());
  registrar.handle('imports:results', async ({ importId }) => {
    known(importId);
    return journal.results(importId);
  });
  registrar.handle('imports:pause', async ({ importId }) => {
    known(importId);
    return (await runner.pause(importId)) ?? known(importId);
  });
  registrar.handle('imports:resume', async ({ importId }) => {
    known(importId);
    runner.start(importId);
    return known(importId);
  });
  registrar.handle('imports:cancel', async ({ importId }) => {
    known(importId);
    return (await runner.cancel(importId)) ?? known(importId);
  });
  registrar.handle('imports:export', async ({ importId }) => {
    known(importId);
    const file = await exportImport(journal, importId, (sheet, added) =>
      runInWorker(spreadsheetWorker, { kind: 'write', sheet, added }),
    );
    // Only whether it was saved: where it went is the person's business, not the window's.
    const { saved } = await deps.saveFile(file.name, file.bytes);
    return { saved };
  });
  registrar.handle('imports:forget', async ({ importId }) => {
    if (known(importId).state === 'running') {
      throw new AppError('validation', 'Pause or cancel the import before removing it from the list.');
    }
    journal.remove(importId);
    return { forgotten: true as const };
  });
  registerImportQuestions(registrar, deps, ctx, runner);

  return runner;
}
