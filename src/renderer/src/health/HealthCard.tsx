import { useId, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import {
  HEALTH_INTERVALS_HOURS,
  type HealthIntervalHours,
  type HealthItemKind,
  type HealthSettings,
  type HealthVerdict,
} from '../../../shared/ipc/health.ts';
import { VERDICT_LABELS } from '../../../shared/health/health-words.ts';
import { CheckControl } from '../components/controls/CheckControl.tsx';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { HEALTH_FILTERS } from './health-list.tsx';
import { INTERVAL_WORDS, runWords } from './health-card-words.ts';
import { useHealth } from './use-health.ts';
import './health.css';

/**
 * The Overview's link health: whether checks are on and how often, how many links and codes stand at each
 * verdict (each opens the Links list filtered to them), where the run stands, and Check now.
 */
export function HealthCard({ accountId }: { accountId: string }) {
  const heading = useId();
  // The counts come with the status: the Overview never reads every item's mark.
  const health = useHealth(accountId, { marks: false });
  const requestOpenItem = useAppState((state) => state.requestOpenItem);
  const [error, setError] = useState<{ error: AppErrorData; title: string; retry: () => void } | null>(null);
  // A change shows at once, and main's answer replaces it (or the error puts the setting back).
  const [asked, setAsked] = useState<Partial<HealthSettings>>({});
  const { status } = health;
  if (!status) return null;
  const settings = { ...status.settings, ...asked };

  const change = (
    apply: () => Promise<AppErrorData | null>,
    shown: Partial<HealthSettings> = {},
    title = 'The setting was not saved',
  ) => {
    setAsked((before) => ({ ...before, ...shown }));
    void apply().then((failed) => {
      setAsked({});
      setError(failed ? { error: failed, title, retry: () => change(apply, shown, title) } : null);
    });
  };
  const rows = (['link', 'qr'] as const)
    .map((kind) => ({ kind, counts: status.countsByKind[kind] }))
    // Codes only once the account has some: most accounts' codes are few or none.
    .filter((row) => row.kind === 'link' || Object.values(row.counts).some((count) => count > 0));
  const open = (kind: HealthItemKind, verdict: HealthVerdict) =>
    requestOpenItem({ kind: kind === 'link' ? 'linkHealth' : 'qrHealth', accountId, verdict });

  return (
    <section className="card health-card" aria-labelledby={heading}>
      <h2 id={heading}>Link health</h2>
      <p className="health-note">
        Linkdesk checks where every link and QR code leads, from this computer and never through its short
        URL, so no click is counted. A page found broken is checked twice before it is called so.
      </p>
      {error ? <ErrorAlert error={error.error} title={error.title} onRetry={error.retry} /> : null}
      <div className="health-settings">
        <CheckControl
          isSelected={settings.enabled}
          onChange={(enabled) => change(() => health.setSettings({ enabled }), { enabled })}
        >
          Check destinations
        </CheckControl>
        {settings.enabled ? (
          <>
            <SelectControl
              label="How often"
              value={String(settings.intervalHours)}
              onChange={(value) =>
                change(() => health.setSettings({ intervalHours: Number(value) as HealthIntervalHours }), {
                  intervalHours: Number(value) as HealthIntervalHours,
                })
              }
            >
              {HEALTH_INTERVALS_HOURS.map((hours) => (
                <option key={hours} value={String(hours)}>
                  {INTERVAL_WORDS[hours]}
                </option>
              ))}
            </SelectControl>
            <CheckControl
              isSelected={settings.notify}
              onChange={(notify) => change(() => health.setSettings({ notify }), { notify })}
            >
              Notify me when a link or QR code breaks
            </CheckControl>
          </>
        ) : null}
      </div>
      {settings.enabled || status.lastRunAt !== null ? (
        <div className="health-count-rows">
          {rows.map(({ kind, counts }) => (
            <div key={kind} className="health-count-row">
              <span className="health-count-kind" aria-hidden="true">
                {kind === 'link' ? 'Links' : 'QR codes'}
              </span>
              <ul
                className="health-counts"
                aria-label={kind === 'link' ? 'Links by health' : 'QR codes by health'}
              >
                {HEALTH_FILTERS.filter((verdict) => verdict !== 'unchecked' || counts.unchecked > 0).map(
                  (verdict) => (
                    <li key={verdict}>
                      <button
                        type="button"
                        className={`overview-link-button health-${verdict}`}
                        aria-label={`${kind === 'link' ? 'Links' : 'QR codes'}: ${VERDICT_LABELS[verdict]}: ${counts[verdict]}`}
                        onClick={() => open(kind, verdict)}
                      >
                        {VERDICT_LABELS[verdict]}: {counts[verdict]}
                      </button>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {settings.enabled ? (
        <div className="health-actions">
          <p className="health-note" role="status">
            {runWords(status)}
          </p>
          {!status.run ? (
            <button
              type="button"
              className="button"
              onClick={() => change(health.checkNow, {}, 'The check did not start')}
            >
              Check now
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
