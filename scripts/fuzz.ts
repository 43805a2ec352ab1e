import { API_METHODS } from '../src/shared/ipc/api.ts';
import { ERROR_CODES } from '../src/shared/ipc/errors.ts';
import { startClientHarness } from '../test/support/client-harness.ts';

/**
 * `npm run fuzz`: malformed requests on every IPC channel (through the real registrar and handlers, against a
 * sandbox) and on every sandbox API route, counting what leaves the contract. Prints numbers; asserts nothing.
 * IPC: an answer that is not a `Result` with a known error code is outside the contract; `internal` is the
 * equivalent of a 5xx; a rejected promise is a crash. Sandbox (reference profile): a 5xx, or an error answer
 * that is not `{error, message}` JSON.
 */

const DEEP = JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown;
const LONG = 'x'.repeat(100_000);

function payloads(accountId: string): unknown[] {
  const base = { accountId, id: 1, requestId: 'fuzz' };
  const values: unknown[] = [
    null,
    true,
    -1,
    0,
    1.5,
    2 ** 60,
    '',
    LONG,
    [],
    {},
    DEEP,
    '../../etc/passwd',
    '\u0000',
  ];
  const shapes: unknown[] = [undefined, null, 1, 'x', [], {}, DEEP, { __proto__: { polluted: true } }, base];
  for (const key of [
    'accountId',
    'id',
    'url',
    'name',
    'baseUrl',
    'apiKey',
    'data',
    'type',
    'ids',
    'page',
    'limit',
  ]) {
    for (const value of values) shapes.push({ ...base, [key]: value });
  }
  shapes.push(JSON.parse('{"accountId":"x","__proto__":{"isAdmin":true}}'));
  return shapes;
}

const isResult = (answer: unknown): boolean => {
  if (typeof answer !== 'object' || answer === null) return false;
  const { ok, error } = answer as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (ok === true) return 'value' in answer;
  return (
    ok === false &&
    typeof error?.message === 'string' &&
    (ERROR_CODES as readonly unknown[]).includes(error?.code)
  );
};

async function fuzzIpc() {
  const h = await startClientHarness({ profile: 'reference', revision: 'current' }, { timeoutMs: 5_000 });
  const counts = { tried: 0, outside: 0, internal: 0, crashes: 0, internalBy: new Map<string, number>() };
  // Removing the account would end the run's own account; this harness has no built-in sandbox to add.
  const skip = new Set(['removeAccount', 'addSandboxAccount']);
  try {
    const api = h.api as unknown as Record<string, (request: unknown) => Promise<unknown>>;
    for (const method of Object.keys(API_METHODS)) {
      if (skip.has(method)) continue;
      for (const payload of payloads(h.accounts.alex)) {
        counts.tried++;
        try {
          const answer = await api[method]!(payload);
          if (!isResult(answer)) counts.outside++;
          else if ((answer as { error?: { code: string } }).error?.code === 'internal') {
            counts.internal++;
            counts.internalBy.set(method, (counts.internalBy.get(method) ?? 0) + 1);
          }
        } catch {
          counts.crashes++;
        }
      }
    }
  } finally {
    await h.pendingDeletes.flush().catch(() => undefined);
    await h.close();
  }
  return counts;
}

const ROUTES = [
  'GET /api/account',
  'PUT /api/account/update',
  'GET /api/domains',
  'POST /api/domain/add',
  'PUT /api/domain/:id/update',
  'DELETE /api/domain/:id/delete',
  'GET /api/overlay',
  'GET /api/splash',
  'GET /api/pixels',
  'POST /api/pixel/add',
  'PUT /api/pixel/:id/update',
  'DELETE /api/pixel/:id/delete',
  'GET /api/qr',
  'GET /api/qr/:id',
  'POST /api/qr/add',
  'PUT /api/qr/:id/update',
  'DELETE /api/qr/:id/delete',
  'GET /api/urls',
  'GET /api/url/:id',
  'POST /api/url/add',
  'PUT /api/url/:id/update',
  'DELETE /api/url/:id/delete',
  'GET /api/campaigns',
  'POST /api/campaign/add',
  'PUT /api/campaign/:id/update',
  'DELETE /api/campaign/:id/delete',
  'POST /api/campaign/:id/assign/:id',
  'GET /api/channels',
  'GET /api/channel/:id',
  'POST /api/channel/add',
  'PUT /api/channel/:id/update',
  'DELETE /api/channel/:id/delete',
  'POST /api/channel/:id/assign/links/:id',
  'GET /api/plans',
  'PUT /api/plan/:id/user/:id',
  'GET /api/users',
  'GET /api/user/:id',
  'POST /api/user/add',
  'DELETE /api/user/:id/delete',
  'GET /api/user/login/:id',
];
/** `{error, message}` JSON, the sandbox's error shape. */
function isErrorBody(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    return parsed !== null && parsed.error !== undefined && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

const IDS = ['1', 'abc', '-1', '0', '99999999999999999999', '%00', '%E0%A4%A', 'x'.repeat(300)];
const BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  '[]',
  'null',
  '{"__proto__":{"a":1}}',
  JSON.stringify(DEEP),
  JSON.stringify({ name: 1, url: {}, data: [], type: null, domain: LONG, tag: [], custom: {} }),
  JSON.stringify({ url: 'https://example.com', data: { text: LONG }, type: 'text' }),
];

async function fuzzSandbox() {
  const { startSandbox } = await import('../src/sandbox/index.ts');
  const sandbox = await startSandbox({ memory: true, seed: 'demo', rateLimit: 0 });
  const key = sandbox.accounts.find((account) => account.status === 'admin')!.apiKey;
  const counts = { tried: 0, outside: 0, serverErrors: 0, crashes: 0 };
  try {
    for (const route of ROUTES) {
      const [method, pattern] = route.split(' ') as [string, string];
      for (const id of IDS) {
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
          counts.tried++;
          try {
            const response = await fetch(`${sandbox.url}${pattern.replaceAll(':id', id)}`, {
              method,
              headers: {
                authorization: `Bearer ${key}`,
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined ? { body } : {}),
            });
            const text = await response.text();
            if (response.status >= 500) counts.serverErrors++;
            if (response.status >= 400) {
              if (!isErrorBody(text)) counts.outside++;
            }
          } catch {
            counts.crashes++;
          }
        }
      }
    }
  } finally {
    await sandbox.close();
  }
  return counts;
}

const ipc = await fuzzIpc();
console.log(
  `IPC: ${ipc.tried} requests on ${Object.keys(API_METHODS).length - 2} channels; outside the contract ${ipc.outside}, internal errors ${ipc.internal}, crashes ${ipc.crashes}`,
);
if (ipc.internal > 0)
  console.log(`  internal errors by method: ${JSON.stringify(Object.fromEntries(ipc.internalBy))}`);
const api = await fuzzSandbox();
console.log(
  `Sandbox (reference): ${api.tried} requests on ${ROUTES.length} routes; outside the contract ${api.outside}, 5xx ${api.serverErrors}, crashes ${api.crashes}`,
);
