import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { HealthSettings, HealthStatus, ItemHealth } from '../../../shared/ipc/health.ts';
import { call } from '../store/call.ts';
import { useApi } from '../components/data-list/use-api.ts';

export const healthKey = (kind: 'link' | 'qr', id: number) => `${kind}:${id}`;

export interface HealthRead {
  /** Where the account's checks stand; null until main answers. */
  status: HealthStatus | null;
  /** Each item's verdict by `healthKey`; empty until read, or while checks are off and nothing was found. */
  marks: ReadonlyMap<string, ItemHealth>;
  /** Changes settings; answers the error in words, or null. */
  setSettings: (change: Partial<HealthSettings>) => Promise<AppErrorData | null>;
  checkNow: () => Promise<AppErrorData | null>;
}

/**
 * An account's link health, kept current by main's `health` events: they carry the status whole, and say when
 * verdicts may have changed, which reads the marks again.
 */
export function useHealth(accountId: string | null, options: { marks?: boolean } = {}): HealthRead {
  const withMarks = options.marks ?? true;
  const api = useApi();
  const [known, setKnown] = useState<HealthStatus | null>(null);
  const [items, setItems] = useState<{ accountId: string; items: ItemHealth[] } | null>(null);
  const status = known !== null && known.accountId === accountId ? known : null;
  // Events heard so far: an answer to a change is older than any event heard after the change was sent.
  const heardEvents = useRef(0);

  useEffect(() => {
    if (!accountId) return;
    let live = true;
    let heard = false;
    const readMarks = () => {
      if (!withMarks) return;
      void call(() => api.getHealthMarks({ accountId })).then((result) => {
        if (live && result.ok) setItems(result.value);
      });
    };
    void call(() => api.getHealthStatus({ accountId })).then((result) => {
      if (!live || !result.ok) return;
      if (!heard) setKnown(result.value);
      // Most accounts never turn checks on: their lists ask for no marks at all.
      const { settings, counts } = result.value;
      if (settings.enabled || Object.values(counts).some((count) => count > 0)) readMarks();
    });
    const stop = api.onEvent((event) => {
      if (event.type !== 'health' || event.status.accountId !== accountId) return;
      heard = true;
      heardEvents.current++;
      setKnown(event.status);
      if (event.marksChanged) readMarks();
    });
    return () => {
      live = false;
      stop();
    };
  }, [api, accountId, withMarks]);

  const marks = useMemo(() => {
    const map = new Map<string, ItemHealth>();
    if (items && items.accountId === accountId) {
      for (const item of items.items) map.set(healthKey(item.kind, item.id), item);
    }
    return map;
  }, [items, accountId]);

  const setSettings = useCallback(
    async (change: Partial<HealthSettings>) => {
      if (!accountId) return null;
      const before = heardEvents.current;
      const result = await call(() => api.setHealthSettings({ accountId, ...change }));
      if (!result.ok) return result.error;
      if (heardEvents.current === before) setKnown(result.value);
      return null;
    },
    [api, accountId],
  );

  const checkNow = useCallback(async () => {
    if (!accountId) return null;
    const before = heardEvents.current;
    const result = await call(() => api.checkHealthNow({ accountId }));
    if (!result.ok) return result.error;
    if (heardEvents.current === before) setKnown(result.value);
    return null;
  }, [api, accountId]);

  return { status, marks, setSettings, checkNow };
}
