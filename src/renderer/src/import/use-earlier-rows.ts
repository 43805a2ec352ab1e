import { useEffect, useState } from 'react';
import type { EarlierImportedRows } from '../../../shared/ipc/imports.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

/**
 * The rows of the opened sheet that an earlier import on this computer already made on the account, asked of
 * main (its journal knows what was made) again whenever the long URL or alias column changes. Null while asked,
 * and when it cannot say: the preview then warns of nothing, as before.
 */
export function useEarlierRows(
  accountId: string,
  token: string,
  urlColumn: number | undefined,
  aliasColumn: number | undefined,
): EarlierImportedRows | null {
  const api = useApi();
  const [answer, setAnswer] = useState<{ key: string; rows: EarlierImportedRows } | null>(null);
  const key = JSON.stringify([accountId, token, urlColumn, aliasColumn]);
  useEffect(() => {
    if (urlColumn === undefined) return;
    let live = true;
    const request = {
      accountId,
      token,
      urlColumn,
      ...(aliasColumn !== undefined ? { aliasColumn } : {}),
    };
    void call(() => api.findEarlierImports(request)).then((result) => {
      if (live && result.ok) setAnswer({ key, rows: result.value });
    });
    return () => {
      live = false;
    };
  }, [api, key, accountId, token, urlColumn, aliasColumn]);
  return answer?.key === key ? answer.rows : null;
}
