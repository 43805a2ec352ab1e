import type { HealthIntervalHours, HealthStatus } from '../../../shared/ipc/health.ts';
import { whenWords } from '../overview/overview-words.ts';

export const INTERVAL_WORDS: Record<HealthIntervalHours, string> = {
  6: 'Every 6 hours',
  12: 'Every 12 hours',
  24: 'Every day',
  72: 'Every 3 days',
  168: 'Every week',
};

/** Where the account's checks stand, in one line under the counts. */
export function runWords(status: HealthStatus, now: number = Date.now()): string {
  if (status.paused === 'offline') return 'Paused: this computer is offline. Checks go on once it is back.';
  if (status.paused === 'metered') {
    return 'Paused: the connection is metered. Checks go on on a connection that is not.';
  }
  if (status.run) {
    if (status.run.phase === 'confirming') {
      return `Checking ${status.run.total} ${status.run.total === 1 ? 'address' : 'addresses'} again to be sure, two minutes after the first check…`;
    }
    return status.run.total > 0
      ? `Checking: ${status.run.checked} of ${status.run.total} addresses…`
      : 'Reading the links and QR codes to check…';
  }
  const parts: string[] = [];
  if (status.lastRunAt !== null) parts.push(`Last checked ${whenWords(status.lastRunAt, now)}`);
  if (status.nextRunAt !== null) parts.push(`next ${whenWords(status.nextRunAt, now)}`);
  const line = parts.join(' · ');
  if (status.lastError)
    return `${line ? `${line}. ` : ''}The last check could not finish: ${status.lastError}`;
  return line ? `${line}.` : '';
}
