import { useShortenClipboard } from './use-shorten-clipboard.ts';
import { Command } from 'cmdk';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { Dialog } from '../components/Dialog.tsx';
import { reachableAreas } from '../shell/areas.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { foundGroups } from './found-entries.ts';
import { Highlighted } from './Highlighted.tsx';
import { paletteGroups } from './palette-entries.ts';
import { rankGroups, type RankedGroup } from './rank-entries.ts';
import { searchStatus } from './search-status.ts';
import { useInstallationSearch } from './use-installation-search.ts';
import './commands.css';

/**
 * The command palette (Ctrl/⌘+K): the active screen's actions, every area and account, and the active
 * account's links and QR codes, ranked as the person types. A chosen command runs after the palette has closed
 * and focus is back where it was, so a command that moves focus (search) or opens a dialog (new item, an item's
 * form, the unsaved-changes question) is not undone by the palette's own clean-up.
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

/** Keys that move the highlight: once the person has moved it, results arriving later leave it where it is. */
const MOVING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

function PaletteDialog({ onClose, onChoose }: { onClose: () => void; onChoose: (run: () => void) => void }) {
  const [text, setText] = useState('');
  const groups = usePaletteGroups();
  const search = useInstallationSearch(text);
  const account = useAppState(activeAccount);
  const requestOpenItem = useAppState((state) => state.requestOpenItem);
  const found =
    search.found && account ? foundGroups(search.found, account.id, requestOpenItem, search.current) : [];
  const ranked = rankGroups([...groups, ...found], text);
  const values = ranked.flatMap((group) => group.entries.map((entry) => entry.value));

  // The best match stays highlighted as results arrive, unless the person has moved the highlight since typing.
  const order = values.join('\n');
  const [highlight, setHighlight] = useState({ order: '', value: '', moved: false });
  if (highlight.order !== order) {
    const keep = highlight.moved && values.includes(highlight.value);
    setHighlight({ order, value: keep ? highlight.value : (values[0] ?? ''), moved: keep });
  }
  const status = searchStatus(search, text);

  return (
    <Dialog title="Commands" onClose={onClose}>
      <Command
        label="Search commands"
        className="palette"
        loop
        shouldFilter={false}
        value={highlight.value}
        onValueChange={(value) => setHighlight((current) => ({ ...current, value }))}
        onKeyDown={(event: KeyboardEvent) => {
          if (MOVING_KEYS.has(event.key)) setHighlight((current) => ({ ...current, moved: true }));
        }}
      >
        <Command.Input
          className="input palette-input"
          placeholder="Type an area, an action, or a link or QR code to find…"
          value={text}
          onValueChange={(value) => {
            setText(value);
            setHighlight((current) => ({ ...current, moved: false }));
          }}
        />
        <Command.List className="palette-list" label="Commands">
          {ranked.length === 0 && !search.searching ? (
            <Command.Empty className="palette-empty">Nothing matches. Try another word.</Command.Empty>
          ) : null}
          {ranked.map((group) => (
            <PaletteGroupItems key={group.heading} group={group} text={text} onChoose={onChoose} />
          ))}
        </Command.List>
        <div className="palette-footer">
          <p role="status" className="palette-status">
            {status}
          </p>
          <p className="palette-keys">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to choose, <kbd>Esc</kbd> to close
          </p>
        </div>
      </Command>
    </Dialog>
  );
}

function PaletteGroupItems({
  group,
  text,
  onChoose,
}: {
  group: RankedGroup;
  text: string;
  onChoose: (run: () => void) => void;
}) {
  return (
    <Command.Group heading={group.heading} className="palette-group">
      {group.entries.map((entry) => (
        <Command.Item
          key={entry.value}
          value={entry.value}
          className="palette-item"
          onSelect={() => onChoose(entry.run)}
        >
          <span className="palette-text">
            <span className="palette-label">
              <Highlighted text={entry.label} query={text} />
            </span>
            {entry.showDetail && entry.detail ? (
              <span className="palette-detail" title={entry.detail}>
                <Highlighted text={entry.detail} query={text} keepMatchInView />
              </span>
            ) : null}
          </span>
          {entry.aside ? (
            <span className="palette-aside" title={entry.aside}>
              <Highlighted text={entry.aside} query={text} />
            </span>
          ) : null}
          {entry.current ? <span className="palette-current">(current)</span> : null}
          {entry.shortcut ? <kbd className="palette-shortcut">{entry.shortcut}</kbd> : null}
        </Command.Item>
      ))}
    </Command.Group>
  );
}

/** What the palette offers without asking the installation, for the screen and account shown now. */
function usePaletteGroups() {
  const screen = useAppState((state) => state.screen);
  const commands = useAppState((state) => state.screenCommands);
  const accounts = useAppState((state) => state.accounts);
  const activeId = useAppState((state) => state.activeId);
  const account = useAppState(activeAccount);
  const navigate = useAppState((state) => state.navigate);
  const switchAccount = useAppState((state) => state.switchAccount);
  const leaveIfAllowed = useAppState((state) => state.leaveIfAllowed);
  const setCheatSheetOpen = useAppState((state) => state.setCheatSheetOpen);
  const shortenClipboard = useShortenClipboard();
  return paletteGroups({
    screen,
    commands,
    accounts,
    activeId,
    areas: reachableAreas(account),
    navigate,
    switchAccount: (id) => {
      if (id !== activeId) leaveIfAllowed(() => void switchAccount(id));
    },
    openCheatSheet: () => setCheatSheetOpen(true),
    shortenClipboard: account ? shortenClipboard : undefined,
  });
}
