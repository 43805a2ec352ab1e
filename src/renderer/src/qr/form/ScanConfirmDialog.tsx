import { Dialog } from '../../components/Dialog.tsx';
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
 * people who try it. It says why in the preview's own words. Keep editing comes first (on the left, where every
 * dialog has its safe choice) and has focus, as it loses nothing; Escape keeps editing too.
 */
export function ScanConfirmDialog({ verdict, onKeepEditing, onSaveAnyway }: ScanConfirmDialogProps) {
  const reasons = verdict.reasons.length > 0 ? verdict.reasons : [NO_REASON];
  return (
    <Dialog title={scanConfirmTitle(verdict)} onClose={onKeepEditing}>
      <div className="dialog-description qr-scan-confirm">
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <p>Printed as it is, phones may not open it. Save it anyway?</p>
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onKeepEditing}>
          Keep editing
        </button>
        <button type="button" className="button button-primary" onClick={onSaveAnyway}>
          Save anyway
        </button>
      </div>
    </Dialog>
  );
}
