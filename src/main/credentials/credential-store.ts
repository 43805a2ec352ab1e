/**
 * Where API keys live: the OS keychain through keytar (service "Linkdesk", account = the account's id),
 * or Electron's safeStorage when the keychain cannot be reached and safeStorage is backed by the OS.
 * Never plain text. Implementations throw AppError('keychain', ...) with what to install or unlock.
 */
export interface CredentialStore {
  readonly backend: 'keychain' | 'safe-storage' | 'memory';
  get(accountId: string): Promise<string | null>;
  set(accountId: string, apiKey: string): Promise<void>;
  delete(accountId: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'Linkdesk';
