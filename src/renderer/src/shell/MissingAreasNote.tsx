import { activeAccount } from '../accounts/accounts-slice.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { missingAreas } from './areas.ts';

/** Says which areas the sidebar leaves out for the active account, and why. */
export function MissingAreasNote() {
  const account = useAppState(activeAccount);
  const missing = missingAreas(account);
  if (missing.length === 0) return null;
  return (
    <div className="missing-areas">
      <p className="missing-areas-title">Not available with this key</p>
      <ul>
        {missing.map((area) => (
          <li key={area.screen}>{`${area.label}: ${area.why}.`}</li>
        ))}
      </ul>
    </div>
  );
}
