import type { Api } from '../../../shared/ipc/api.ts';

type AccountsAnswer = ReturnType<Api['listAccounts']>;

/**
 * The accounts, asked for as soon as the window's script starts to run: this module is the first that
 * main.tsx imports, so the request leaves before React and the screens are set up, and travels meanwhile
 * rather than after the first render. When the answer is there before that render, the window shows the
 * account at once, without a loading screen first. Null outside Linkdesk (no `window.api`).
 */
export const earlyAccounts: AccountsAnswer | null =
  typeof window !== 'undefined' && typeof window.api === 'object' && window.api !== null
    ? window.api.listAccounts({})
    : null;

/** `api`, whose first request for the accounts is answered by `early` rather than sent again. */
export function withEarlyAccounts(api: Api, early: AccountsAnswer | null): Api {
  let pending = early;
  return {
    ...api,
    listAccounts: (request) => {
      const answer = pending ?? api.listAccounts(request);
      pending = null;
      return answer;
    },
  };
}
