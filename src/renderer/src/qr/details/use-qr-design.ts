import { useEffect, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { call } from '../../store/call.ts';

export type QrDesignState =
  | { status: 'loading' }
  | { status: 'ready'; design: QrDesign | null }
  | { status: 'error'; error: AppErrorData };

/** The design saved on this computer when the code was made or last edited here (null for one made elsewhere). */
export function useQrDesign(api: Api, accountId: string, id: number): QrDesignState {
  const [loaded, setLoaded] = useState<{ key: string; state: QrDesignState } | null>(null);
  const key = `${accountId} ${id}`;

  useEffect(() => {
    let live = true;
    // Main reads it from its own database: no network, so it answers offline too.
    void call(() => api.getQrDesign({ accountId, id })).then((result) => {
      if (!live) return;
      setLoaded({
        key: `${accountId} ${id}`,
        state: result.ok
          ? { status: 'ready', design: result.value }
          : { status: 'error', error: result.error },
      });
    });
    return () => {
      live = false;
    };
  }, [api, accountId, id]);

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
