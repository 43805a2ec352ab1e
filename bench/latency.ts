/** Milliseconds at the given percentile (0–100) of the samples, by the nearest-rank method. */
export function percentile(samples: readonly number[], rank: number): number {
  if (samples.length === 0) throw new Error('No samples to take a percentile of.');
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export function mean(samples: readonly number[]): number {
  return samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}
