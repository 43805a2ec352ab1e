import { useAppState } from '../store/StoreContext.tsx';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { paletteShortcutLabel } from '../commands/keys.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { reachableAreas } from './areas.ts';
import { MissingAreasNote } from './MissingAreasNote.tsx';

export function Sidebar() {
  const screen = useAppState((state) => state.screen);
  const navigate = useAppState((state) => state.navigate);
  const setPaletteOpen = useAppState((state) => state.setPaletteOpen);
  const account = useAppState(activeAccount);
  const shortcut = paletteShortcutLabel();
  return (
    <header className="sidebar">
      <p className="brand">Linkdesk</p>
      <AccountSwitcher />
      <nav aria-label="Areas" className="nav">
        <ul>
          {reachableAreas(account).map((area) => (
            <li key={area.screen}>
              <a
                href={`#${area.screen}`}
                className="nav-link"
                aria-current={screen === area.screen ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(area.screen);
                }}
              >
                {area.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <MissingAreasNote />
      <button
        type="button"
        className="button palette-button"
        aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
        onClick={() => setPaletteOpen(true)}
      >
        Commands <kbd className="palette-shortcut">{shortcut}</kbd>
      </button>
    </header>
  );
}
