import type { MissingArea } from './areas.ts';

/** In place of an area the active account's key does not reach (the screen it was on, or a shortcut to it). */
export function UnreachableArea({ area, accountName }: { area: MissingArea; accountName: string }) {
  return (
    <div className="screen">
      <h1>{area.label}</h1>
      <p>{`${area.label} is not available for ${accountName}: ${area.why}.`}</p>
      <p className="field-hint">
        The installation refused this area when Linkdesk last checked the key. If the key or the plan has
        changed since, check the account again under Accounts.
      </p>
    </div>
  );
}
