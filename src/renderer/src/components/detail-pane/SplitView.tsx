import type { ReactNode } from 'react';
import './detail-pane.css';

interface SplitViewProps {
  /** The list. */
  children: ReactNode;
  /** The shown item's `<DetailPane>`, or null. */
  pane: ReactNode;
}

/**
 * A list with its detail pane beside it. Where the two do not fit side by side (a narrow window), the pane
 * lies over the list's end instead of squeezing its columns away.
 */
export function SplitView({ children, pane }: SplitViewProps) {
  return (
    <div className={`split-view${pane ? ' has-pane' : ''}`}>
      {children}
      {pane}
    </div>
  );
}
