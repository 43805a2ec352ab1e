import type { IncomingMessage } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyScope, Revision } from '../shared/api/constants.ts';
import { buildApp } from './app.ts';
import type { SandboxContext } from './context.ts';
import { Database } from './db/database.ts';
import { DATABASE_FILE, type Profile, type SandboxOptions } from './options.ts';
import { seedDatabase } from './seed/index.ts';
import { listScopedKeys } from './store/api-keys.ts';
import { listAccounts } from './store/users.ts';

export interface SandboxAccount {
  id: number;
  username: string;
  email: string;
  status: 'free' | 'pro' | 'admin';
  apiKey: string;
}

/** A key that reaches only some endpoint groups of its user (current revision only). */
export interface SandboxScopedKey {
  username: string;
  apiKey: string;
  scopes: KeyScope[];
}

/** What a running sandbox tells its starter; the CLI prints it (less `close`) as its first line. */
export interface SandboxInfo {
  url: string;
  revision: Revision;
  profile: Profile;
  accounts: SandboxAccount[];
  /** Every scoped key (the demo seed gives alex one); empty with `--seed empty` and on the legacy revision. */
  scopedKeys: SandboxScopedKey[];
}

export interface RunningSandbox extends SandboxInfo {
  close: () => Promise<void>;
}

function openDatabase(options: SandboxOptions): Database {
  if (options.memory || !options.dataDir) {
    if (!options.memory) throw new Error('startSandbox needs a dataDir or memory: true.');
    return new Database(':memory:');
  }
  mkdirSync(options.dataDir, { recursive: true });
  return new Database(join(options.dataDir, DATABASE_FILE));
}

/** Opens (or creates and seeds) the database, serves the API, and answers once it listens. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const db = openDatabase(options);
  let url = '';
  const ctx: SandboxContext = {
    db,
    revision: options.revision ?? 'current',
    now: options.now ?? Date.now,
    baseUrl: () => url,
  };
  try {
    if (db.isEmpty) seedDatabase(ctx, options.seed ?? 'demo');
    const profile = options.profile ?? 'reference';
    const app = buildApp(ctx, {
      rateLimit: options.rateLimit ?? 30,
      logger: options.logger ?? false,
      profile,
      traffic: options.traffic,
    });
    if (options.observe) {
      const observe = options.observe;
      app.server.prependListener('request', (request: IncomingMessage) =>
        observe({ method: request.method ?? '', path: request.url ?? '' }),
      );
    }
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The sandbox did not get a TCP address.');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    url = `http://${host}:${address.port}`;
    return {
      url,
      revision: ctx.revision,
      profile,
      accounts: listAccounts(db),
      // The legacy revision does not know scoped keys: it would refuse these, so it does not offer them.
      scopedKeys: ctx.revision === 'current' ? listScopedKeys(db) : [],
      close: async () => {
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
