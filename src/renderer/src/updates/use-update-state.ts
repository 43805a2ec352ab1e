import { useEffect, useState } from 'react';
import type { UpdateState } from '../../../shared/ipc/updates.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

/** What main knows of updates, kept current by its `update` events. */
export function useUpdateState(): UpdateState {
  const api = useApi();
  const [state, setState] = useState<UpdateState>({ status: 'idle' });
  useEffect(() => {
    let live = true;
    const stop = api.onEvent((event) => {
      if (event.type === 'update') setState(event.state);
    });
    void call(() => api.getUpdateState({})).then((result) => {
      if (live && result.ok) setState((known) => (known.status === 'idle' ? result.value : known));
    });
    return () => {
      live = false;
      stop();
    };
  }, [api]);
  return state;
}
