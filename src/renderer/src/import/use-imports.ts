import { useCallback, useEffect, useState } from 'react';
import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

/** Every import in main's journal, newest first, kept current by its `import` events. */
export function useImports() {
  const api = useApi();
  const [imports, setImports] = useState<ImportSummary[] | null>(null);

  const read = useCallback(
    () =>
      call(() => api.listImports({})).then((result) => {
        if (result.ok) setImports(result.value);
      }),
    [api],
  );

  useEffect(() => {
    const stop = api.onEvent((event) => {
      if (event.type !== 'import') return;
      setImports((known) => {
        const others = (known ?? []).filter((item) => item.importId !== event.summary.importId);
        return [event.summary, ...others].sort((a, b) => b.createdAt - a.createdAt);
      });
    });
    void read();
    return stop;
  }, [api, read]);

  return { imports, reload: read };
}
