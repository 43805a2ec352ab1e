import { useEffect, useRef, useState } from 'react';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { useOpenItem } from '../commands/use-open-item.ts';
import { channelCardId } from './use-channel-assignments.ts';

/**
 * Opens a channel another screen asked for (the Overview's channels): its card is brought into view with its
 * clicks over time unfolded, and focus on them. The board may still be loading when asked, so the card is
 * opened once it is there.
 */
export function useOpenChannel(accountId: string, shownIds: readonly number[]): void {
  // Each request is its own (the same channel may be asked for twice); `handled` is the last one carried out.
  const [asked, setAsked] = useState<{ id: number; request: number } | null>(null);
  const handled = useRef(0);
  useOpenItem(accountId, {
    channel: (channel: Channel) =>
      setAsked((before) => ({ id: channel.id, request: (before?.request ?? 0) + 1 })),
  });
  const there = asked !== null && shownIds.includes(asked.id);
  useEffect(() => {
    if (!there || asked === null || handled.current === asked.request) return;
    handled.current = asked.request;
    const card = document.getElementById(channelCardId(asked.id));
    const history = card?.querySelector<HTMLDetailsElement>('details.channel-card-history');
    if (history) history.open = true;
    card?.scrollIntoView({ block: 'start' });
    history?.querySelector<HTMLElement>('summary')?.focus({ preventScroll: true });
  }, [there, asked]);
}
