import type { AccountView } from '../../../shared/ipc/models.ts';

/**
 * The server an admin acts on, as a person knows it: its host ("links.example.com"), or the built-in sandbox.
 * Never the account's own name, which is only what this computer calls the account ("Sandbox admin").
 */
export function serverName(account: Pick<AccountView, 'kind' | 'baseUrl'>): string {
  if (account.kind === 'sandbox') return 'the built-in sandbox';
  return URL.canParse(account.baseUrl) ? new URL(account.baseUrl).host : account.baseUrl;
}
