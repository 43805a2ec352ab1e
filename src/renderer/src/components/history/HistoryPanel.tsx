import { useId, useState } from 'react';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { HistoryRange, HistorySubject, Series } from '../../../../shared/ipc/history.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { HistoryChart } from './HistoryChart.tsx';
import { HistoryExportButton } from './HistoryExportButton.tsx';
import { HistoryRangePicker } from './HistoryRangePicker.tsx';
import { countText, dayText, rangeText, type HistoryMeasure } from './history-words.ts';
import { useHistorySeries } from './use-history-series.ts';
import { useHistoryStatus } from './use-history-status.ts';
import './history.css';

export interface HistoryPanelProps {
  accountId: string;
  /** Whose clicks: a link's, a campaign's or a channel's (summed), or a QR code's scans. */
  subject: Exclude<HistorySubject, { kind: 'account' }>;
  /** What an export is named after: the link's title, the campaign's name. */
  exportTitle?: string;
  /** The title's heading level where the panel sits; 3 unless said. */
  headingLevel?: 3 | 4;
  /** Not asked for yet (a pane the person is passing through on the way to another item). */
  wait?: boolean;
  /** The chart's height; a card on a board takes a lower one. */
  chartHeight?: number;
  /** The title is said by what holds the panel (a disclosure's summary): kept for screen readers only. */
  hideTitle?: boolean;
}

/** What the total under the title covers, as it follows the count: " in the last 7 days", ", 2–4 Dec". */
function rangeWords(range: HistoryRange, series: Series): string {
  if ('from' in range) return `, ${rangeText(range.from, range.to)}`;
  switch (range.preset) {
    case '24h':
      return ' in the last 24 hours';
    case '7d':
      return ' in the last 7 days';
    case '30d':
      return ' in the last 30 days';
    case 'all':
      return series.since === null ? ' in all' : ` since ${dayText(series.since)}`;
  }
}

/**
 * A details pane's clicks (scans) over time: title and export, the range (7 days unless changed), the chart.
 * Where the account keeps no history it says so with the switch to turn it on; before the first snapshot it
 * says when counting starts.
 */
export function HistoryPanel({
  accountId,
  subject,
  exportTitle,
  headingLevel = 3,
  wait = false,
  chartHeight = 160,
  hideTitle = false,
}: HistoryPanelProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const headingId = useId();
  const measure: HistoryMeasure = subject.kind === 'qr' ? 'scans' : 'clicks';
  const title = measure === 'clicks' ? 'Clicks over time' : 'Scans over time';
  const [range, setRange] = useState<HistoryRange>({ preset: '7d' });
  const read = useHistorySeries(accountId, subject, range, { wait });
  const { status, turnOn } = useHistoryStatus(accountId);
  const [turning, setTurning] = useState(false);
  const [turnError, setTurnError] = useState<AppErrorData | null>(null);
  const off = status !== null && !status.settings.enabled;
  const series = read.series;
  const started = series !== null && series.since !== null;

  const switchOn = async () => {
    if (turning) return;
    setTurning(true);
    setTurnError(await turnOn());
    setTurning(false);
  };

  return (
    <section className="history-panel" aria-labelledby={headingId}>
      <div className="history-panel-head">
        <Heading id={headingId} className={hideTitle ? 'visually-hidden' : 'history-panel-title'}>
          {title}
        </Heading>
        <HistoryExportButton
          accountId={accountId}
          subject={subject}
          range={range}
          title={exportTitle}
          disabled={!started}
        />
      </div>
      {off ? (
        <p className="history-panel-off">
          <span>Click history is off for this account, so {measure} are not counted over time.</span>
          <button
            type="button"
            className="button"
            aria-disabled={turning || undefined}
            onClick={() => void switchOn()}
          >
            Turn on click history
          </button>
        </p>
      ) : null}
      <ErrorAlert error={turnError} title="Click history could not be turned on" />
      {off && !started ? null : (
        <>
          <HistoryRangePicker value={range} onChange={setRange} since={series?.since ?? null} />
          <ErrorAlert
            error={read.error}
            title={`The ${measure} over time could not be loaded`}
            onRetry={read.reload}
          />
          {series === null ? (
            read.loading ? (
              <p className="muted" role="status">
                {`Loading the ${measure} over time…`}
              </p>
            ) : null
          ) : !started ? (
            <p className="muted">
              {`The first snapshot is taken in a moment; ${measure} are counted from then on.`}
            </p>
          ) : (
            <>
              <p className="history-panel-total">
                <strong>{countText(measure === 'clicks' ? series.clicks : series.scans, measure)}</strong>
                {rangeWords(range, series)}
              </p>
              <HistoryChart
                series={series}
                measure={measure}
                title={title}
                kind={subject.kind}
                height={chartHeight}
                busy={read.loading}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
