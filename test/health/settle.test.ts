import { describe, expect, it } from 'vitest';
import type { CheckOutcome, HealthVerdict } from '../../src/shared/ipc/health.ts';
import { settle, worstOf, type SettledHealth } from '../../src/main/health/settle.ts';
import { freshState } from '../../src/main/health/health-run.ts';

const outcome = (verdict: HealthVerdict, status: number | null = null): CheckOutcome => ({
  verdict,
  reason: verdict === 'broken' ? 'not-found' : verdict === 'ok' ? 'answered' : 'timeout',
  status,
  finalUrl: null,
  certificateEndsAt: null,
});

const check = (previous: SettledHealth | null, verdict: HealthVerdict, at: number) =>
  settle(previous, { outcome: outcome(verdict), about: '' }, at);

describe('a verdict changes only once two checks agree', () => {
  it('says a quiet first verdict at once, and waits for a second check before an alarming one', () => {
    expect(check(freshState(), 'ok', 1)).toMatchObject({ verdict: 'ok', since: 1, pending: null });
    expect(check(freshState(), 'unknown', 1)).toMatchObject({ verdict: 'unknown', pending: null });
    const first = check(freshState(), 'broken', 1);
    expect(first).toMatchObject({ verdict: 'unchecked', pending: { at: 1 } });
    expect(check(first, 'broken', 2)).toMatchObject({ verdict: 'broken', since: 1, pending: null });
    // The second check answered: the first was a blip, and it was never called broken.
    expect(check(first, 'ok', 2)).toMatchObject({ verdict: 'ok', since: 2, pending: null });
  });

  it('keeps a settled verdict through one disagreeing check, and changes it on the second', () => {
    const ok = check(null, 'ok', 1);
    const once = check(ok, 'broken', 5);
    expect(once).toMatchObject({
      verdict: 'ok',
      since: 1,
      pending: { outcome: { verdict: 'broken' }, at: 5 },
    });
    expect(check(once, 'ok', 6)).toMatchObject({ verdict: 'ok', since: 1, pending: null });
    // Two different alarms in a row are not two agreeing checks.
    expect(check(once, 'moved', 6)).toMatchObject({
      verdict: 'ok',
      pending: { outcome: { verdict: 'moved' } },
    });
    expect(check(once, 'broken', 6)).toMatchObject({ verdict: 'broken', since: 5, pending: null });
  });

  it('lets the worst of an item’s addresses speak for it, its destination first among equals', () => {
    const checked = [
      { about: '', outcome: outcome('ok') },
      { about: 'Country: FR', outcome: outcome('broken') },
      { about: 'Device: iPhone', outcome: outcome('broken') },
    ];
    expect(worstOf(checked)?.about).toBe('Country: FR');
    expect(worstOf([])).toBeNull();
  });
});
