import Search from 'lucide-react/icons/search';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { assignableKey, countOf, type Assignable } from './assignables.ts';
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
  /** Where the items go, for the hint: "a campaign". */
  target: string;
}

function matches(item: Assignable, query: string): boolean {
  return item.label.toLowerCase().includes(query) || item.url.toLowerCase().includes(query);
}

/**
 * The account's links (and QR codes, where they can go) to drag onto a campaign or a channel: searchable, one
 * or many at a time.
 */
function Panel({ tabs, target }: SourcePanelProps) {
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
        <h2 className="source-panel-title">{tab.title}</h2>
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
      <p id={hint} className="source-panel-hint muted">
        Drag onto {target}. Keyboard: Space selects, Enter picks up, Tab goes to {target}, Enter drops.
      </p>
    </section>
  );
}

/** Memoised: progress beside the targets leaves the panel as it is. */
export const SourcePanel = memo(Panel);
