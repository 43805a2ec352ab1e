import Download from 'lucide-react/icons/download';
import { useState } from 'react';

/** Export to CSV; while the save dialog is open the button stays where it is but does nothing. */
export function ExportButton({ disabled, onExport }: { disabled: boolean; onExport: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-with-icon"
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void onExport().finally(() => setBusy(false));
      }}
    >
      <Download aria-hidden="true" size={16} />
      Export CSV
    </button>
  );
}
