import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Channel, ChannelItem } from '../../../shared/ipc/resources.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatApiDate, formatCount } from '../components/format.ts';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { ChannelBadge } from './ChannelBadge.tsx';
import { useChannelItems } from './use-channel-items.ts';

const TYPE_NAMES: Record<ChannelItem['type'], string> = { links: 'Link', bio: 'Bio page', qr: 'QR code' };

interface ChannelCardProps {
  api: Api;
  accountId: string;
  channel: Channel;
  onEdit: (channel: Channel) => void;
  onDelete: (channel: Channel) => void;
}

/** One channel on the board: its badge, star and description, and its items a page at a time. */
export function ChannelCard({ api, accountId, channel, onEdit, onDelete }: ChannelCardProps) {
  const heading = useId();
  const [page, setPage] = useState(1);
  const items = useChannelItems(api, accountId, channel.id, page);
  return (
    <article className="channel-card" aria-labelledby={heading}>
      <header className="channel-card-head">
        <h2 id={heading} className="channel-card-title">
          <ChannelBadge name={channel.name} color={channel.color} />
          {channel.starred ? (
            <span className="channel-star" title="Starred">
              <Star aria-hidden="true" size={14} />
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
      {items.error ? (
        <ErrorAlert title="The channel’s items could not be read" error={items.error} onRetry={items.retry} />
      ) : items.items === null ? (
        <p className="muted">Reading its items…</p>
      ) : items.items.length === 0 ? (
        <p className="muted">Nothing in this channel yet.</p>
      ) : (
        <ul className="channel-items" aria-label={`In ${channel.name}`}>
          {items.items.map((item) => (
            <li key={`${item.type}-${item.id}`} className="channel-item">
              <span className="channel-item-title truncated" title={item.link || item.title}>
                {item.title || item.link || `#${item.id}`}
              </span>
              <span className="channel-item-meta">
                {[TYPE_NAMES[item.type] ?? item.type, formatApiDate(item.date)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
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
    </article>
  );
}
