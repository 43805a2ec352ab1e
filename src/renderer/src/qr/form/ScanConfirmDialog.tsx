import { ConfirmDialog } from '../../components/Dialog.tsx';
import type { ScanVerdict } from '../preview/scan-verdict.ts';

type Unsound = Extract<ScanVerdict, { state: 'unsound' }>;

interface ScanConfirmDialogProps {
  verdict: Unsound;
  onKeepEditing: () => void;
  onSaveAnyway: () => void;
}

/** Said when the check found no single cause; the preview says the same under the code. */
const NO_REASON = 'A QR reader could not read the code back.';

export function scanConfirmTitle(verdict: Unsound): string {
  return verdict.headline === 'Does not scan' ? 'This code does not scan' : 'This code may not scan';
}

/**
 * Asked before a code the preview judged unscannable is saved: a printed dead code is found out only by the
 * people who try it. It says why in the preview's own words; Keep editing is the safe choice.
 */
export function ScanConfirmDialog({ verdict, onKeepEditing, onSaveAnyway }: ScanConfirmDialogProps) {
  const reasons = verdict.reasons.length > 0 ? verdict.reasons : [NO_REASON];
  return (
    <ConfirmDialog
      title={scanConfirmTitle(verdict)}
      paragraphs={[...reasons, 'Printed as it is, phones may not open it. Save it anyway?']}
      safeLabel="Keep editing"
      onSafe={onKeepEditing}
      actionLabel="Save anyway"
      actionTone="primary"
      onAction={onSaveAnyway}
    />
  );
}
