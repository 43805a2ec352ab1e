import type { BulkEditSummary } from '../../../shared/ipc/bulk-edit.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useFollowedList } from '../components/use-followed-list.ts';
import { call } from '../store/call.ts';

/** Every bulk edit in main's journal, newest first, kept current by its `bulk-edit` events. */
export function useBulkEdits() {
  const api = useApi();
  const { items, reload } = useFollowedList<BulkEditSummary>(
    api,
    () => call(() => api.listBulkEdits({})),
    (event) => (event.type === 'bulk-edit' ? event.summary : null),
    (item) => item.editId,
  );
  return { edits: items, reload };
}
