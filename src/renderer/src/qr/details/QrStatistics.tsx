import { useId } from 'react';
import type { Statistics } from '../../../../shared/ipc/resources.ts';
import { ClickStatistics } from '../../components/ClickStatistics.tsx';
import { SocialCounts } from './SocialCounts.tsx';

interface QrStatisticsProps {
  statistics: Statistics | null;
  /** Known to be a static code: some installations answer zeros for one, which would read as "no scans yet". */
  isStatic: boolean;
}

/**
 * A code's scans as the installation counts them. Only dynamic codes have statistics: their image carries a
 * short link, and the installation counts the visits to it.
 */
export function QrStatistics({ statistics, isStatic }: QrStatisticsProps) {
  const headingId = useId();
  return (
    <section className="qr-statistics" aria-labelledby={headingId}>
      <h3 id={headingId}>Statistics</h3>
      {isStatic ? (
        <p className="muted">
          Static codes carry their content directly, so the installation cannot count their scans.
        </p>
      ) : statistics === null ? (
        <p className="muted">The installation sent no statistics for this code.</p>
      ) : (
        <>
          <ClickStatistics statistics={statistics} headingLevel={4} />
          <SocialCounts counts={statistics.socialCount} />
        </>
      )}
    </section>
  );
}
