/** Idle this long, the person is away: a milestone then waits in the Overview rather than notify nobody. */
export const AWAY_AFTER_SECONDS = 5 * 60;

/** Electron's `powerMonitor.getSystemIdleState`: away when idle or locked; present when it cannot tell. */
export function personAway(state: 'active' | 'idle' | 'locked' | 'unknown'): boolean {
  return state === 'idle' || state === 'locked';
}
