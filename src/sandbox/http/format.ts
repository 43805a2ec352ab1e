/** The API's datetime form, `YYYY-MM-DD HH:MM:SS`, in UTC. */
export function formatDatetime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The channel item date form, `YYYY-MM-DD`. */
export function formatDate(datetime: string): string {
  return datetime.slice(0, 10);
}

export function parseDatetime(value: string): Date {
  return new Date(value.replace(' ', 'T') + 'Z');
}

/** The current time of the sandbox's clock in the API's datetime form. */
export function nowDatetime(now: () => number): string {
  return formatDatetime(new Date(now()));
}
