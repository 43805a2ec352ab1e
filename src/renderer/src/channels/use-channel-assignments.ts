import { announce } from '@react-aria/live-announcer';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Channel, Link } from '../../../shared/ipc/resources.ts';
import { assignableKey, countOf, type Assignable } from '../assign/assignables.ts';
import { outcomeOf, type AssignmentOutcome } from '../assign/assignment-run.ts';
import { useAssignmentRuns, type AssignmentRun } from '../assign/use-assignment-runs.ts';
import { call } from '../store/call.ts';

/** The keys of what each channel holds, as far as the links say (links list their channels; QR codes do not). */
function linksByChannel(links: readonly Link[] | null): Map<number, Set<string>> {
  const held = new Map<number, Set<string>>();
  for (const link of links ?? []) {
    for (const channel of link.channel) {
      const keys = held.get(channel) ?? new Set<string>();
      keys.add(assignableKey({ type: 'links', id: link.id }));
      held.set(channel, keys);
    }
  }
  return held;
}

/** The element id of a channel's card on the board. */
export const channelCardId = (channelId: number) => `channel-card-${channelId}`;

/** Brings a channel's card into view and to focus: what the toast after a drop offers. */
function showCard(channelId: number) {
  const card = document.getElementById(channelCardId(channelId));
  card?.scrollIntoView({ block: 'nearest' });
  card?.focus({ preventScroll: true });
}

/** What a run has put, or is putting, into its channel: everything but refusals and what was never sent. */
export function runHolds(run: AssignmentRun, item: Assignable): boolean {
  const status = run.outcomes.get(assignableKey(item))?.status;
  return status !== 'refused' && status !== 'cancelled';
}

/**
 * Puts dropped items into channels. What a channel is known to hold (from the links, from what it shows, from
 * earlier drops) is not sent again, and the screen says it is there already; an item the installation answers
 * "already added" counts as put in.
 */
export function useChannelAssignments(
  api: Api,
  accountId: string,
  links: readonly Link[] | null,
  /** After a run put something in: the links are read again, for the channels' totals. */
  onChanged: () => void,
) {
  const { runs, start, dismiss } = useAssignmentRuns();
  const fromLinks = useMemo(() => linksByChannel(links), [links]);
  // Read when something is dropped, so that `assign` stays one function while runs make progress.
  const latestRuns = useRef(runs);
  useEffect(() => {
    latestRuns.current = runs;
  }, [runs]);

  const assign = useCallback(
    (channel: Channel, items: readonly Assignable[], shown: ReadonlySet<string>) => {
      const known = new Set([...(fromLinks.get(channel.id) ?? []), ...shown]);
      const runs = latestRuns.current;
      for (const run of runs)
        if (run.targetId === channel.id)
          for (const item of run.items) if (runHolds(run, item)) known.add(assignableKey(item));
      const skipped = items.filter((item) => known.has(assignableKey(item)));
      const sent = items.filter((item) => !known.has(assignableKey(item)));
      // A finished run with nothing to read again gives way to the new one.
      for (const run of runs)
        if (run.targetId === channel.id && run.finished && ![...run.outcomes.values()].some(isRefusal))
          dismiss(run.id);
      announce(
        sent.length > 0
          ? `Adding ${countOf(sent)} to ${channel.name}.`
          : `${countOf(skipped)} already in ${channel.name}; nothing sent.`,
        'polite',
      );
      start({
        onFinished: (run) => {
          if ([...run.outcomes.values()].some((outcome) => outcome.status === 'added')) onChanged();
        },
        targetId: channel.id,
        targetName: channel.name,
        items: sent,
        skipped,
        view: () => showCard(channel.id),
        // "This item is already added to the selected channel" counts as done: what was wanted is so.
        send: async (item, requestId) =>
          outcomeOf(
            await call(() =>
              api.assignToChannel({
                accountId,
                requestId,
                channelId: channel.id,
                type: item.type,
                itemId: item.id,
              }),
            ),
          ),
      });
    },
    [api, accountId, fromLinks, start, dismiss, onChanged],
  );

  return { runs, assign, dismiss };
}

function isRefusal(outcome: AssignmentOutcome): boolean {
  return outcome.status === 'refused';
}
