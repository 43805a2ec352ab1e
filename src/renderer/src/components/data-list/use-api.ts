import type { Api } from '../../../../shared/ipc/api.ts';
import { useAppState } from '../../store/StoreContext.tsx';

/** The `window.api` the store talks through, for screens that call main directly (list loads, forms). */
export function useApi(): Api {
  return useAppState((state) => state.api);
}
