import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { announce } from '@react-aria/live-announcer';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { assignableKey, countOf, type Assignable } from './assignables.ts';
import { useKeyboardDropTarget } from './keyboard-drop-target.ts';
import { SourceList } from './SourceList.tsx';
import '../components/data-list/data-list.css';
import './assign.css';

/** One kind of item the panel offers. */
export interface SourceTab {
  type: ChannelItemType;
  /** "Links" */
  title: string;
  items: readonly Assignable[] | null;
  error: AppErrorData | null;
  reload: () => void;
  /** The second line of a row: its address, its campaign. */
  detail: (item: Assignable) => string;
}

interface SourcePanelProps {
  tabs: readonly SourceTab[];
  /** What the items go into, for the hint. */
  target: 'campaign' | 'channel';
  /** Puts the panel away; the screen offers it again in its toolbar. */
  onHide?: () => void;
}

function matches(item: Assignable, query: string): boolean {
  return item.label.toLowerCase().includes(query) || item.url.toLowerCase().includes(query);
}

/**
 * The account's links (and QR codes, where they can go) to drag onto a campaign or a channel: searchable, one
 * or many at a time.
 */
function Panel({ tabs, target, onHide }: SourcePanelProps) {
  const [type, setType] = useState(tabs[0]!.type);
  const tab = tabs.find((each) => each.type === type) ?? tabs[0]!;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const hint = useId();
  const search = query.trim().toLowerCase();
  const shown = useMemo(
    () => (tab.items ?? []).filter((item) => !search || matches(item, search)),
    [tab.items, search],
  );
  const choose = (next: ChannelItemType) => {
    setType(next);
    setSelected(new Set());
  };
  const select = useCallback((keys: ReadonlySet<string>) => setSelected(keys), []);
  const picked = shown.filter((item) => selected.has(assignableKey(item)));

  return (
    <section className="source-panel" aria-label={`${tabs.map((each) => each.title).join(' and ')} to add`}>
      {tabs.length > 1 ? (
        <div className="source-tabs" role="group" aria-label="Show">
          {tabs.map((each) => (
            <button
              key={each.type}
              type="button"
              className="source-tab"
              aria-pressed={each.type === tab.type}
              onClick={() => choose(each.type)}
            >
              {each.title}
            </button>
          ))}
        </div>
      ) : (
        <div className="source-panel-head">
          <h2 className="source-panel-title">{tab.title}</h2>
          {onHide ? (
            <IconButton
              icon={X}
              label={`Hide the ${tab.title.toLowerCase()} to drag`}
              tooltip="Hide"
              onClick={onHide}
            />
          ) : null}
        </div>
      )}
      <div className="data-list-search source-search">
        <Search aria-hidden="true" size={16} className="data-list-search-icon" />
        <input
          type="search"
          className="input data-list-search-input"
          placeholder={`Search ${tab.title.toLowerCase()}…`}
          aria-label={`Search ${tab.title.toLowerCase()}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.stopPropagation();
              setQuery('');
            }
          }}
        />
      </div>
      <div className="source-panel-meta">
        <span>
          {tab.items === null
            ? ''
            : picked.length > 0
              ? `${countOf(picked)} selected`
              : shown.length === 0
                ? `No ${tab.title.toLowerCase()}${search ? ' found' : ''}`
                : `${countOf(shown)}${search ? ' found' : ''}`}
        </span>
        {picked.length > 0 ? (
          <button type="button" className="button" onClick={() => setSelected(new Set())}>
            Clear
          </button>
        ) : null}
      </div>
      {tab.error ? (
        <ErrorAlert
          title={`The ${tab.title.toLowerCase()} could not be read`}
          error={tab.error}
          onRetry={tab.reload}
        />
      ) : tab.items === null ? (
        <p className="muted" role="status">
          Reading {tab.title.toLowerCase()}…
        </p>
      ) : shown.length === 0 ? (
        <p className="muted">{search ? 'Nothing matches.' : `No ${tab.title.toLowerCase()} yet.`}</p>
      ) : (
        <SourceList
          label={tab.title}
          items={shown}
          selected={selected}
          onSelect={select}
          detail={tab.detail}
          describedBy={hint}
        />
      )}
      <DragHint id={hint} target={target} />
    </section>
  );
}

/**
 * How to drag, and while a keyboard drag is on a target, which one Enter drops on: picking up already outlines
 * the target nearest the row, so a hint that only said "Tab goes to a campaign" had people skip past it.
 */
function DragHint({ id, target }: { id: string; target: SourcePanelProps['target'] }) {
  const on = useKeyboardDropTarget();
  // The first target is said once the drag has started (react-aria's own announcement of the start comes
  // first); after that, each target Tab reaches is read out as it takes focus.
  const before = useRef<string | null>(null);
  useEffect(() => {
    if (on !== null && before.current === null)
      announce(`“${on}” is outlined: Enter drops there, Tab goes to the next ${target}.`, 'polite');
    before.current = on;
  }, [on, target]);
  return (
    <p id={id} className={`source-panel-hint${on === null ? ' muted' : ' is-dragging'}`}>
      {on === null
        ? `Drag onto a ${target}. Keyboard: Space selects, Enter picks up, Tab changes the outlined ${target}, Enter drops.`
        : `Enter drops on “${on}”. Tab: next ${target}, Shift+Tab: previous, Escape: cancel.`}
    </p>
  );
}

/** Memoised: progress beside the targets leaves the panel as it is. */
export const SourcePanel = memo(Panel);
