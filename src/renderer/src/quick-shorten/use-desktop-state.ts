import { useCallback, useEffect, useState } from 'react';
import type { DesktopState } from '../../../shared/ipc/desktop.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

/**
 * Main's shortcut, close choice and latest links, kept current by its `desktop` events (a link made from the
 * tray while this screen is open shows up at once). `change` sends a setting and takes main's answer as the
 * new state, failure or not, so the screen never shows a setting main does not hold.
 */
export function useDesktopState() {
  const api = useApi();
  const [state, setState] = useState<DesktopState | null>(null);
  const [loadError, setLoadError] = useState<AppErrorData | null>(null);

  const read = useCallback(
    () =>
      call(() => api.getDesktopState({})).then((result) => {
        if (result.ok) {
          setState(result.value);
          setLoadError(null);
        } else setLoadError(result.error);
      }),
    [api],
  );

  useEffect(() => {
    const stop = api.onEvent((event) => {
      if (event.type === 'desktop') setState(event.state);
    });
    void read();
    return stop;
  }, [api, read]);

  const load = useCallback(() => void read(), [read]);

  const change = useCallback(async (send: () => Promise<Result<DesktopState>>) => {
    const result = await call(send);
    if (result.ok) setState(result.value);
    return result;
  }, []);

  return { state, loadError, reload: load, change, api };
}
