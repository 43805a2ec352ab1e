import type { FoundKind } from './installation-search.ts';
import { MIN_SEARCH_LENGTH, searchText, type InstallationSearch } from './use-installation-search.ts';

const joined = (kinds: readonly FoundKind[]) => kinds.join(' and ');

/** The line under the palette's list that says what the installation search is doing, or nothing. */
export function searchStatus(search: InstallationSearch, text: string): string {
  const typed = searchText(text).length;
  if (search.kinds.length === 0 || typed === 0) return '';
  if (typed < MIN_SEARCH_LENGTH) return `Type one more character to search ${joined(search.kinds)} too.`;
  if (search.searching) return `Searching ${joined(search.kinds)}…`;
  const found = search.found;
  if (!found) return '';
  const messages = found.failures.map(
    (failure) => `Linkdesk could not search the ${failure.kind}: ${failure.error.message}`,
  );
  const searched = search.kinds.filter((kind) => !found.failures.some((failure) => failure.kind === kind));
  if (searched.length > 0 && found.links.length === 0 && found.qrCodes.length === 0) {
    messages.push(`No ${searched.join(' or ')} match.`);
  }
  if (found.stale) messages.push('Offline: some of these are from what Linkdesk saved earlier.');
  return messages.join(' ');
}
