import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleHelp from 'lucide-react/icons/circle-help';
import CircleX from 'lucide-react/icons/circle-x';
import CornerUpRight from 'lucide-react/icons/corner-up-right';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { HealthVerdict, ItemHealth } from '../../../shared/ipc/health.ts';
import { reasonWords, VERDICT_LABELS } from '../../../shared/health/health-words.ts';

const ICONS: Record<HealthVerdict, typeof CircleCheck> = {
  ok: CircleCheck,
  moved: CornerUpRight,
  broken: CircleX,
  expiring: ShieldAlert,
  unknown: CircleHelp,
  unchecked: CircleDashed,
};

/** The mark's words for an item: its verdict, or the one a second check is confirming. */
export function markLabel(health: ItemHealth): string {
  if (health.verdict === 'unchecked' && health.pending) return 'Checking again';
  if (health.verdict === 'expiring') return 'Certificate';
  return VERDICT_LABELS[health.verdict];
}

/** What a tooltip says of an item's health: the verdict's reason, in words. */
export function markTitle(health: ItemHealth): string {
  if (health.verdict === 'unchecked' && health.pending) {
    return `The first check found a problem; a second check confirms it before it counts.`;
  }
  const about = health.about ? `${health.about}: ` : 'The destination: ';
  return `${about}${reasonWords(health)}.`;
}

/** An item's health in a list's row: an icon and a word, coloured by how bad it is (never by colour alone). */
export function HealthMark({ health }: { health: ItemHealth | undefined }) {
  if (!health) return <span className="health-mark health-none">—</span>;
  const verdict = health.verdict === 'unchecked' && health.pending ? 'unchecked' : health.verdict;
  const Icon = ICONS[verdict];
  return (
    <span className={`health-mark health-${verdict}`} title={markTitle(health)}>
      <Icon aria-hidden="true" size={14} />
      {markLabel(health)}
    </span>
  );
}
