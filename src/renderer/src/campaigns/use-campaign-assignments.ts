import { announce } from '@react-aria/live-announcer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { assignableKey, countOf, type Assignable } from '../assign/assignables.ts';
import { outcomeOf, type AssignmentOutcome } from '../assign/assignment-run.ts';
import { useAssignmentRuns } from '../assign/use-assignment-runs.ts';
import { call } from '../store/call.ts';

type Moves = ReadonlyMap<number, number>;
const NO_MOVES: Moves = new Map();

/** Links dropped on a campaign that are in another one now: the screen asks before moving them. */
export interface PendingMove {
  campaign: Campaign;
  /** Everything dropped that is not in this campaign already. */
  links: readonly Assignable[];
  /** Of those, the ones leaving another campaign, with its id. */
  leaving: readonly { link: Assignable; from: number }[];
  skipped: readonly Assignable[];
}

/**
 * Puts dropped links into campaigns. A link is in one campaign at most, so one that is in another campaign is
 * moved, and the screen asks first. A link already in the campaign is not sent again. Links count in their new
 * campaign at once (`moves`) and go back if the installation refuses; the next read of the links replaces it all.
 */
export function useCampaignAssignments(
  api: Api,
  accountId: string,
  links: readonly Link[] | null,
  /** After a run put links in: they are read again, and what the installation says replaces the moves. */
  onChanged: () => void,
  /** Shows a campaign with its links: what the toast after a drop offers. */
  view: (campaign: Campaign) => void,
) {
  const { runs, start, dismiss } = useAssignmentRuns();
  // The newest read of the links, which every change of the moves applies to (a run's callbacks outlive reads).
  const latestLinks = useRef(links);
  // The newest way to show a campaign: a toast's View may be pressed long after its drop.
  const latestView = useRef(view);
  useEffect(() => {
    latestLinks.current = links;
    latestView.current = view;
  }, [links, view]);
  // Which drop each link was last sent with: a link dropped again elsewhere is the later drop's to send.
  const claims = useRef(new Map<number, object>());
  // Moves hold for the read of the links they were made on: what the installation says next replaces them.
  const [moveState, setMoveState] = useState<{ basis: readonly Link[] | null; map: Moves }>({
    basis: links,
    map: NO_MOVES,
  });
  const moves = moveState.basis === links ? moveState.map : NO_MOVES;
  const [pending, setPending] = useState<PendingMove | null>(null);

  const campaignNow = useMemo(() => new Map(links?.map((link) => [link.id, link.campaign])), [links]);
  const campaignOf = useCallback(
    (linkId: number) => moves.get(linkId) ?? campaignNow.get(linkId) ?? null,
    [moves, campaignNow],
  );

  const send = useCallback(
    (move: Pick<PendingMove, 'campaign' | 'links' | 'skipped'>) => {
      const { campaign } = move;
      const before = new Map(move.links.map((link) => [link.id, campaignOf(link.id)]));
      const drop = {};
      for (const link of move.links) claims.current.set(link.id, drop);
      const ours = (id: number) => claims.current.get(id) === drop;
      const moveTo = (ids: readonly number[], to: (id: number) => number | null) =>
        setMoveState((current) => {
          const basis = latestLinks.current;
          const next = new Map(current.basis === basis ? current.map : NO_MOVES);
          for (const id of ids) {
            const target = to(id);
            if (target === null) next.delete(id);
            else next.set(id, target);
          }
          return { basis, map: next };
        });
      moveTo(
        move.links.map((link) => link.id),
        () => campaign.id,
      );
      announce(
        move.links.length > 0
          ? `Adding ${countOf(move.links)} to ${campaign.name}.`
          : `${countOf(move.skipped)} already in ${campaign.name}; nothing sent.`,
        'polite',
      );
      start({
        targetId: campaign.id,
        targetName: campaign.name,
        items: move.links,
        skipped: move.skipped,
        moving: new Set(
          move.links.filter((link) => before.get(link.id) != null).map((link) => assignableKey(link)),
        ),
        view: () => latestView.current(campaign),
        send: async (link, requestId): Promise<AssignmentOutcome> => {
          // Dropped on another campaign since, and that drop sends it: sending this one too could land last.
          if (!ours(link.id)) return { status: 'cancelled' };
          const outcome = outcomeOf(
            await call(() =>
              api.assignLinkToCampaign({ accountId, requestId, campaignId: campaign.id, linkId: link.id }),
            ),
          );
          // Back where it was.
          if (outcome.status === 'refused' && ours(link.id))
            moveTo([link.id], (id) => before.get(id) ?? null);
          return outcome;
        },
        onFinished: (run) => {
          const statusOf = (link: Assignable) => run.outcomes.get(`links-${link.id}`)?.status;
          const unsent = run.items.filter((link) => statusOf(link) === 'cancelled' && ours(link.id));
          moveTo(
            unsent.map((link) => link.id),
            (id) => before.get(id) ?? null,
          );
          for (const link of run.items) if (ours(link.id)) claims.current.delete(link.id);
          if (run.items.some((link) => statusOf(link) === 'added')) onChanged();
        },
      });
    },
    [api, accountId, campaignOf, start, onChanged],
  );

  const assign = useCallback(
    (campaign: Campaign, dropped: readonly Assignable[]) => {
      const skipped = dropped.filter((link) => campaignOf(link.id) === campaign.id);
      const sent = dropped.filter((link) => campaignOf(link.id) !== campaign.id);
      const leaving = sent
        .map((link) => ({ link, from: campaignOf(link.id) }))
        .filter((entry): entry is { link: Assignable; from: number } => entry.from !== null);
      // Earlier summaries above the list would now mislead (a link moved on): the ones without refusals go.
      for (const run of runs)
        if (run.finished && ![...run.outcomes.values()].some((outcome) => outcome.status === 'refused'))
          dismiss(run.id);
      if (leaving.length > 0) setPending({ campaign, links: sent, leaving, skipped });
      else send({ campaign, links: sent, skipped });
    },
    [campaignOf, runs, dismiss, send],
  );

  return {
    runs,
    dismiss,
    moves,
    assign,
    campaignOf,
    pending,
    /** The person agreed to move them (or, with `onlyNew`, to add only the links in no campaign). */
    confirm: (onlyNew: boolean) => {
      if (!pending) return;
      const leavingIds = new Set(pending.leaving.map((entry) => entry.link.id));
      const links = onlyNew ? pending.links.filter((link) => !leavingIds.has(link.id)) : pending.links;
      setPending(null);
      send({ campaign: pending.campaign, links, skipped: pending.skipped });
    },
    cancelPending: () => setPending(null),
  };
}
