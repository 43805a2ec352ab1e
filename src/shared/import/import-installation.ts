/**
 * The installation an account's requests go to, as an import records it: its rows go there or nowhere. The
 * built-in sandbox is one installation whatever port it listens on this launch (and whatever its address is
 * called in the window).
 */
export const installationOf = (account: { kind: 'remote' | 'sandbox'; baseUrl: string }): string =>
  account.kind === 'sandbox' ? 'the built-in sandbox' : account.baseUrl;
