import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkEditSummary } from '../../../shared/ipc/bulk-edit.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

const newestFirst = (a: BulkEditSummary, b: BulkEditSummary) => b.createdAt - a.createdAt;

/**
 * Every bulk edit in main's journal, newest first, kept current by `bulk-edit` events. An edit heard of while a
 * list request was on its way keeps what its event said: the answer was made before and would put back an
 * older state.
 */
export function useBulkEdits() {
  const api = useApi();
  const [edits, setEdits] = useState<BulkEditSummary[] | null>(null);
  const reading = useRef(new Set<Set<string>>());

  const read = useCallback(() => {
    const heard = new Set<string>();
    reading.current.add(heard);
    return call(() => api.listBulkEdits({})).then((result) => {
      reading.current.delete(heard);
      if (!result.ok) return;
      setEdits((known) => {
        const fresher = (known ?? []).filter((edit) => heard.has(edit.editId));
        const listed = result.value.filter((edit) => !heard.has(edit.editId));
        return [...fresher, ...listed].sort(newestFirst);
      });
    });
  }, [api]);

  useEffect(() => {
    const stop = api.onEvent((event) => {
      if (event.type !== 'bulk-edit') return;
      for (const heard of reading.current) heard.add(event.summary.editId);
      setEdits((known) => {
        const others = (known ?? []).filter((edit) => edit.editId !== event.summary.editId);
        return [event.summary, ...others].sort(newestFirst);
      });
    });
    void read();
    return stop;
  }, [api, read]);

  return { edits, reload: read };
}
