import { parseArgs } from 'node:util';
import { REVISIONS, type Revision } from '../shared/api/constants.ts';

export const SEEDS = ['demo', 'empty'] as const;
export type Seed = (typeof SEEDS)[number];

/**
 * How the sandbox answers: `reference` as the API reference describes it, `deployed` the way installations
 * in the wild do (see ../shared/spec/deployed-installations.md), over the same data and routes.
 */
export const PROFILES = ['reference', 'deployed'] as const;
export type Profile = (typeof PROFILES)[number];

/**
 * Simulated visits arriving on the sandbox's clock (see traffic/): `true` with the default seed, or a seed of
 * one's own; the same seed and clock give the same visits.
 */
export type TrafficOption = boolean | { seed?: number };

export interface SandboxOptions {
  /** 0 picks a free port. Default 0 in code, 8787 on the command line. */
  port?: number;
  host?: string;
  /** Folder holding `sandbox.db`; created when missing. Ignored with `memory`. */
  dataDir?: string;
  /** Keep everything in memory: nothing survives `close()`. */
  memory?: boolean;
  revision?: Revision;
  /** Default `reference`. */
  profile?: Profile;
  /** Requests per key per minute; 0 turns the limit off. */
  rateLimit?: number;
  /** What a new database starts with; an existing database is never seeded again. */
  seed?: Seed;
  /** Request logs on stderr. */
  logger?: boolean;
  /** The clock, for tests that move time. */
  now?: () => number;
  /** Visits to every link and dynamic QR code as the clock moves. Off by default. */
  traffic?: TrafficOption;
  /** Hears every request's method and path as it arrives (tests count what reached the installation). */
  observe?: (request: { method: string; path: string }) => void;
}

export const DATABASE_FILE = 'sandbox.db';

const USAGE = `Usage: npm run sandbox -- [--port 8787] [--host 127.0.0.1] [--data DIR | --memory]
                          [--revision current|legacy] [--profile reference|deployed]
                          [--rate-limit 30] [--seed demo|empty] [--traffic] [--quiet]`;

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
  }
}

function wholeNumber(flag: string, value: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new UsageError(`--${flag} takes a whole number from 0 to ${max}, not "${value}".`);
  return Number(value);
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T))
    throw new UsageError(`--${flag} takes ${allowed.join(' or ')}, not "${value}".`);
  return value as T;
}

/** Reads the command line into options, with the command line's defaults. */
export function parseCommandLine(args: string[]): SandboxOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        memory: { type: 'boolean', default: false },
        revision: { type: 'string', default: 'current' },
        profile: { type: 'string', default: 'reference' },
        'rate-limit': { type: 'string', default: '30' },
        seed: { type: 'string', default: 'demo' },
        traffic: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.memory && parsed.data) throw new UsageError('Choose --data DIR or --memory, not both.');
  return {
    port: wholeNumber('port', parsed.port, 65535),
    host: parsed.host,
    dataDir: parsed.memory ? undefined : (parsed.data ?? '.sandbox-data'),
    memory: parsed.memory,
    revision: oneOf('revision', parsed.revision, REVISIONS),
    profile: oneOf('profile', parsed.profile, PROFILES),
    rateLimit: wholeNumber('rate-limit', parsed['rate-limit'], 1_000_000),
    seed: oneOf('seed', parsed.seed, SEEDS),
    traffic: parsed.traffic,
    logger: !parsed.quiet,
  };
}
