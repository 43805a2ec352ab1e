import type { ItemHealth } from '../ipc/health.ts';

/**
 * An item's mark as it stands now: "not checked, it changed since" once the item's destination is not the one
 * checked (a link fixed since, a code given a new address in Linkdesk), which the next check looks at. `url`
 * undefined: the destination now is not known, and the mark stands.
 */
export function currentMark(mark: ItemHealth | undefined, url: string | undefined): ItemHealth | undefined {
  if (!mark || url === undefined || mark.url === url) return mark;
  return {
    ...mark,
    verdict: 'unchecked',
    reason: 'destination-changed',
    pending: null,
    about: '',
    finalUrl: null,
  };
}
