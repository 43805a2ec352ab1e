import { useState } from 'react';
import type { UpdateState } from '../../../shared/ipc/updates.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useUpdateState } from './use-update-state.ts';
import './updates.css';

/** States the person hears about; the daily check that finds nothing, and builds that cannot update, say nothing. */
const SHOWN: ReadonlySet<UpdateState['status']> = new Set([
  'checking',
  'up-to-date',
  'available',
  'downloading',
  'error',
]);

/**
 * A newer Linkdesk, offered above the current screen: installed only when the person chooses "Install and
 * restart". Also where a check asked for from the Help menu answers.
 */
export function UpdateNotice() {
  const api = useApi();
  const state = useUpdateState();
  const [dismissed, setDismissed] = useState<UpdateState | null>(null);
  if (!SHOWN.has(state.status) || dismissed === state) return null;

  const later = (
    <button type="button" className="button" onClick={() => setDismissed(state)}>
      {state.status === 'available' ? 'Later' : 'Dismiss'}
    </button>
  );
  let text: string;
  let actions = later;
  switch (state.status) {
    case 'checking':
      text = 'Checking for updates…';
      actions = <></>;
      break;
    case 'up-to-date':
      text = `Linkdesk ${state.version} is the newest version.`;
      break;
    case 'available': {
      const { download } = state;
      text = `Linkdesk ${state.version} is available (you have ${state.current}).`;
      // A deb cannot replace itself: the person downloads the package and their package manager installs it.
      if (download) text += ' Download the package and open it to install it.';
      actions = (
        <>
          {download ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => void call(() => api.openExternal({ url: download }))}
            >
              Download
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => void call(() => api.installUpdate({}))}
            >
              Install and restart
            </button>
          )}
          {later}
        </>
      );
      break;
    }
    case 'downloading':
      text = `Downloading Linkdesk ${state.version}… Linkdesk restarts to install it when the download is done.`;
      actions = <></>;
      break;
    default:
      text = state.status === 'error' ? state.message : '';
      actions = (
        <>
          <button type="button" className="button" onClick={() => void call(() => api.checkForUpdates({}))}>
            Try again
          </button>
          {later}
        </>
      );
  }
  return (
    <section className="update-notice" aria-label="Updates">
      <p role="status">{text}</p>
      <div className="update-notice-actions">{actions}</div>
    </section>
  );
}
