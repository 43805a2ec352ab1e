import { useAppState } from '../store/StoreContext.tsx';

/** Copying an address and opening it in the browser, each saying how it went. */
export function useUrlActions() {
  const api = useAppState((state) => state.api);
  const showToast = useAppState((state) => state.showToast);
  return {
    copy: async (url: string) => {
      // Through main: Electron's session refuses the window's own clipboard writes.
      const copied = await api.copyText({ text: url });
      if (copied.ok) showToast(`Copied ${url}`);
      else showToast(`Linkdesk could not copy ${url}. Select it and copy it yourself.`, { tone: 'problem' });
    },
    open: async (url: string) => {
      const opened = await api.openExternal({ url });
      if (!opened.ok)
        showToast(`Linkdesk could not open ${url}: ${opened.error.message}`, { tone: 'problem' });
    },
  };
}
