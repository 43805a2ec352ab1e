/** How many of the latest links made set the pace: enough to smooth one slow answer, few enough to follow a change. */
const PACE_SAMPLES = 30;

export interface PaceTracker {
  record(at: number): void;
  /** Links per second over the latest ones; null until two are made. */
  perSecond(): number | null;
}

export function createPaceTracker(): PaceTracker {
  const times: number[] = [];
  return {
    record(at) {
      times.push(at);
      if (times.length > PACE_SAMPLES) times.shift();
    },
    perSecond() {
      if (times.length < 2) return null;
      const span = (times.at(-1)! - times[0]!) / 1000;
      return span > 0 ? (times.length - 1) / span : null;
    },
  };
}

/**
 * Seconds until `left` rows are sent. The account's rate limit sets the pace when it is known (deployed windows
 * last a minute), since a fast start within one window says nothing of the hours after; else the pace seen.
 */
export function importEta(left: number, pace: PaceTracker | null, perMinute: number | null): number | null {
  if (left === 0) return 0;
  const seen = pace?.perSecond() ?? null;
  const allowed = perMinute !== null && perMinute > 0 ? perMinute / 60 : null;
  const rate = allowed !== null && seen !== null ? Math.min(allowed, seen) : (allowed ?? seen);
  return rate === null ? null : Math.ceil(left / rate);
}
