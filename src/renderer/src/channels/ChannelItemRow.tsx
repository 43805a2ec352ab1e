import type { ChannelItem } from '../../../shared/ipc/resources.ts';
import { displayUrl } from '../components/primitives/truncate.ts';
import { QrThumbnail } from '../qr/QrThumbnail.tsx';
import { addedOn } from './item-date.ts';

export const TYPE_NAMES: Record<ChannelItem['type'], string> = {
  links: 'Link',
  bio: 'Bio page',
  qr: 'QR code',
};

/**
 * One item of a channel: a QR code with its picture (fetched by main from the installation), a link with where
 * it leads; its type and the day it went into the channel.
 */
export function ChannelItemRow({ item }: { item: ChannelItem }) {
  const leadsTo = item.type === 'links' && item.preview ? displayUrl(item.preview) : '';
  return (
    <li className="channel-item">
      {item.type === 'qr' && item.preview ? <QrThumbnail link={item.preview} /> : null}
      <span className="channel-item-text">
        <span className="channel-item-title truncated" title={item.link || item.title}>
          {item.title || item.link || `#${item.id}`}
        </span>
        <span className="channel-item-meta">
          {[TYPE_NAMES[item.type] ?? item.type, addedOn(item.date)].filter(Boolean).join(' · ')}
        </span>
        {leadsTo ? (
          <span className="channel-item-meta truncated" title={item.preview}>
            {`To ${leadsTo}`}
          </span>
        ) : null}
      </span>
    </li>
  );
}
