import { useState } from 'react';
import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { OpenedSheet } from '../../../shared/ipc/imports.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { call } from '../store/call.ts';
import { ImportJobCard } from './ImportJobCard.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { accountsToContinueWith } from './import-takeover.ts';
import { useImportChoices } from './use-import-choices.ts';
import { useImports } from './use-imports.ts';
import './import.css';

/**
 * Links from a spreadsheet: choose a CSV or Excel file, map its columns, check every row, then send them at the
 * account's pace. Imports run in main and survive the window, a quit and a crash; this screen follows them.
 */
export function ImportScreen() {
  const api = useApi();
  const account = useAppState((state) => activeAccount(state));
  const accounts = useAppState((state) => state.accounts);
  const choices = useImportChoices(account?.id ?? '', account?.revision ?? null);
  const { imports, reload } = useImports();
  const [opened, setOpened] = useState<{ sheet: OpenedSheet; guess: ColumnMapping } | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<AppErrorData | null>(null);

  const choose = async () => {
    setOpening(true);
    const result = await call(() => api.openImportFile({}));
    setOpening(false);
    if (!result.ok) return setOpenError(result.error);
    setOpenError(null);
    if (!result.value.cancelled) setOpened({ sheet: result.value.sheet, guess: result.value.guess });
  };
  const nameOf = (accountId: string) =>
    accounts.find((known) => known.id === accountId)?.name ?? 'a removed account';

  return (
    <div className="screen import-screen">
      <h1>Import links</h1>
      <p className="lead">
        Make many links at once from a CSV or Excel file: one row per link, with its long URL and, if you
        like, an alias, title, domain, campaign, channel, expiry and password. Nothing is sent before you have
        seen every row.
      </p>
      {/* No Retry: the same file would be refused again, and choosing another is the button below. */}
      {openError ? <ErrorAlert title="Linkdesk could not read this file" error={openError} /> : null}
      {opened && account && choices ? (
        <ImportPreview
          key={opened.sheet.token}
          sheet={opened.sheet}
          guess={opened.guess}
          account={account}
          choices={choices.value}
          onStarted={() => {
            setOpened(null);
            void reload();
          }}
          onDiscard={() => {
            setOpened(null);
            void choose();
          }}
        />
      ) : opened ? (
        <p role="status" className="muted">
          Reading {account?.name ?? 'the account'}’s domains, campaigns and channels…
        </p>
      ) : (
        <div className="form-actions import-choose">
          <button
            type="button"
            className="button button-primary"
            disabled={opening || !account}
            onClick={() => void choose()}
          >
            {opening ? 'Reading the file…' : 'Choose a spreadsheet…'}
          </button>
        </div>
      )}
      {choices && choices.failed.length > 0 && opened ? (
        <p className="form-warning">
          Linkdesk could not read the account’s {choices.failed.join(' and ')}: rows naming one are shown with
          a problem.
        </p>
      ) : null}

      {imports && imports.length > 0 ? (
        <section aria-labelledby="imports-title">
          <h2 id="imports-title">Imports</h2>
          <ul className="import-jobs">
            {imports.map((summary) => (
              <ImportJobCard
                key={summary.importId}
                summary={summary}
                accountName={nameOf(summary.accountId)}
                accountGone={!accounts.some((known) => known.id === summary.accountId)}
                continueWith={accountsToContinueWith(summary, accounts)}
                onRemoved={() => void reload()}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
