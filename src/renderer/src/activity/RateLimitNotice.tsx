import { useAppState } from '../store/StoreContext.tsx';
import { activeRateLimitWait, type RateLimitWait } from './activity-slice.ts';
import { useSecondsLeft } from './use-seconds-left.ts';
import './activity.css';

function Countdown({ wait }: { wait: RateLimitWait }) {
  const secondsLeft = useSecondsLeft(wait.until);
  if (secondsLeft === 0) return null;
  const waiting = wait.queued > 1 ? ` (${wait.queued} requests waiting)` : '';
  return <>{`Waiting for the rate limit, ${secondsLeft} s${waiting}`}</>;
}

/**
 * Says that the active account's requests are held back until its installation's rate-limit window reopens,
 * counting down. The live region is always in the page, so screen readers hear the wait when it starts.
 */
export function RateLimitNotice() {
  const wait = useAppState(activeRateLimitWait);
  return (
    <p role="status" aria-live="polite" className="rate-limit-notice">
      {wait ? <Countdown key={wait.until} wait={wait} /> : null}
    </p>
  );
}
