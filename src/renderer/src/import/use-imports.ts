import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useFollowedList } from '../components/use-followed-list.ts';
import { call } from '../store/call.ts';

/** Every import in main's journal, newest first, kept current by its `import` events. */
export function useImports() {
  const api = useApi();
  const { items, reload } = useFollowedList<ImportSummary>(
    api,
    () => call(() => api.listImports({})),
    (event) => (event.type === 'import' ? event.summary : null),
    (item) => item.importId,
  );
  return { imports: items, reload };
}
