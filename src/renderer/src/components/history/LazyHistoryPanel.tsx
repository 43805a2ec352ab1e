import { lazy, Suspense } from 'react';
import type { HistoryPanelProps } from './HistoryPanel.tsx';

// The chart library comes with the first pane that shows a chart, not with the window.
const HistoryPanel = lazy(() =>
  import('./HistoryPanel.tsx').then((module) => ({ default: module.HistoryPanel })),
);

/** `HistoryPanel` for the details panes, its code loaded the first time one is shown. */
export function LazyHistoryPanel(props: HistoryPanelProps) {
  const what = props.subject.kind === 'qr' ? 'scans' : 'clicks';
  return (
    <Suspense fallback={<p className="muted">{`Loading the ${what} over time…`}</p>}>
      <HistoryPanel {...props} />
    </Suspense>
  );
}
