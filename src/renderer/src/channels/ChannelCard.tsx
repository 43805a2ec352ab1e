import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { assignableKey, type Assignable } from '../assign/assignables.ts';
import { AssignmentProgress } from '../assign/AssignmentStatus.tsx';
import type { AssignmentRun } from '../assign/use-assignment-runs.ts';
import { DropTargetCard } from '../assign/DropTargetCard.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatCount } from '../components/format.ts';
import { LazyHistoryPanel } from '../components/history/LazyHistoryPanel.tsx';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { ChannelBadge } from './ChannelBadge.tsx';
import { ChannelItemRow, TYPE_NAMES } from './ChannelItemRow.tsx';
import type { ChannelTotals } from './channel-totals.ts';
import { channelCardId, runHolds } from './use-channel-assignments.ts';
import { useChannelItems } from './use-channel-items.ts';

interface ChannelCardProps {
  api: Api;
  accountId: string;
  channel: Channel;
  onEdit: (channel: Channel) => void;
  onDelete: (channel: Channel) => void;
  /** Assignments to this channel, newest last. */
  runs: readonly AssignmentRun[];
  /** Items dropped on it, with the keys of those it shows (so they are not sent again). */
  onAssign: (channel: Channel, items: Assignable[], shown: ReadonlySet<string>) => void;
  /** Its links and their clicks, summed from the account's links; null while they are read. */
  totals: ChannelTotals | null;
}

const TAKES = ['links', 'qr'] as const;

/** An item on its way in (or just put in) that the card's page does not show yet. */
interface Incoming {
  item: Assignable;
  state: string;
}

/**
 * One channel on the board: its badge, star and description, its links' clicks over time (folded), and its
 * items a page at a time.
 */
function Card(props: ChannelCardProps) {
  const { api, accountId, channel, onEdit, onDelete, runs } = props;
  const heading = useId();
  const [page, setPage] = useState(1);
  // Clicks over time are read only for a card whose chart is opened: a board holds many channels.
  const [historyOpen, setHistoryOpen] = useState(false);
  const items = useChannelItems(api, accountId, channel.id, page);
  const shown = useMemo(() => new Set((items.items ?? []).map((item) => assignableKey(item))), [items.items]);
  // What was dropped shows at once, ahead of the installation's answer; a refusal takes it out again.
  const incoming: Incoming[] = runs.flatMap((run) =>
    run.items
      .filter((item) => runHolds(run, item) && !shown.has(assignableKey(item)))
      .map((item) => ({ item, state: run.outcomes.has(assignableKey(item)) ? 'Added' : 'Adding…' })),
  );
  // Once a run is answered, the page is read again so that what went in shows as the installation has it.
  const finished = runs.filter((run) => run.finished && run.items.length > 0).length;
  const { retry } = items;
  useEffect(() => {
    if (finished > 0) retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  return (
    <DropTargetCard
      name={channel.name}
      accepts={TAKES}
      onItems={(dropped) => props.onAssign(channel, dropped, shown)}
      className="channel-card"
      id={channelCardId(channel.id)}
      aria-labelledby={heading}
    >
      <header className="channel-card-head">
        <h2 id={heading} className="channel-card-title">
          <ChannelBadge name={channel.name} color={channel.color} />
          {channel.starred ? (
            <span className="channel-star" title="Starred">
              {/* Filled: it says the channel is starred, where an outline would read as "star this". */}
              <Star aria-hidden="true" size={14} fill="currentColor" />
              <span className="visually-hidden">Starred</span>
            </span>
          ) : null}
        </h2>
        <IconButton
          icon={Pencil}
          label={`Edit ${channel.name}`}
          tooltip="Edit"
          onClick={() => onEdit(channel)}
        />
        <IconButton
          icon={Trash2}
          tone="danger"
          label={`Delete ${channel.name}`}
          tooltip="Delete"
          onClick={() => onDelete(channel)}
        />
      </header>
      {channel.description ? <p className="channel-card-description">{channel.description}</p> : null}
      {props.totals && props.totals.links > 0 ? (
        <p className="channel-card-totals">
          {`${formatCount(props.totals.links)} ${props.totals.links === 1 ? 'link' : 'links'} · ${formatCount(props.totals.clicks)} clicks (${formatCount(props.totals.uniqueClicks)} unique)`}
        </p>
      ) : null}
      <details
        className="channel-card-history"
        onToggle={(event) => setHistoryOpen(event.currentTarget.open)}
      >
        <summary>Clicks over time</summary>
        {historyOpen ? (
          <LazyHistoryPanel
            accountId={accountId}
            subject={{ kind: 'channel', id: channel.id }}
            exportTitle={channel.name}
            chartHeight={120}
            hideTitle
          />
        ) : null}
      </details>
      {incoming.length > 0 ? (
        <ul className="channel-items channel-items-incoming" aria-label={`Going into ${channel.name}`}>
          {incoming.map(({ item, state }) => (
            <li key={assignableKey(item)} className="channel-item">
              <span className="channel-item-text">
                <span className="channel-item-title truncated" title={item.url || item.label}>
                  {item.label}
                </span>
                <span className="channel-item-meta">{`${TYPE_NAMES[item.type]} · ${state}`}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {items.error ? (
        <ErrorAlert title="The channel’s items could not be read" error={items.error} onRetry={items.retry} />
      ) : items.items === null ? (
        <p className="muted">Reading its items…</p>
      ) : items.items.length === 0 ? (
        incoming.length > 0 ? null : (
          <p className="muted">Nothing in this channel yet.</p>
        )
      ) : (
        <ul className="channel-items" aria-label={`In ${channel.name}`}>
          {items.items.map((item) => (
            <ChannelItemRow key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
      <AssignmentProgress runs={runs} />
      {items.maxPage > 1 ? (
        <nav className="channel-card-pager" aria-label={`Pages of ${channel.name}`}>
          <IconButton
            icon={ChevronLeft}
            label="Previous page"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          />
          <span>{`${formatCount(items.total)} items, page ${page} of ${items.maxPage}`}</span>
          <IconButton
            icon={ChevronRight}
            label="Next page"
            disabled={page >= items.maxPage}
            onClick={() => setPage((current) => current + 1)}
          />
        </nav>
      ) : null}
    </DropTargetCard>
  );
}

/** Memoised: a drop on one channel, or progress there, leaves the other cards of the board as they are. */
export const ChannelCard = memo(Card);
