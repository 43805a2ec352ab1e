import { useId } from 'react';
import type { Statistics } from '../../../../shared/ipc/resources.ts';

const NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'instagram', label: 'Instagram' },
] as const;

/**
 * Visits from each social network, as labelled bars: three numbers do not need a chart library, and the text
 * beside each bar is what a screen reader reads.
 */
export function SocialCounts({ counts }: { counts: Statistics['socialCount'] }) {
  const headingId = useId();
  const largest = Math.max(1, ...NETWORKS.map((network) => counts[network.key]));
  return (
    <section className="qr-social" aria-labelledby={headingId}>
      <h4 id={headingId}>Social counts</h4>
      <dl className="qr-social-list">
        {NETWORKS.map((network) => (
          <div key={network.key} className="qr-social-entry">
            <dt>{network.label}</dt>
            <dd>
              <span className="qr-social-count">{counts[network.key].toLocaleString()}</span>
              <span
                className="qr-social-bar"
                aria-hidden="true"
                style={{ inlineSize: `${(counts[network.key] / largest) * 100}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
