import { useEffect, useState } from 'react';
import type { UserStatus } from '../../../shared/api/constants.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAdminResults } from './use-admin-results.ts';

/** A whole address, as typed in the users search. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOOKUP_DELAY_MS = 400;

/**
 * Accounts whose installation answered `?email=` with other users too: it does not search by email (the
 * reference does not promise it), so it is not asked again until the app restarts.
 */
const ignoresEmail = new Set<string>();

export type EmailLookup = { state: 'idle' } | { state: 'asking' | 'found' | 'unknown'; email: string };

/**
 * A whole email address typed in the users search that no loaded user has is asked of the installation
 * (`?email=`, one request once typing pauses): a user created since the list was read is found there, and the
 * list is then read again (`onFound`) to show them. Addresses the list already holds cost no request.
 */
export function useEmailLookup(input: {
  accountId: string | null;
  query: string;
  /** Whether the loaded list has a user matching the query. */
  matchedLocally: boolean;
  status: UserStatus | '';
  onFound: () => void;
}): EmailLookup {
  const api = useApi();
  const checked = useAdminResults();
  const [lookup, setLookup] = useState<EmailLookup>({ state: 'idle' });
  const email = input.query.trim();
  const { accountId, matchedLocally, status, onFound } = input;
  const wanted = accountId !== null && EMAIL.test(email) && !matchedLocally && !ignoresEmail.has(accountId);

  useEffect(() => {
    if (!wanted || accountId === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      setLookup({ state: 'asking', email });
      const result = checked(
        accountId,
        await call(() => api.listUsers({ accountId, email, ...(status ? { filter: status } : {}) })),
      );
      if (!live || !result.ok) {
        if (live) setLookup({ state: 'idle' });
        return;
      }
      const same = (address: string) => address.toLowerCase() === email.toLowerCase();
      if (result.value.data.some((user) => !same(user.email))) ignoresEmail.add(accountId);
      const found = result.value.data.some((user) => same(user.email));
      setLookup({ state: found ? 'found' : 'unknown', email });
      if (found) onFound();
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `onFound` reloads the list; a new function each render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, accountId, email, status, api, checked]);

  // What was found for another address, or asked while the list had it, says nothing about this one.
  const current = lookup.state !== 'idle' && lookup.email === email;
  return current && (wanted || lookup.state === 'found') ? lookup : { state: 'idle' };
}
