import { formatApiDay } from '../components/format.ts';

/**
 * When a link stops working, for its details: "Never", the day and time, or that it already has. The API's
 * `YYYY-MM-DD HH:MM:SS` is UTC; anything else is shown as the installation wrote it.
 */
export function expiryText(expiry: string | null, now: Date = new Date()): string {
  if (expiry === null || expiry.trim() === '') return 'Never';
  const formatted = formatApiDay(expiry);
  if (!formatted) return expiry;
  const ended = new Date(`${expiry.replace(' ', 'T')}Z`).getTime() <= now.getTime();
  return ended ? `Expired ${formatted.dayAndTime}` : formatted.dayAndTime;
}
