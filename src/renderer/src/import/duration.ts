/** A wait in words: "under a minute", "about 12 min", "about 2 h 47 min", "about 3 days 4 h". */
export function durationText(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `about ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(hours / 24);
  return `about ${days} days${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
