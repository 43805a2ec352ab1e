import { installationOf } from '../../shared/import/import-installation.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { ImportSummary } from '../../shared/ipc/imports.ts';
import { isSameOwner } from '../import/import-owner.ts';
import type { ImportRunner } from '../import/import-runner.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { profileOrScoped } from './accounts.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * What only the person can settle for an import: which account goes on with it once its own was removed
 * (`imports:reattach`), and whether a link the lost-row check could not prove is a row's (`imports:decide`).
 */
export function registerImportQuestions(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  runner: ImportRunner,
): void {
  const journal = deps.importJournal;
  const known = (importId: string): ImportSummary => {
    const summary = runner.summary(importId);
    if (!summary) throw new AppError('not_found', 'This import is no longer in Linkdesk’s journal.');
    return summary;
  };

  registrar.handle('imports:reattach', async ({ importId, accountId }) => {
    const summary = known(importId);
    const record = journal.get(importId)!;
    if (summary.state !== 'paused') {
      throw new AppError('validation', 'Only a paused import can go on with another account.');
    }
    const file = await deps.records.load();
    if (file.accounts.some((account) => account.id === record.accountId)) {
      throw new AppError('validation', 'The account of this import is still in Linkdesk: resume it there.');
    }
    const target = ctx.find(file, accountId);
    // The rows go where the import began, as the same user: nowhere else can tell which rows were made.
    if (installationOf(target) !== record.installation) {
      throw new AppError(
        'validation',
        `“${target.name}” is on ${installationOf(target)}, not on ${record.installation}, where this import began.`,
      );
    }
    if (record.owner === null) {
      throw new AppError(
        'validation',
        'Linkdesk did not record whose this import was, so it cannot go on with another account. Cancel it and import the rows not sent again.',
      );
    }
    // Whose the key is, as the installation answers now (not as the record remembers).
    const profile = await ctx.write({ accountId }, (call) => profileOrScoped(call));
    const { apiKey } = await ctx.connectionFor(target);
    if (!isSameOwner(record.owner, { username: profile?.username ?? null, apiKey })) {
      const who = record.owner.username === '' ? 'the key it began with' : `“${record.owner.username}”`;
      throw new AppError(
        'validation',
        `“${target.name}” is another user’s account: this import can only go on as ${who} on ${record.installation}.`,
      );
    }
    journal.reattach(importId, accountId);
    runner.changed(importId);
    return known(importId);
  });

  registrar.handle('imports:decide', async ({ importId, row, mine }) => {
    const { state } = known(importId);
    if (state !== 'paused' && state !== 'running') {
      throw new AppError('validation', 'This import is over: its rows can no longer be decided.');
    }
    const maybe = journal.unsureLink(importId, row);
    if (!maybe) throw new AppError('not_found', 'This row is no longer waiting for your answer.');
    if (mine) {
      if (journal.createdLinkIds().has(maybe.id)) {
        throw new AppError('conflict', `${maybe.shorturl} is already recorded as another row’s link.`);
      }
      journal.markCreated(importId, row, maybe.id, maybe.shorturl);
    } else {
      journal.markPending(importId, row);
    }
    // The last answer lets a paused import go on: the rows to make again, or the end.
    if (state === 'paused' && journal.questions(importId).length === 0) runner.start(importId);
    runner.changed(importId);
    return known(importId);
  });
}
