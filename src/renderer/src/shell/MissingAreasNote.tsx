import { activeAccount } from '../accounts/accounts-slice.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { LEFT_OUT_BY, missingAreas } from './areas.ts';

/** Says which areas the sidebar leaves out for the active account, grouped by why. */
export function MissingAreasNote() {
  const account = useAppState(activeAccount);
  const missing = missingAreas(account);
  if (missing.length === 0) return null;
  const reasons = (['key', 'plan'] as const).filter((reason) =>
    missing.some((area) => area.reason === reason),
  );
  return (
    <section className="missing-areas" aria-label="Not available with this key">
      {reasons.map((reason) => (
        <p key={reason}>
          <span className="missing-areas-title">{`${LEFT_OUT_BY[reason]}: `}</span>
          {missing
            .filter((area) => area.reason === reason)
            .map((area) => area.label)
            .join(', ')}
        </p>
      ))}
    </section>
  );
}
