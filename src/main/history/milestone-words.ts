import type { Milestone } from '../../shared/ipc/history.ts';
import type { ItemRow, StoredMilestone } from './history-store.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** A stored milestone with its item, as the window shows it. */
export function milestoneView(milestone: StoredMilestone, item: ItemRow): Milestone {
  return {
    id: milestone.id,
    at: milestone.at,
    kind: item.kind,
    itemId: item.id,
    name: item.name || item.address,
    type: milestone.type,
    value: milestone.value,
    ...(milestone.usual !== null ? { usual: milestone.usual } : {}),
    quiet: milestone.quiet,
  };
}

/** One milestone in words: "“Spring sale” passed 1,000 clicks." */
export function milestoneSentence(milestone: Milestone): string {
  const unit = milestone.kind === 'qr' ? 'scans' : 'clicks';
  if (milestone.type === 'threshold') return `“${milestone.name}” passed ${count(milestone.value)} ${unit}.`;
  const usual =
    milestone.usual !== undefined && milestone.usual >= 1
      ? `, against ${count(Math.round(milestone.usual))} in a usual hour`
      : '';
  return `“${milestone.name}” got ${count(milestone.value)} ${unit} in the last hour${usual}.`;
}

/** The system notification for the milestones one look reached: one, or the first and how many more. */
export function milestoneNotice(milestones: readonly Milestone[]): { title: string; body: string } {
  const [first] = milestones;
  if (!first) return { title: '', body: '' };
  const title = first.type === 'surge' ? 'A link is taking off' : 'A milestone was reached';
  const more = milestones.length > 1 ? ` And ${milestones.length - 1} more in the Overview.` : '';
  return {
    title: milestones.length > 1 ? 'Milestones reached' : title,
    body: `${milestoneSentence(first)}${more}`,
  };
}
