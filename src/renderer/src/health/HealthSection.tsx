import { useEffect, useId, useRef, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import type { HealthDetails, HealthItemKind } from '../../../shared/ipc/health.ts';
import { reasonWords, VERDICT_LABELS } from '../../../shared/health/health-words.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { HealthMark, markTitle } from './HealthMark.tsx';
import { currentMark } from '../../../shared/health/current-mark.ts';
import './health.css';

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export interface HealthSectionProps {
  accountId: string;
  kind: HealthItemKind;
  id: number;
  /** Not read while the person arrows past items. */
  wait: boolean;
  /** The item's destination as its list has it (links): a verdict about another one is out of date. */
  url?: string;
  /** Opens the edit form. */
  onFix?: () => void;
  /** Opens the edit form with the address where the page now is. */
  onUseFinal?: (url: string) => void;
  /** What that button says: where the address goes ("Make it the card's website…"). */
  useFinalLabel?: string;
  /** Other links whose destination is the same broken page, and what fixes them all at once. */
  sameDestination?: { count: number; fixAll: () => void } | null;
  /** Whether the item can be checked now: checks are on and no check of every item is under way. */
  canCheck?: boolean;
}

/**
 * Reasons that checking again cannot change while the destination stays: never checked by design (a short link,
 * a private address, not a web address), or nothing to check (a code holding no web address, or made elsewhere).
 */
const NOTHING_TO_CHECK = new Set([
  'short-link',
  'private-address',
  'not-web',
  'no-web-address',
  'unknown-content',
]);

/**
 * An item's health in its pane: the verdict and its reason, where a moved page ends up, each target as last
 * checked, the latest checks, and what to do: Fix (the edit form), Make it the destination, or Fix all in bulk.
 * Says nothing while the account's checks are off and nothing was ever found.
 */
export function HealthSection({
  accountId,
  kind,
  id,
  wait,
  url,
  onFix,
  onUseFinal,
  useFinalLabel = 'Make it the destination…',
  sameDestination,
  canCheck = false,
}: HealthSectionProps) {
  const api = useApi();
  const heading = useId();
  const [details, setDetails] = useState<HealthDetails | null>(null);
  // A check and its failure belong to the item they were asked for: the person may move on meanwhile.
  const item = `${accountId} ${kind} ${id}`;
  const [checkingItem, setCheckingItem] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ item: string; error: AppErrorData } | null>(null);
  const [readNow, setReadNow] = useState<{ item: string; url: string } | null>(null);
  const checking = checkingItem === item;
  const shownItem = useRef(item);
  useEffect(() => {
    shownItem.current = item;
  }, [item]);

  const checkAgain = async () => {
    setCheckingItem(item);
    setFailed(null);
    const result = await call(() => api.checkHealthItem({ accountId, kind, id }));
    setCheckingItem((current) => (current === item ? null : current));
    if (shownItem.current !== item) return;
    if (!result.ok) {
      setFailed({ item, error: result.error });
      return;
    }
    setDetails(result.value);
    // The check read where the item leads now: a list not yet read again does not make it "changed since".
    setReadNow({ item, url: result.value.health?.url ?? '' });
  };

  useEffect(() => {
    if (wait) return;
    let live = true;
    const read = () =>
      void call(() => api.getHealthDetails({ accountId, kind, id })).then((result) => {
        if (live && result.ok) setDetails(result.value);
      });
    read();
    const stop = api.onEvent((event) => {
      if (event.type === 'health' && event.status.accountId === accountId && event.marksChanged) read();
    });
    return () => {
      live = false;
      stop();
    };
  }, [api, accountId, kind, id, wait]);

  const checked = details?.health;
  if (!checked) return null;
  const health = currentMark(checked, readNow?.item === item ? readNow.url : url)!;
  // What to do is about the destination: a target's problem is fixed in the form, where the targets are.
  const aboutDestination = health.about === '';
  const problem = health.verdict === 'broken' || health.verdict === 'expiring';
  return (
    <section className="detail-pane-section health-section" aria-labelledby={heading}>
      <h3 id={heading}>Health</h3>
      <p>
        <HealthMark health={health} />
      </p>
      <p className="health-reason">{markTitle(health)}</p>
      {health.since !== null && health.verdict !== 'unchecked' ? (
        <p className="health-note">
          {VERDICT_LABELS[health.verdict]} since {when(health.since)}
          {health.lastCheckedAt ? `; last checked ${when(health.lastCheckedAt)}` : ''}.
        </p>
      ) : null}
      {health.pending && health.verdict !== 'unchecked' ? (
        <p className="health-note">
          The last check found “{VERDICT_LABELS[health.pending]}”; it counts once a second check agrees.
        </p>
      ) : null}
      <div className="health-actions">
        {health.verdict === 'moved' && aboutDestination && health.finalUrl && onUseFinal ? (
          <button type="button" className="button" onClick={() => onUseFinal(health.finalUrl!)}>
            {useFinalLabel}
          </button>
        ) : null}
        {(problem || (health.verdict === 'moved' && !aboutDestination)) && onFix ? (
          <button type="button" className="button" onClick={onFix}>
            Fix…
          </button>
        ) : null}
        {canCheck && !NOTHING_TO_CHECK.has(health.reason) ? (
          <button
            type="button"
            className="button"
            aria-disabled={checking || undefined}
            onClick={() => {
              if (!checking) void checkAgain();
            }}
          >
            {checking ? 'Checking…' : health.verdict === 'unchecked' ? 'Check now' : 'Check again'}
          </button>
        ) : null}
        {problem && aboutDestination && sameDestination && sameDestination.count > 1 ? (
          <button type="button" className="button" onClick={sameDestination.fixAll}>
            Fix all {sameDestination.count} links to this page in bulk…
          </button>
        ) : null}
      </div>
      <p className="health-note" role="status">
        {checking ? 'Checking where it leads now; a changed verdict is checked twice before it counts.' : ''}
      </p>
      <ErrorAlert error={failed?.item === item ? failed.error : null} title="The check did not run" />
      {details.targets.length > 1 ? (
        <>
          <h4>Addresses checked</h4>
          <ul className="health-targets">
            {details.targets.map((target) => (
              <li key={`${target.label} ${target.url}`}>
                <span>{target.label || 'Destination'}</span>
                <span>
                  {target.outcome
                    ? `${VERDICT_LABELS[target.outcome.verdict]}: ${reasonWords(target.outcome)}`
                    : 'Not checked yet'}
                  <span className="health-address"> · {target.url}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {details.history.length > 0 ? (
        <details>
          <summary>Latest checks ({details.history.length})</summary>
          <ul className="health-history">
            {details.history.map((check, index) => (
              <li key={`${check.at} ${check.about} ${index}`}>
                <span>{when(check.at)}</span>
                <span>
                  {check.about ? `${check.about}: ` : ''}
                  {VERDICT_LABELS[check.outcome.verdict]}, {reasonWords(check.outcome)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
