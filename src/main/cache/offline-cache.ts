/** The last good answer of every read, per account, kept in the user-data folder. */
export interface CachedEntry {
  value: unknown;
  /** ISO time the answer was received. */
  savedAt: string;
}

export interface OfflineCache {
  get(accountId: string, key: string): CachedEntry | null;
  put(accountId: string, key: string, value: unknown): void;
  forgetAccount(accountId: string): void;
  close(): void;
}
