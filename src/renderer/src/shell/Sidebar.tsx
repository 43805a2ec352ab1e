import { useAppState } from '../store/StoreContext.tsx';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import type { Screen } from './shell-slice.ts';

/** The areas of the product that exist so far; each later area adds its line here. */
const AREAS: readonly { screen: Screen; label: string }[] = [
  { screen: 'account', label: 'Account' },
  { screen: 'accounts', label: 'Accounts' },
];

export function Sidebar() {
  const screen = useAppState((state) => state.screen);
  const navigate = useAppState((state) => state.navigate);
  return (
    <header className="sidebar">
      <p className="brand">Linkdesk</p>
      <AccountSwitcher />
      <nav aria-label="Areas" className="nav">
        <ul>
          {AREAS.map((area) => (
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
    </header>
  );
}
