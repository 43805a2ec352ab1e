import { textOn } from './badge-colour.ts';

/** The channel's name on its colour, in black or white, whichever reads. */
export function ChannelBadge({ name, color }: { name: string; color: string }) {
  const background = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(color) ? color : '#64748b';
  return (
    <span className="channel-badge" style={{ backgroundColor: background, color: textOn(background) }}>
      {name}
    </span>
  );
}
