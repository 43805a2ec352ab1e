import { shortcutLabel } from '../../../shared/desktop/accelerator.ts';
import { shortcutHeld } from '../../../shared/ipc/desktop.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useShortenClipboard } from '../commands/use-shorten-clipboard.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { CloseWindowSetting } from './CloseWindowSetting.tsx';
import { LatestShortened } from './LatestShortened.tsx';
import { UtmTemplatesSetting } from './UtmTemplatesSetting.tsx';
import { ShortcutSetting } from './ShortcutSetting.tsx';
import { useDesktopState } from './use-desktop-state.ts';
import './quick-shorten.css';

/**
 * Shortening from anywhere: the global shortcut and whether the system granted it, what closing the window
 * does, and the latest links made from the clipboard. Main holds all of it; this screen reads and sets it.
 */
export function QuickShortenScreen() {
  const { state, loadError, reload, change, api } = useDesktopState();
  const account = useAppState((store) => activeAccount(store));
  const shortenClipboard = useShortenClipboard();
  const tray = state?.platform === 'mac' ? 'menu-bar icon' : 'tray icon';
  const shortcut = state?.shortcut;
  const how =
    shortcut && shortcutHeld(shortcut.state) && shortcut.accelerator
      ? `press ${shortcutLabel(shortcut.accelerator, state?.platform ?? 'linux')} (or use the ${tray})`
      : `use the ${tray} (or set a shortcut below)`;

  return (
    <div className="screen quick-shorten-screen">
      <h1>Quick shorten</h1>
      <p className="lead">
        Copy a web address in any app and {how}: Linkdesk makes a short link on{' '}
        {account ? `“${account.name}”, the active account,` : 'the active account'} and puts it on the
        clipboard in place of the address.
      </p>
      <div className="form-actions quick-shorten-now">
        <button type="button" className="button button-primary" onClick={shortenClipboard}>
          Shorten the clipboard now
        </button>
      </div>
      {loadError ? (
        <ErrorAlert title="Linkdesk could not read these settings" error={loadError} onRetry={reload} />
      ) : null}
      {state ? (
        <>
          <ShortcutSetting
            state={state}
            setShortcut={(accelerator) => change(() => api.setQuickShortenShortcut({ accelerator }))}
          />
          <CloseWindowSetting
            state={state}
            setChoice={(choice) => change(() => api.setCloseWindowChoice({ choice }))}
          />
          <UtmTemplatesSetting />
          <LatestShortened latest={state.latest} />
        </>
      ) : null}
    </div>
  );
}
