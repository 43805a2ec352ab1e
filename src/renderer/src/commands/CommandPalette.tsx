import { Command } from 'cmdk';
import { useEffect, useRef } from 'react';
import { Dialog } from '../components/Dialog.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { paletteGroups } from './palette-entries.ts';
import './commands.css';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { reachableAreas } from '../shell/areas.ts';

/**
 * The command palette (Ctrl/⌘+K): every area, every account and the active screen's actions, filtered as the
 * person types. A chosen command runs after the palette has closed and focus is back where it was, so a
 * command that moves focus (search) or opens a dialog (new item, the unsaved-changes question) is not undone
 * by the palette's own clean-up.
 */
export function CommandPalette() {
  const open = useAppState((state) => state.paletteOpen);
  const setPaletteOpen = useAppState((state) => state.setPaletteOpen);
  const chosen = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (open) return;
    const run = chosen.current;
    chosen.current = null;
    run?.();
  }, [open]);

  if (!open) return null;
  return (
    <PaletteDialog
      onClose={() => setPaletteOpen(false)}
      onChoose={(run) => {
        chosen.current = run;
        setPaletteOpen(false);
      }}
    />
  );
}

function PaletteDialog({ onClose, onChoose }: { onClose: () => void; onChoose: (run: () => void) => void }) {
  const screen = useAppState((state) => state.screen);
  const commands = useAppState((state) => state.screenCommands);
  const accounts = useAppState((state) => state.accounts);
  const activeId = useAppState((state) => state.activeId);
  const account = useAppState(activeAccount);
  const navigate = useAppState((state) => state.navigate);
  const switchAccount = useAppState((state) => state.switchAccount);
  const leaveIfAllowed = useAppState((state) => state.leaveIfAllowed);

  const groups = paletteGroups({
    screen,
    commands,
    accounts,
    activeId,
    areas: reachableAreas(account),
    navigate,
    switchAccount: (id) => {
      if (id !== activeId) leaveIfAllowed(() => void switchAccount(id));
    },
  });

  return (
    <Dialog title="Commands" onClose={onClose}>
      <Command label="Search commands" className="palette" loop>
        <Command.Input className="input palette-input" placeholder="Type an area, an account or an action…" />
        <Command.List className="palette-list" label="Commands">
          <Command.Empty className="palette-empty">No command matches. Try another word.</Command.Empty>
          {groups.map((group) => (
            <Command.Group key={group.heading} heading={group.heading} className="palette-group">
              {group.entries.map((entry) => (
                <Command.Item
                  key={entry.value}
                  value={entry.value}
                  keywords={[entry.label, ...entry.keywords]}
                  className="palette-item"
                  onSelect={() => onChoose(entry.run)}
                >
                  <span className="palette-label">{entry.label}</span>
                  {entry.current ? <span className="palette-current">(current)</span> : null}
                  {entry.shortcut ? <kbd className="palette-shortcut">{entry.shortcut}</kbd> : null}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </Dialog>
  );
}
