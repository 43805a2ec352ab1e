import type { HealthVerdict } from '../../../shared/ipc/health.ts';
import { VERDICT_LABELS } from '../../../shared/health/health-words.ts';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { HEALTH_FILTERS, isHealthFilter, type HealthFilter } from './health-list.tsx';

/** The lists' health filter: every item, or those of one verdict, with how many the account has of each. */
export function HealthFilterSelect({
  counts,
  value,
  onChange,
  noun,
}: {
  /** Items of the list's kind per verdict; null while unknown. */
  counts: Record<HealthVerdict, number> | null;
  value: HealthFilter;
  onChange: (filter: HealthFilter) => void;
  /** "links", "QR codes": the first choice's words. */
  noun: string;
}) {
  return (
    <SelectControl
      label="Health"
      labelHidden
      className="health-filter"
      value={value}
      onChange={(chosen) => onChange(isHealthFilter(chosen) ? chosen : '')}
    >
      <option value="">{`All ${noun}`}</option>
      {HEALTH_FILTERS.map((verdict) => (
        <option key={verdict} value={verdict}>
          {counts ? `${VERDICT_LABELS[verdict]} (${counts[verdict]})` : VERDICT_LABELS[verdict]}
        </option>
      ))}
    </SelectControl>
  );
}
