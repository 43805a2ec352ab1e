import type { Preview } from '../../../../shared/qr/preview.ts';

/** The preview's headline, as it shows under the code. */
export type VerdictHeadline = 'Scans: reads back exactly' | 'May not scan' | 'Does not scan';

/**
 * What the preview concluded about the code it shows now, for a form that must not save a dead code without
 * asking. `checking` while the drawing of the latest change is under way; `unchecked` when there is nothing to
 * draw or the check itself failed (the preview says why), which is no reason to stop a save.
 */
export type ScanVerdict =
  | { state: 'unchecked' }
  | { state: 'checking' }
  | { state: 'sound' }
  | { state: 'unsound'; headline: Exclude<VerdictHeadline, 'Scans: reads back exactly'>; reasons: string[] };

/**
 * The verdict on one finished preview. A screen image forgives what paper and a camera do not (faint
 * colours), so an error outweighs a clean read: "May not scan". Its reasons are the preview's own words.
 */
export function verdictOf(preview: Preview): ScanVerdict {
  const errors = preview.problems.filter((problem) => problem.severity === 'error');
  if (preview.scannable && errors.length === 0) return { state: 'sound' };
  return {
    state: 'unsound',
    headline: preview.scannable ? 'May not scan' : 'Does not scan',
    reasons: errors.map((problem) => problem.message),
  };
}

export function headlineOf(verdict: ScanVerdict): VerdictHeadline | null {
  if (verdict.state === 'sound') return 'Scans: reads back exactly';
  return verdict.state === 'unsound' ? verdict.headline : null;
}

/** Equal verdicts compare equal, so a change is reported once however often the preview re-renders. */
export function verdictKey(verdict: ScanVerdict): string {
  return JSON.stringify(verdict);
}
