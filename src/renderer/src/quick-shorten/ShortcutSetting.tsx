import { useState, type KeyboardEvent } from 'react';
import {
  checkAccelerator,
  DEFAULT_SHORTCUT,
  shortcutLabel,
  type DesktopPlatform,
} from '../../../shared/desktop/accelerator.ts';
import { shortcutHeld, type DesktopState } from '../../../shared/ipc/desktop.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import { combinationOf } from './key-combination.ts';

interface Props {
  state: DesktopState;
  setShortcut: (accelerator: string | null) => Promise<Result<DesktopState>>;
}

/** The global shortcut: what it is, whether the system took it, and a way to press a new one. */
export function ShortcutSetting({ state, setShortcut }: Props) {
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState('');
  const [busy, setBusy] = useState(false);
  const { shortcut, platform } = state;
  const label = (accelerator: string) => shortcutLabel(accelerator, platform);

  const send = async (accelerator: string | null) => {
    setBusy(true);
    const result = await setShortcut(accelerator);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setProblem(null);
    setRecording(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys are the new shortcut, not commands for this window (the palette, the shortcut sheet).
    event.preventDefault();
    event.stopPropagation();
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
    if (plain && event.key === 'Escape') {
      setRecording(false);
      setProblem(null);
      return;
    }
    if (plain && event.key === 'Tab') return;
    const combination = combinationOf(event, platform === 'mac');
    if (combination === null) {
      setHeld(heldModifiers(event, platform === 'mac'));
      return;
    }
    setHeld(combination);
    const check = checkAccelerator(combination, platform);
    if ('problem' in check) setProblem(check.problem);
    else void send(check.accelerator);
  };

  const current = shortcut.accelerator;
  return (
    <section className="card quick-shorten-card" aria-labelledby="shortcut-title">
      <h2 id="shortcut-title">Global shortcut</h2>
      {shortcut.state === 'on' && current ? (
        <p className="quick-shorten-status">
          <kbd className="keycap">{label(current)}</kbd> shortens the web address on the clipboard, in any
          app.
        </p>
      ) : shortcut.state === 'requested' && current ? (
        <p className="quick-shorten-status">
          <kbd className="keycap">{label(current)}</kbd> was asked of your desktop, which may not say whether
          it allows it. Press it once in any app: if the web address on the clipboard is shortened, it works
          from then on.
        </p>
      ) : shortcut.state === 'refused' && current ? (
        <p className="alert quick-shorten-status" role="alert">
          The system or another app already uses <kbd className="keycap">{label(current)}</kbd>, so the
          shortcut is off. Choose another combination.
        </p>
      ) : shortcut.state === 'not-allowed' && current ? (
        <p className="alert quick-shorten-status" role="alert">
          The shortcut <kbd className="keycap">{label(current)}</kbd>, chosen in an earlier version of
          Linkdesk, is off: {notAllowedReason(current, platform)}
        </p>
      ) : (
        <p className="quick-shorten-status">Off. The tray menu still shortens the clipboard.</p>
      )}

      {recording ? (
        <div className="shortcut-recorder">
          <label className="field-label" htmlFor="shortcut-keys">
            Press the new shortcut (Esc to cancel)
          </label>
          <input
            id="shortcut-keys"
            className="input shortcut-keys"
            readOnly
            autoFocus
            value={held ? label(held) : ''}
            placeholder={`for example ${label(DEFAULT_SHORTCUT)}`}
            aria-describedby={problem ? 'shortcut-problem' : undefined}
            aria-invalid={problem ? true : undefined}
            onKeyDown={onKeyDown}
            onBlur={() => !busy && setRecording(false)}
          />
          {problem ? (
            <p id="shortcut-problem" className="field-error">
              {problem}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="form-actions quick-shorten-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setHeld('');
              setProblem(null);
              setRecording(true);
            }}
          >
            Change shortcut…
          </button>
          {shortcutHeld(shortcut.state) ? (
            <button type="button" className="button" disabled={busy} onClick={() => void send(null)}>
              Turn off
            </button>
          ) : shortcut.state === 'not-allowed' ? null : (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void send(current ?? DEFAULT_SHORTCUT)}
            >
              {shortcut.state === 'refused' ? 'Try again' : 'Turn on'}
            </button>
          )}
          {current !== DEFAULT_SHORTCUT ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void send(DEFAULT_SHORTCUT)}
            >
              Use {label(DEFAULT_SHORTCUT)}
            </button>
          ) : null}
        </div>
      )}
      {!recording && problem ? <p className="field-error">{problem}</p> : null}
    </section>
  );
}

/** Why a combination kept from an earlier version is not registered, in the words the capture field uses. */
function notAllowedReason(accelerator: string, platform: DesktopPlatform): string {
  const check = checkAccelerator(accelerator, platform);
  return 'problem' in check ? check.problem : 'choose another combination.';
}

/** The modifiers held so far, shown while the person is still pressing. */
function heldModifiers(event: KeyboardEvent, mac: boolean): string {
  const parts: string[] = [];
  if (event.metaKey) parts.push(mac ? 'Command' : 'Super');
  if (event.ctrlKey) parts.push('Control');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey) parts.push('Shift');
  return parts.length > 0 ? `${parts.join('+')}+` : '';
}
