import { useEffect, useMemo, useState } from 'react';
import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import { mappingGaps } from '../../../shared/import/mapping-gaps.ts';
import { checkRows, type ImportChoices } from '../../../shared/import/row-check.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { ImportSummary, OpenedSheet } from '../../../shared/ipc/imports.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useUnsavedChanges } from '../commands/use-unsaved-changes.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatCount } from '../components/format.ts';
import { call } from '../store/call.ts';
import { durationText } from './duration.ts';
import { MappingFields } from './MappingFields.tsx';
import { EarlierRowsNotice } from './EarlierRowsNotice.tsx';
import { importedWhen } from './earlier-rows.ts';
import type { PreviewRow } from './preview-row.ts';
import { PreviewRows, type RowMark } from './PreviewRows.tsx';
import { useEarlierRows } from './use-earlier-rows.ts';

interface Props {
  sheet: OpenedSheet;
  guess: ColumnMapping;
  account: AccountView;
  choices: ImportChoices;
  onStarted: (summary: ImportSummary) => void;
  onDiscard: () => void;
}

/** What main keeps of a row's reasons for the export (the contract's limit): a row of many problems is cut. */
const MAX_REASON_LENGTH = 2000;
const exportedReason = (problems: readonly { message: string }[]) => {
  const text = problems.map((problem) => problem.message).join('; ');
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1)}…` : text;
};

const sameMapping = (a: ColumnMapping, b: ColumnMapping) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Every row of the sheet as it would be sent, checked by the same rules as the link form, before anything is
 * sent: the columns can be mapped again and every row is checked again at once. The time the import will take
 * comes from the account's rate limit.
 */
export function ImportPreview({ sheet, guess, account, choices, onStarted, onDiscard }: Props) {
  const api = useApi();
  const [mapping, setMapping] = useState<ColumnMapping>(guess);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<AppErrorData | null>(null);
  const [estimate, setEstimate] = useState<{ perMinute: number | null; seconds: number | null } | null>(null);
  const [skipEarlier, setSkipEarlier] = useState(false);
  // Only a choice of the person's is worth asking about: a preview left as it opened is the file chosen again.
  useUnsavedChanges(!sameMapping(mapping, guess) || skipEarlier, `the import of ${sheet.fileName}`);

  const rows = useMemo<PreviewRow[]>(() => {
    const firstRowNumber = sheet.headerRowNumber + 1;
    const checks = checkRows(sheet.rows, mapping, choices, new Date(), { firstRowNumber });
    return checks.map((check, index) => ({
      index,
      rowNumber: firstRowNumber + index,
      cells: sheet.rows[index]!,
      check,
    }));
  }, [sheet, mapping, choices]);
  const earlier = useEarlierRows(account.id, sheet.token, mapping.url, mapping.alias);
  /** Rows already imported that pass the checks: the others are not sent anyway. */
  const earlierReady = useMemo(() => {
    if (!earlier) return null;
    const found = earlier.rows.filter((index) => rows[index]?.check.ok);
    if (found.length === 0) return null;
    const aliasOf = (index: number) =>
      mapping.alias === undefined ? '' : (rows[index]!.cells[mapping.alias] ?? '').trim();
    return { ...earlier, rows: found, withAlias: found.filter((index) => aliasOf(index) !== '').length };
  }, [earlier, rows, mapping.alias]);
  /** The rows the person chose to leave out, with the reason the export gives them. */
  const setAside = useMemo(() => {
    const reasons = new Map<number, string>();
    if (!skipEarlier || !earlierReady) return reasons;
    const reason = `Already imported ${importedWhen(earlierReady)}: skipped`;
    for (const index of earlierReady.rows) reasons.set(index, reason);
    return reasons;
  }, [skipEarlier, earlierReady]);
  const marks = useMemo(() => {
    const shown = new Map<number, RowMark>();
    if (!earlierReady) return shown;
    const when = importedWhen(earlierReady);
    for (const index of earlierReady.rows) {
      shown.set(
        index,
        skipEarlier
          ? { text: `Already imported ${when}: skipped`, tone: 'set-aside' }
          : { text: `Ready, but already imported ${when}`, tone: 'earlier' },
      );
    }
    return shown;
  }, [skipEarlier, earlierReady]);
  const ready = useMemo(
    () => rows.filter((row) => row.check.ok && !setAside.has(row.index)).length,
    [rows, setAside],
  );
  const shown = useMemo(
    () => (onlyProblems ? rows.filter((row) => !row.check.ok || setAside.has(row.index)) : rows),
    [rows, onlyProblems, setAside],
  );
  const gaps = mappingGaps(mapping, sheet.header);

  useEffect(() => {
    let live = true;
    void call(() => api.estimateImport({ accountId: account.id, rows: ready })).then((result) => {
      if (live && result.ok) setEstimate(result.value);
    });
    return () => {
      live = false;
    };
  }, [api, account.id, ready]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    const toSend = rows.flatMap((row) =>
      row.check.ok && !setAside.has(row.index) ? [{ row: row.index, link: row.check.link }] : [],
    );
    const skipped = rows.flatMap((row) => {
      const left = setAside.get(row.index);
      if (left) return [{ row: row.index, message: left }];
      return row.check.ok ? [] : [{ row: row.index, message: exportedReason(row.check.problems) }];
    });
    const result = await call(() =>
      api.startImport({
        accountId: account.id,
        token: sheet.token,
        rows: toSend,
        skipped,
        ...(mapping.password !== undefined ? { passwordColumn: mapping.password } : {}),
      }),
    );
    setStarting(false);
    if (result.ok) onStarted(result.value);
    else setStartError(result.error);
  };

  const problems = rows.length - ready - setAside.size;
  const time =
    estimate?.seconds != null && estimate.perMinute != null
      ? `${durationText(estimate.seconds)} at ${estimate.perMinute} requests a minute`
      : null;
  return (
    <section className="card import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">{sheet.fileName}</h2>
      <MappingFields header={sheet.header} mapping={mapping} onChange={setMapping} />
      {gaps.map((gap) => (
        <p key={gap} className="form-warning">
          {gap}
        </p>
      ))}
      <p className="import-summary" role="status">
        <strong>{formatCount(ready)}</strong> of {formatCount(rows.length)} rows ready
        {problems > 0 ? `, ${formatCount(problems)} with problems (not sent)` : ''}
        {setAside.size > 0 ? `, ${formatCount(setAside.size)} already imported (skipped)` : ''}.{' '}
        {ready > 0 ? (time ? `Sending takes ${time}; ` : 'Sending follows the account’s rate limit; ') : ''}
        {ready > 0 ? 'Linkdesk can be closed meanwhile: it goes on where it stopped.' : ''}
      </p>
      {ready > 0 ? (
        <p className="muted import-summary">
          Each link’s description names its row and this import, so that Linkdesk can tell its own links from
          others’ if a connection is lost.
          {mapping.password !== undefined
            ? ' Passwords are kept encrypted until their row is sent, then forgotten: the export leaves them out.'
            : ''}
        </p>
      ) : null}
      {earlierReady ? (
        <EarlierRowsNotice
          earlier={earlierReady}
          accountName={account.name}
          skipped={skipEarlier}
          onSkip={setSkipEarlier}
        />
      ) : null}
      <div className="import-preview-tools">
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => setOnlyProblems(event.target.checked)}
          />
          Only rows with problems
        </label>
      </div>
      <PreviewRows rows={shown} mapping={mapping} label={`Rows of ${sheet.fileName}`} marks={marks} />
      {startError ? (
        <ErrorAlert title="The import did not start" error={startError} onRetry={() => void start()} />
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onDiscard} disabled={starting}>
          Choose another file
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={ready === 0 || starting}
          onClick={() => void start()}
        >
          {starting
            ? 'Starting…'
            : `Import ${formatCount(ready)} ${ready === 1 ? 'link' : 'links'} to ${account.name}`}
        </button>
      </div>
    </section>
  );
}
