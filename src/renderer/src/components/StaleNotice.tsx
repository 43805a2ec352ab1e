import type { Staleness } from '../../../shared/ipc/resources.ts';
import { formatSeenAt } from './format.ts';

interface StaleNoticeProps {
  stale: Staleness;
  /** What is shown, as it reads in the sentence: "your account", "your QR codes". */
  subject: string;
  onRetry: () => void;
  /** A retry is on its way: the button stays where it is (focus is not lost) but does nothing. */
  busy?: boolean;
}

/**
 * Says that what the screen shows is main's last good answer, not the installation's current one: when it
 * was seen, why the installation could not be asked now, and a way to ask again.
 */
export function StaleNotice({ stale, subject, onRetry, busy = false }: StaleNoticeProps) {
  return (
    <div role="status" className="stale-notice">
      <p className="stale-notice-message">
        {`Offline: showing ${subject} as Linkdesk last saw it ${formatSeenAt(stale.savedAt)}. ${stale.reason.message}`}
      </p>
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        Try again
      </button>
    </div>
  );
}
