import { useCallback, useEffect, useState } from 'react';
import type { UtmTemplate, UtmTemplates } from '../../../../shared/bulk-edit/utm-template.ts';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import { call } from '../../store/call.ts';
import { useApi } from '../data-list/use-api.ts';

/** The UTM templates main keeps on this computer, with saving, deleting and Quick shorten's choice. */
export function useUtmTemplates() {
  const api = useApi();
  const [state, setState] = useState<UtmTemplates | null>(null);
  const [error, setError] = useState<AppErrorData | null>(null);

  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    void call(() => api.listUtmTemplates({})).then((result) => {
      if (!live) return;
      if (result.ok) setState(result.value);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [api, reads]);

  const settle = useCallback(
    async (change: () => ReturnType<typeof api.listUtmTemplates>) => {
      const result = await call(change);
      if (result.ok) {
        setState(result.value);
        setError(null);
      } else setError(result.error);
      return result;
    },
    [api],
  );

  return {
    templates: state?.templates ?? [],
    quickShorten: state?.quickShorten ?? null,
    loaded: state !== null,
    error,
    /** Reads them again: a template saved elsewhere (its own dialog). */
    reload: () => setReads((count) => count + 1),
    save: (template: UtmTemplate) => settle(() => api.saveUtmTemplate(template)),
    remove: (name: string) => settle(() => api.deleteUtmTemplate({ name })),
    setQuickShorten: (name: string | null) => settle(() => api.setQuickShortenUtmTemplate({ name })),
  };
}
