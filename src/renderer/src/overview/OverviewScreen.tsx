import { lazy, Suspense, useState } from 'react';
import type { HistoryRange, HistoryStatus } from '../../../shared/ipc/history.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { HistoryFootnote } from './HistoryFootnote.tsx';
import { HistoryStart } from './HistoryStart.tsx';
import { OverviewBody } from './OverviewBody.tsx';
import { useOverview } from './use-overview.ts';
import './overview.css';

/** The account's Overview: what is happening to its links and codes, from the history kept on this computer. */
export function OverviewScreen() {
  const account = useAppState(activeAccount);
  if (!account) return null;
  return <OverviewArea key={account.id} account={account} />;
}

/*
 * The settings dialog (its form, its checks and its controls) loads when it is first opened: the Overview is
 * the first screen of every launch, and most launches never open it.
 */
const HistorySettingsDialog = lazy(() =>
  import('./HistorySettingsDialog.tsx').then((module) => ({ default: module.HistorySettingsDialog })),
);

/** Link health's card, in a chunk of its own: it comes after the history, and never delays the first screen. */
const HealthCard = lazy(() =>
  import('../health/HealthCard.tsx').then((module) => ({ default: module.HealthCard })),
);

/** A week: what people ask first ("how many clicks this week?"), and a chart with room for its bars. */
const FIRST_RANGE: HistoryRange = { preset: '7d' };

function OverviewArea({ account }: { account: AccountView }) {
  const api = useApi();
  const [range, setRange] = useState<HistoryRange>(FIRST_RANGE);
  const read = useOverview(api, account.id, range);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const showToast = useAppState((state) => state.showToast);
  const { overview, status } = read;

  const saved = (next: HistoryStatus) => {
    read.takeStatus(next);
    showToast('History settings saved.');
  };

  return (
    <div className="screen overview-screen" aria-busy={read.loading}>
      <ScreenHeader
        title="Overview"
        description={
          // In the header's one line rather than at its end, where the toasts appear.
          <>
            Clicks and scans over time, kept on this computer.{' '}
            <button
              type="button"
              className="overview-link-button"
              aria-disabled={status === null}
              onClick={() => {
                if (status !== null) setSettingsOpen(true);
              }}
            >
              History settings…
            </button>
          </>
        }
      />
      {read.error ? (
        <ErrorAlert
          error={read.error}
          title={overview ? 'The Overview could not be brought up to date' : 'The Overview could not be read'}
          onRetry={read.reload}
        />
      ) : null}
      {status && overview ? (
        status.since === null ? (
          <HistoryStart api={api} status={status} onStatus={read.takeStatus} />
        ) : (
          <OverviewBody
            api={api}
            account={account}
            overview={overview}
            status={status}
            range={range}
            onRange={setRange}
            busy={read.loading}
            onStatus={read.takeStatus}
            onSettings={() => setSettingsOpen(true)}
          />
        )
      ) : read.error ? null : (
        <OverviewSkeleton />
      )}
      {/* Once the history has answered: its reads come first on the first screen of every launch. */}
      {overview || read.error ? (
        <Suspense fallback={null}>
          <HealthCard accountId={account.id} />
        </Suspense>
      ) : null}
      {status ? <HistoryFootnote status={status} /> : null}
      {settingsOpen && status ? (
        <Suspense fallback={null}>
          <HistorySettingsDialog
            api={api}
            status={status}
            onSaved={saved}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** While the first answer is on its way: the cards' places, so nothing jumps when it comes. */
function OverviewSkeleton() {
  return (
    <div className="overview-skeleton" role="status" aria-label="Reading the history…">
      <div className="period-cards">
        <div className="card period-card skeleton-block" />
        <div className="card period-card skeleton-block" />
        <div className="card period-card skeleton-block" />
      </div>
      <div className="card overview-chart-card skeleton-block" />
    </div>
  );
}
