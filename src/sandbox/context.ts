import type { KeyScope, Revision } from '../shared/api/constants.ts';
import type { Database } from './db/database.ts';

/** What every route needs to know about the running sandbox. */
export interface SandboxContext {
  db: Database;
  revision: Revision;
  /** Milliseconds since the epoch; injectable so tests can move time (expiry, rate-limit windows). */
  now: () => number;
  /** The address the sandbox is reached at, e.g. `http://127.0.0.1:8787`; known once it listens. */
  baseUrl: () => string;
}

export interface AuthenticatedUser {
  id: number;
  username: string;
  status: 'free' | 'pro' | 'admin';
  apiKey: string;
  /** The groups a scoped key reaches; null for the user's own key, which reaches everything the user may. */
  scopes: readonly KeyScope[] | null;
}
