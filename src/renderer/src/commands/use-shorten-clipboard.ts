import { useCallback } from 'react';
import { quickShortenMessage } from '../../../shared/ipc/quick-shorten.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * Shortens the web address on the clipboard on the active account, as the global shortcut does: main reads and
 * writes the clipboard, and the toast says what happened in the words a notification would.
 */
export function useShortenClipboard(): () => void {
  const api = useAppState((state) => state.api);
  const showToast = useAppState((state) => state.showToast);
  return useCallback(() => {
    void call(() => api.shortenClipboard({})).then((result) => {
      if (!result.ok) {
        showToast(`Linkdesk could not shorten the clipboard: ${result.error.message}`, { tone: 'problem' });
        return;
      }
      const { title, body } = quickShortenMessage(result.value);
      const subject =
        result.value.outcome === 'shortened'
          ? ({ kind: 'links', id: result.value.linkId } as const)
          : undefined;
      showToast(`${title}. ${body}`, {
        tone: result.value.outcome === 'shortened' ? 'success' : 'problem',
        ...(subject ? { subject } : {}),
      });
    });
  }, [api, showToast]);
}
