import { installationOf } from '../../../shared/import/import-installation.ts';
import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';

/**
 * The accounts an import whose account was removed can go on with: the same user on the same installation
 * (main checks again with the installation before it agrees).
 */
export const accountsToContinueWith = (summary: ImportSummary, accounts: readonly AccountView[]) =>
  accounts.filter(
    (account) => installationOf(account) === summary.installation && account.username === summary.username,
  );

/** What to do when no account can take the import over, in words. */
export function addAgainAdvice(summary: ImportSummary): string {
  if (summary.installation === installationOf({ kind: 'sandbox', baseUrl: '' })) {
    return 'Add the built-in sandbox account again to continue.';
  }
  return summary.username === ''
    ? `Add the account for ${summary.installation} again, with the same API key, to continue.`
    : `Add ${summary.username}’s account on ${summary.installation} again to continue.`;
}

/** How many rows an account's unfinished imports still have to send: what removing the account strands. */
export function rowsWaitingFor(accountId: string, imports: readonly ImportSummary[]) {
  const unfinished = imports.filter(
    (item) =>
      item.accountId === accountId &&
      (item.state === 'running' || item.state === 'paused') &&
      item.counts.pending + item.counts.sending > 0,
  );
  return {
    imports: unfinished.length,
    rows: unfinished.reduce((sum, item) => sum + item.counts.pending + item.counts.sending, 0),
  };
}
