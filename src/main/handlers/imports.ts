import { guessMapping } from '../../shared/import/guess-mapping.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { OpenedSheet } from '../../shared/ipc/imports.ts';
import { addLink } from '../api/endpoints/links.ts';
import { backgroundShare } from '../api/rate-limiter.ts';
import { findMadeLink } from '../import/find-made-link.ts';
import { exportImport } from '../import/import-export.ts';
import { createImportRunner, type ImportRunner } from '../import/import-runner.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { readSpreadsheet } from '../spreadsheet/read-spreadsheet.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';
import type { AccountRecord } from '../accounts/account-record.ts';

/**
 * Where an account's requests go: an import's rows go to the installation it began on, or wait. The built-in
 * sandbox is one installation whatever port it listens on this launch.
 */
const installationOf = (account: AccountRecord) =>
  account.kind === 'sandbox' ? 'the built-in sandbox' : account.baseUrl;

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
  const runner = createImportRunner({
    journal,
    create: (accountId, link, requestId) =>
      ctx.write({ accountId, requestId, priority: 'background', keepInFlight: true }, (call) =>
        addLink(call, link),
      ),
    find: (accountId, link, context, requestId) =>
      ctx.write({ accountId, requestId, priority: 'background' }, (call) =>
        findMadeLink(call, link, context),
      ),
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

  const known = (importId: string) => {
    const summary = runner.summary(importId);
    if (!summary) throw new AppError('not_found', 'This import is no longer in Linkdesk’s journal.');
    return summary;
  };

  registrar.handle('imports:openFile', async () => {
    const file = await deps.openFile();
    if (!file) return { cancelled: true as const };
    const sheet = await readSpreadsheet(file.name, file.bytes);
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
    return { cancelled: false as const, sheet: opened, guess: guessMapping(sheet.header, sheet.rows) };
  });

  registrar.handle('imports:estimate', async ({ accountId, rows }) => {
    const perMinute = backgroundPerWindow(deps, accountId);
    return {
      perMinute,
      seconds: perMinute && perMinute > 0 ? Math.ceil(rows / perMinute) * WINDOW_SECONDS : null,
    };
  });

  registrar.handle('imports:start', async ({ accountId, token, rows, skipped }) => {
    const sheet = sheets.get(token);
    if (!sheet) {
      throw new AppError('not_found', 'Linkdesk no longer holds this file: choose it again to import it.');
    }
    // Taken at once: a second start of the same sheet (a double click) finds nothing to start.
    sheets.delete(token);
    let account: AccountRecord;
    try {
      account = ctx.find(await deps.records.load(), accountId);
    } catch (error) {
      sheets.set(token, sheet);
      throw error;
    }
    const importId = deps.newId();
    journal.create({
      importId,
      accountId,
      installation: installationOf(account),
      fileName: sheet.fileName,
      sheet,
      send: rows,
      skipped: new Map(skipped.map((entry) => [entry.row, entry.message])),
      createdAt: deps.now().getTime(),
    });
    runner.start(importId);
    return known(importId);
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
    const file = await exportImport(journal, importId);
    return deps.saveFile(file.name, file.bytes);
  });
  registrar.handle('imports:forget', async ({ importId }) => {
    if (known(importId).state === 'running') {
      throw new AppError('validation', 'Pause or cancel the import before removing it from the list.');
    }
    journal.remove(importId);
    return { forgotten: true as const };
  });

  return runner;
}
