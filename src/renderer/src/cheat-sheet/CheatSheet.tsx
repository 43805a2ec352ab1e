import { Fragment } from 'react';
import { Dialog } from '../components/Dialog.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { shortcutSections, type Shortcut } from './shortcut-list.ts';
import './cheat-sheet.css';

/** The keyboard shortcuts ("?", the palette's "Keyboard shortcuts"): every key the app answers, by where. */
export function CheatSheet() {
  const open = useAppState((state) => state.cheatSheetOpen);
  const setOpen = useAppState((state) => state.setCheatSheetOpen);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Dialog title="Keyboard shortcuts" onClose={close}>
      {/* The shortcuts scroll inside, so Close stays in view and focus on it does not scroll them away. */}
      <div className="cheat-sheet" role="region" aria-label="Shortcuts" tabIndex={0}>
        <div className="cheat-sheet-columns">
          {shortcutSections().map((section) => (
            <table key={section.title} className="cheat-sheet-table">
              <caption>
                <span className="cheat-sheet-title">{section.title}</span>
                {section.when ? <span className="cheat-sheet-when">{section.when}</span> : null}
              </caption>
              <tbody>
                {section.shortcuts.map((shortcut) => (
                  <tr key={shortcut.does}>
                    <th scope="row">
                      <Keys keys={shortcut.keys} />
                    </th>
                    <td>{shortcut.does}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** "Ctrl + K", "Delete or Backspace": each key in its own <kbd>, as keyboards print them. */
function Keys({ keys }: { keys: Shortcut['keys'] }) {
  return keys.map((combination, index) => (
    <Fragment key={combination.join('+')}>
      {index > 0 ? <span className="cheat-sheet-or"> or </span> : null}
      <kbd className="cheat-sheet-keys">
        {combination.map((key, at) => (
          <Fragment key={key}>
            {at > 0 ? '+' : null}
            <kbd className="cheat-sheet-key">{key}</kbd>
          </Fragment>
        ))}
      </kbd>
    </Fragment>
  ));
}
