import type { Api } from '../../../shared/ipc/api.ts';
import type { HistoryOverview, HistoryRange, HistoryStatus } from '../../../shared/ipc/history.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { HistoryChart } from '../components/history/HistoryChart.tsx';
import { HistoryExportButton } from '../components/history/HistoryExportButton.tsx';
import { HistoryRangePicker } from '../components/history/HistoryRangePicker.tsx';
import { useHistorySeries } from '../components/history/use-history-series.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { GroupComparison } from './GroupComparison.tsx';
import { MilestoneList } from './MilestoneList.tsx';
import { PeriodCards } from './PeriodCards.tsx';
import { RisingList } from './RisingList.tsx';
import { comparable, rangeBefore } from './overview-words.ts';
import { useGroups } from './use-groups.ts';
import { useHistorySwitch } from './use-history-switch.ts';
import { useOpenFromOverview } from './use-open-from-overview.ts';

const ACCOUNT = { kind: 'account' } as const;

interface OverviewBodyProps {
  api: Api;
  account: AccountView;
  overview: HistoryOverview;
  status: HistoryStatus;
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
  /** A newer answer is on its way (another range, a new snapshot): what shows stays, dimmed. */
  busy: boolean;
  onStatus: (status: HistoryStatus) => void;
  onSettings: () => void;
}

/**
 * The Overview of an account with history: the three periods' totals, the chart of a range with what rose in
 * it, campaigns and channels over the same range, and the milestones reached. What the key or the
 * installation cannot read is left out: scans without access to QR codes, groups on an older installation.
 */
export function OverviewBody({
  api,
  account,
  overview,
  status,
  range,
  onRange,
  busy,
  onStatus,
  onSettings,
}: OverviewBodyProps) {
  const withScans = !account.unreachable.qr;
  const withCampaigns = account.revision !== 'legacy' && !account.unreachable.campaigns;
  const withChannels = account.revision !== 'legacy' && !account.unreachable.channels;
  const groups = useGroups(api, account.id, {
    campaigns: withCampaigns && overview.campaigns.length > 0,
    channels: withChannels && overview.channels.length > 0,
  });
  const opener = useOpenFromOverview(api, account.id);
  const history = useHistorySwitch(api, account.id, onStatus);
  const before = comparable(overview.series, status.since) ? rangeBefore(range) : null;
  // The chart asks for its own series: it comes from the looks alone, at once, while what rose and the groups
  // (which sum every item's points of the range) follow with the Overview's answer.
  const chart = useHistorySeries(account.id, ACCOUNT, range);
  const series = chart.series ?? overview.series;
  const chartBusy = chart.series === null ? busy : chart.loading;

  return (
    <>
      {status.settings.enabled ? null : (
        <div className="overview-off" role="status">
          <p>Click history is off for this account: what was kept shows, but nothing new is added.</p>
          <button type="button" className="button" aria-disabled={history.busy} onClick={history.turnOn}>
            Turn on
          </button>
        </div>
      )}
      {history.error ? (
        <ErrorAlert error={history.error} title="History was not turned on" onRetry={history.turnOn} />
      ) : null}
      <PeriodCards overview={overview} withScans={withScans} />
      <section className="card overview-chart-card" aria-labelledby="overview-chart-title">
        <div className="overview-chart-top">
          <h2 id="overview-chart-title">{withScans ? 'Clicks and scans' : 'Clicks'}</h2>
          <HistoryRangePicker value={range} onChange={onRange} since={status.since} />
          <HistoryExportButton
            accountId={account.id}
            subject={{ kind: 'account' }}
            range={range}
            title={account.name}
          />
        </div>
        <HistoryChart series={series} measure="clicks" title="Clicks over time" busy={chartBusy} />
        {withScans ? (
          <>
            <h3 className="overview-chart-subtitle">Scans</h3>
            <HistoryChart
              series={series}
              measure="scans"
              title="Scans over time"
              height={120}
              busy={chartBusy}
            />
          </>
        ) : null}
      </section>
      <div className="overview-pair">
        <RisingList
          items={withScans ? overview.rising : overview.rising.filter((item) => item.kind === 'link')}
          opener={opener}
          before={before}
        />
        <MilestoneList
          milestones={overview.milestones}
          enabled={status.settings.milestones.enabled}
          opener={opener}
          onSettings={onSettings}
        />
      </div>
      {withCampaigns || withChannels ? (
        <div className="overview-pair">
          {withCampaigns ? (
            <GroupComparison
              title="Campaigns"
              noun="campaign"
              totals={overview.campaigns}
              groups={groups.campaigns}
              onOpen={opener.openCampaign}
              before={before}
            />
          ) : null}
          {withChannels ? (
            <GroupComparison
              title="Channels"
              noun="channel"
              totals={overview.channels}
              groups={groups.channels}
              onOpen={opener.openChannel}
              before={before}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
