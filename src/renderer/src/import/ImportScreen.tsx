import { useState } from 'react';
import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import { importNoteTag } from '../../../shared/import/import-note-tag.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { OpenedSheet } from '../../../shared/ipc/imports.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useSavedFileToast } from '../components/toasts/use-saved-file-toast.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { call } from '../store/call.ts';
import { ImportJobCard } from './ImportJobCard.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { ImportStart } from './ImportStart.tsx';
import { SAMPLE_FILE_NAME, sampleSheet } from './import-sample.ts';
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
  /** The import just started here: its card is brought into view, where its progress and outcome show. */
  const [startedId, setStartedId] = useState<string | null>(null);

  const showSaved = useSavedFileToast(api);
  const showToast = useAppState((state) => state.showToast);
  /** The dialog's file, or a dropped one: main reads either, the window only hands over what was dropped. */
  const open = async (dropped?: File) => {
    setOpening(true);
    const result = await call(() => api.openImportFile(dropped ? { dropped } : {}));
    setOpening(false);
    if (!result.ok) return setOpenError(result.error);
    setOpenError(null);
    if (!result.value.cancelled) setOpened({ sheet: result.value.sheet, guess: result.value.guess });
  };
  const choose = () => open();
  const drop = (file: File | null) => {
    if (file) return void open(file);
    showToast('Only a file can be imported: drop a CSV or Excel file from your folders.', {
      tone: 'problem',
    });
  };
  const saveSample = async () => {
    const result = await call(() =>
      api.saveFile({ suggestedName: SAMPLE_FILE_NAME, content: sampleSheet(new Date()) }),
    );
    if (!result.ok)
      showToast(`Linkdesk could not save the sample file. ${result.error.message}`, { tone: 'problem' });
    else if (result.value.saved)
      showSaved(`Saved “${SAMPLE_FILE_NAME}”. Fill it in, then drop it here.`, result.value.savedId);
  };
  const requestOpenItem = useAppState((state) => state.requestOpenItem);
  // An import's links are found by the note in their descriptions, which older servers do not keep, and only
  // on the account shown, whose Links list this opens.
  const canViewLinks = (accountId: string) => account?.id === accountId && account.revision === 'current';
  const viewLinks = (accountId: string, importId: string) =>
    requestOpenItem({ kind: 'linkSearch', accountId, query: importNoteTag(importId) });
  const nameOf = (accountId: string) =>
    accounts.find((known) => known.id === accountId)?.name ?? 'a removed account';

  return (
    <div className="screen import-screen">
      <h1>Import links</h1>
      <p className="lead">Make many links at once from a CSV or Excel file, one row per link.</p>
      {/* No Retry: the same file would be refused again, and choosing another is the button below. */}
      {openError ? <ErrorAlert title="Linkdesk could not read this file" error={openError} /> : null}
      {opened && account && choices ? (
        <ImportPreview
          key={opened.sheet.token}
          sheet={opened.sheet}
          guess={opened.guess}
          account={account}
          choices={choices.value}
          onStarted={(summary) => {
            setStartedId(summary.importId);
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
        <ImportStart
          busy={opening}
          disabled={!account}
          onChoose={() => void choose()}
          onDrop={drop}
          onSaveSample={() => void saveSample()}
        />
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
                reveal={summary.importId === startedId}
                {...(canViewLinks(summary.accountId)
                  ? { onViewLinks: () => viewLinks(summary.accountId, summary.importId) }
                  : {})}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
