import type { CloseWindowChoice, DesktopState } from '../../../shared/ipc/desktop.ts';
import type { Result } from '../../../shared/ipc/errors.ts';

interface Props {
  state: DesktopState;
  setChoice: (choice: CloseWindowChoice) => Promise<Result<DesktopState>>;
}

/** What closing the window does: the answer to the question asked at the first close, changed here. */
export function CloseWindowSetting({ state, setChoice }: Props) {
  const tray = state.platform === 'mac' ? 'menu bar' : 'tray';
  const choices: { value: CloseWindowChoice; label: string }[] = [
    { value: 'ask', label: 'Ask the next time I close it' },
    { value: 'tray', label: `Keep Linkdesk running in the ${tray}` },
    { value: 'quit', label: 'Quit Linkdesk' },
  ];
  return (
    <section className="card quick-shorten-card" aria-labelledby="close-window-title">
      <h2 id="close-window-title">When the window is closed</h2>
      {state.platform === 'mac' ? (
        <p className="muted">
          On macOS Linkdesk keeps running in the menu bar when its window closes, as Mac apps do; Quit it from
          the menu bar icon or with ⌘Q.
        </p>
      ) : (
        <fieldset className="choices close-window-choices">
          <legend className="visually-hidden">When the window is closed</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name="close-window"
                checked={state.closeWindow === choice.value}
                onChange={() => void setChoice(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {state.platform !== 'mac' && state.closeWindow === 'tray' ? (
        <p className="muted">
          The shortcut and the {tray} menu keep shortening; quit from the {tray} menu.
        </p>
      ) : null}
    </section>
  );
}
