import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../src/sandbox/index.ts';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A tiny HTTP client for tests: real requests, the raw status, headers and parsed body. */
export class ApiClient {
  readonly baseUrl: string;
  readonly key: string | undefined;

  constructor(baseUrl: string, key?: string) {
    this.baseUrl = baseUrl;
    this.key = key;
  }

  as(key: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, key);
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

export interface TestSandbox {
  sandbox: RunningSandbox;
  dataDir: string;
  /** Clients for the seeded accounts. */
  admin: ApiClient;
  pro: ApiClient;
  free: ApiClient;
  anonymous: ApiClient;
}

export function tempDir(prefix = 'linkdesk-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function clientsFor(sandbox: RunningSandbox) {
  const key = (status: string) => sandbox.accounts.find((account) => account.status === status)!.apiKey;
  return {
    admin: new ApiClient(sandbox.url, key('admin')),
    pro: new ApiClient(sandbox.url, key('pro')),
    free: new ApiClient(sandbox.url, key('free')),
    anonymous: new ApiClient(sandbox.url),
  };
}

/**
 * Starts a sandbox on a fresh database file for the enclosing suite (rate limit off unless asked)
 * and stops it afterwards. Read the fields inside tests or hooks, not at collection time.
 */
export function useSandbox(options: SandboxOptions = {}): TestSandbox {
  const handle = {} as TestSandbox;
  beforeAll(async () => {
    handle.dataDir = tempDir();
    handle.sandbox = await startSandbox({ dataDir: handle.dataDir, seed: 'empty', rateLimit: 0, ...options });
    Object.assign(handle, clientsFor(handle.sandbox));
  });
  afterAll(async () => {
    await handle.sandbox?.close();
    rmSync(handle.dataDir, { recursive: true, force: true });
  });
  return handle;
}
