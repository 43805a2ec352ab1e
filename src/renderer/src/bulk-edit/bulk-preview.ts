import type { BulkChanges } from '../../../shared/bulk-edit/bulk-changes.ts';
import {
  needsDetails,
  planLink,
  type BulkLinkState,
  type LinkPlan,
} from '../../../shared/bulk-edit/plan-link.ts';
import type { BulkEditAbilities } from '../../../shared/ipc/bulk-edit.ts';
import type { Link } from '../../../shared/ipc/resources.ts';

/** A link the edit changes, as the preview shows it. */
export interface PreviewRow {
  link: Link;
  plan: LinkPlan;
  /** What this link loses that the edit did not ask for, with what to do: said before anything is sent. */
  losses: string[];
}

export interface Preview {
  rows: PreviewRow[];
  /** Links the edit would leave as they are: not sent. */
  unchanged: number;
  /** Links whose change cannot be made (a date that would be past): not sent, said per link. */
  refused: number;
  /** Requests the edit takes: the links' list once, and one or two per link. */
  requests: number;
  /** Minutes it takes at this account's rate limit; null where the installation sets none. */
  minutes: number | null;
}

/** A link as its list item tells it: its expiry is read when it is sent. */
export function stateOfLink(link: Link): BulkLinkState {
  return {
    longurl: link.longurl,
    title: link.title,
    domain: link.domain,
    campaign: link.campaign,
    channels: link.channel,
  };
}

export const DESCRIPTION_LOST =
  'Its description is emptied: this installation empties it on every update. Copy it first if you need it.';

/**
 * What the edit does to each link, from the list alone, with `planLink` as main will run it. Every link is
 * planned (5,000 in a few milliseconds); the list shows only those that change.
 */
export function previewOf(
  links: readonly Link[],
  changes: BulkChanges,
  abilities: BulkEditAbilities,
  now: number,
): Preview {
  const rows: PreviewRow[] = [];
  let unchanged = 0;
  let refused = 0;
  for (const link of links) {
    const plan = planLink(stateOfLink(link), changes, now);
    if (plan.changes.length === 0) {
      unchanged += 1;
      continue;
    }
    if (plan.refusal) refused += 1;
    const losses = abilities.replacesOnUpdate && link.description ? [DESCRIPTION_LOST] : [];
    rows.push({ link, plan, losses });
  }
  const sent = rows.length - refused;
  const perLink = abilities.replacesOnUpdate || needsDetails(changes) ? 2 : 1;
  // Only the links that change are sent to main, which reads the list once more and each link before it.
  const requests = sent * perLink + Math.max(1, Math.ceil(links.length / 1000));
  return {
    rows,
    unchanged,
    refused,
    requests,
    minutes: abilities.perMinute ? Math.ceil(requests / abilities.perMinute) : null,
  };
}
