import ChevronDown from 'lucide-react/icons/chevron-down';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { HistoryRange, HistorySubject } from '../../../../shared/ipc/history.ts';
import { call } from '../../store/call.ts';
import { useAppState } from '../../store/StoreContext.tsx';
import { useApi } from '../data-list/use-api.ts';
import { useSavedFileToast } from '../toasts/use-saved-file-toast.ts';
import './history.css';

export interface HistoryExportButtonProps {
  accountId: string;
  /** Whose series is saved: the account's, a link's, a code's, a campaign's or a channel's. */
  subject: HistorySubject;
  /** The range shown, saved as it is shown. */
  range: HistoryRange;
  /** What the file is named after (a link's title, a campaign's name); main cleans it up for a file name. */
  title?: string;
  /** Nothing to save yet (no snapshot taken): the button stays in its place but is not offered. */
  disabled?: boolean;
}

type Format = 'csv' | 'xlsx';
const FORMAT_WORDS: Record<Format, string> = { csv: 'a CSV file', xlsx: 'an Excel file' };

/**
 * "Export…": a chart's series saved as CSV or Excel (XLSX) where the person chooses, then the toast every
 * export shows, with "Show in folder". A cancelled save dialog says nothing; a failure says why.
 */
export function HistoryExportButton({
  accountId,
  subject,
  range,
  title,
  disabled = false,
}: HistoryExportButtonProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  const saved = useSavedFileToast(api);
  const [busy, setBusy] = useState(false);

  const save = async (format: Format) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await call(() =>
        api.exportHistory({ accountId, subject, range, format, ...(title ? { title } : {}) }),
      );
      if (!result.ok) showToast(`The chart was not saved: ${result.error.message}`, { tone: 'problem' });
      else if (result.value.saved)
        saved(`Saved the chart’s figures as ${FORMAT_WORDS[format]}.`, result.value.savedId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MenuTrigger>
      <Button
        className="button button-with-icon history-export"
        isDisabled={disabled}
        aria-disabled={busy || undefined}
      >
        <Download aria-hidden="true" size={16} />
        Export…
        <ChevronDown aria-hidden="true" size={14} />
      </Button>
      <Popover className="select-popover history-export-popover" placement="bottom end" offset={4}>
        <Menu
          className="select-list"
          aria-label="Export the chart as"
          onAction={(key) => void save(key as Format)}
        >
          <MenuItem id="csv" className="select-option">
            CSV
          </MenuItem>
          <MenuItem id="xlsx" className="select-option">
            Excel (XLSX)
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
