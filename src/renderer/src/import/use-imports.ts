import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

const newestFirst = (a: ImportSummary, b: ImportSummary) => b.createdAt - a.createdAt;

/**
 * Every import in main's journal, newest first, kept current by its `import` events. A list answer was made
 * before it arrived: an import heard of meanwhile keeps what its event said, or the answer would put back an
 * older state (an import shown as sending long after it paused, since a paused import sends no more events).
 */
export function useImports() {
  const api = useApi();
  const [imports, setImports] = useState<ImportSummary[] | null>(null);
  /** For each list request on its way: the imports an event told of since it was sent. */
  const reading = useRef(new Set<Set<string>>());

  const read = useCallback(() => {
    const heard = new Set<string>();
    reading.current.add(heard);
    return call(() => api.listImports({})).then((result) => {
      reading.current.delete(heard);
      if (!result.ok) return;
      setImports((known) => {
        const fresher = (known ?? []).filter((item) => heard.has(item.importId));
        const listed = result.value.filter((item) => !heard.has(item.importId));
        return [...fresher, ...listed].sort(newestFirst);
      });
    });
  }, [api]);

  useEffect(() => {
    const stop = api.onEvent((event) => {
      if (event.type !== 'import') return;
      for (const heard of reading.current) heard.add(event.summary.importId);
      setImports((known) => {
        const others = (known ?? []).filter((item) => item.importId !== event.summary.importId);
        return [event.summary, ...others].sort(newestFirst);
      });
    });
    void read();
    return stop;
  }, [api, read]);

  return { imports, reload: read };
}
