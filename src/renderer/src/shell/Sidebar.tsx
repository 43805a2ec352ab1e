import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import Search from 'lucide-react/icons/search';
import ShieldUser from 'lucide-react/icons/shield-user';
import { useEffect, useRef } from 'react';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { paletteShortcutKeys, paletteShortcutLabel } from '../commands/keys.ts';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { Tooltip, TooltipProvider } from '../components/primitives/Tooltip.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { AccountAvatar } from './AccountAvatar.tsx';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { AREA_ICONS } from './area-icons.ts';
import { AREA_GROUPS, reachableAreas, type Area } from './areas.ts';
import { MissingAreasNote } from './MissingAreasNote.tsx';
import type { SidebarLayout } from './sidebar-layout.ts';

/** The areas the key reaches, under their groups' headings; a group with none of them is left out. */
function groupAreas(areas: readonly Area[]) {
  return AREA_GROUPS.map((group) => ({
    ...group,
    areas: areas.filter((area) => area.group === group.id),
  })).filter((group) => group.areas.length > 0);
}

/**
 * The brand, the account switcher, the areas and the command palette's button. Collapsed, it shows icons
 * only: each keeps its name for screen readers (the words are hidden, not removed) and gets a tooltip.
 */
export function Sidebar({ layout }: { layout: SidebarLayout }) {
  const screen = useAppState((state) => state.screen);
  const navigate = useAppState((state) => state.navigate);
  const setPaletteOpen = useAppState((state) => state.setPaletteOpen);
  const account = useAppState(activeAccount);
  const shortcut = paletteShortcutLabel();
  const { collapsed, overlay, toggle, dismiss } = layout;
  const ref = useRef<HTMLElement>(null);

  // Laid over the content, the sidebar goes away as a popover would: Escape, or a click beside it.
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [overlay, dismiss]);

  const classes = ['sidebar', collapsed ? 'is-collapsed' : '', overlay ? 'is-overlay' : ''].filter(Boolean);
  return (
    <TooltipProvider>
      <header ref={ref} className={classes.join(' ')}>
        <div className="sidebar-top">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              L
            </span>
            <span className="sidebar-label">Linkdesk</span>
          </p>
          <IconButton
            icon={collapsed ? PanelLeftOpen : PanelLeftClose}
            label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="sidebar-toggle"
            onClick={toggle}
          />
        </div>
        {collapsed ? (
          account ? (
            <Tooltip text={`Account: ${account.name}`} side="right">
              <button
                type="button"
                className="sidebar-account"
                aria-label={`Account: ${account.name}. Show the account switcher`}
                onClick={toggle}
              >
                <AccountAvatar account={account} />
              </button>
            </Tooltip>
          ) : null
        ) : (
          <AccountSwitcher />
        )}
        <nav aria-label="Areas" className="nav">
          {/* The Admin section acts on other people's accounts: it stands apart, in the warning colour. */}
          {groupAreas(reachableAreas(account)).map((group) => {
            const admin = group.id === 'admin';
            return (
              <div key={group.id} className={admin ? 'nav-group is-admin' : 'nav-group'}>
                <p id={`nav-${group.id}`} className="nav-heading">
                  {admin ? <ShieldUser aria-hidden="true" size={14} className="nav-heading-icon" /> : null}
                  <span className="sidebar-label">{group.label}</span>
                </p>
                <ul aria-labelledby={`nav-${group.id}`}>
                  {group.areas.map((area) => {
                    const Icon = AREA_ICONS[area.screen];
                    const label = admin ? `${area.label} (admin)` : area.label;
                    return (
                      <li key={area.screen}>
                        <Tooltip text={label} side="right" disabled={!collapsed}>
                          <a
                            href={`#${area.screen}`}
                            className="nav-link"
                            aria-current={screen === area.screen ? 'page' : undefined}
                            onClick={(event) => {
                              event.preventDefault();
                              dismiss();
                              navigate(area.screen);
                            }}
                          >
                            <Icon aria-hidden="true" size={18} className="nav-icon" />
                            <span className="sidebar-label">{area.label}</span>
                          </a>
                        </Tooltip>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
        {collapsed ? null : <MissingAreasNote />}
        <Tooltip text={`Commands (${shortcut})`} side="right" disabled={!collapsed}>
          <button
            type="button"
            className="button palette-button"
            aria-keyshortcuts={paletteShortcutKeys()}
            onClick={() => {
              dismiss();
              setPaletteOpen(true);
            }}
          >
            <Search aria-hidden="true" size={16} className="palette-icon" />
            <span className="sidebar-label">Commands</span>{' '}
            <kbd className="palette-shortcut sidebar-label">{shortcut}</kbd>
          </button>
        </Tooltip>
      </header>
    </TooltipProvider>
  );
}
