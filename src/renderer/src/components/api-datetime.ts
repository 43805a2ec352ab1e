/** The API's datetimes (`YYYY-MM-DD HH:MM:SS`, UTC) and the `datetime-local` inputs people type them in. */

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-05-01T09:30` typed in local time → `2026-05-01 07:30:00`, the API's form, in UTC as installations keep it. */
export function expiryToApi(local: string): string | null {
  const date = new Date(local);
  if (!local || Number.isNaN(date.getTime())) return null;
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** The API's `YYYY-MM-DD HH:MM:SS` (UTC) → a `datetime-local` value in the person's own time. */
export function expiryFromApi(value: string | null): string {
  if (!value) return '';
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A moment as a `datetime-local` value in the person's own time, to the minute. */
export function localInputOf(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
