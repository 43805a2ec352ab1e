import { useCallback } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import { call } from '../../store/call.ts';
import { useAppState } from '../../store/StoreContext.tsx';

/**
 * Says that a file was saved ("Exported 42 links."), offering "Show in folder" when main can show it: the next
 * thing people do with an export is find it, to attach it or open it in another app.
 */
export function useSavedFileToast(api: Api) {
  const showToast = useAppState((state) => state.showToast);
  return useCallback(
    (message: string, savedId: string | undefined) => {
      if (!savedId) {
        showToast(message);
        return;
      }
      showToast(message, {
        action: {
          label: 'Show in folder',
          run: () => {
            void call(() => api.showSavedFile({ savedId })).then((result) => {
              if (!result.ok || !result.value.shown)
                showToast('Linkdesk could not show the file. It is where you saved it.', { tone: 'problem' });
            });
          },
        },
      });
    },
    [api, showToast],
  );
}
