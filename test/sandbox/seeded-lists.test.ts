import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, overlay, paginated, splash } from '../../src/shared/api/models.ts';
import { useSandbox, type TestSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

const overlayList = paginated('cta', overlay);
const splashList = paginated('splash', splash);

/** Overlays and splash pages cannot be created through the API, so rows go straight into the running sandbox's file. */
function seedRows(t: TestSandbox) {
  const rows = new SandboxRows(t);
  const ids = { overlays: [] as number[], splash: [] as number[], otherOverlay: 0, otherSplash: 0 };
  const date = (n: number) => `2024-03-${String(n).padStart(2, '0')} 12:00:00`;
  for (let n = 1; n <= 20; n++) {
    const type = n % 2 ? 'message' : 'contact';
    ids.overlays.push(
      rows.insertOverlay('alex', `Overlay ${n}`, { type, message: 'hidden text', date: date(n) }),
    );
    ids.splash.push(
      rows.insertSplash('alex', `Splash ${n}`, { title: 'Title', message: 'hidden text', date: date(n) }),
    );
  }
  ids.otherOverlay = rows.insertOverlay('sam', 'Sam’s overlay', { date: date(1) });
  ids.otherSplash = rows.insertSplash('sam', 'Sam’s splash', { date: date(1) });
  return ids;
}

describe.each(['current', 'legacy'] as const)('CTA overlays and splash pages (%s revision)', (revision) => {
  const t = useSandbox({ revision });
  let ids: ReturnType<typeof seedRows>;
  beforeAll(() => {
    ids = seedRows(t);
  });

  it('lists overlays newest first with exactly the reference fields under `cta`', async () => {
    const reply = await t.pro.get('/api/overlay');
    expect(reply.status).toBe(200);
    const body = overlayList.parse(reply.body);
    expect(body.error).toBe('0');
    expect(body.data).toMatchObject({ result: 20, perpage: 15, currentpage: 1, nextpage: 2, maxpage: 2 });
    expect(body.data.cta.map((o) => o.id)).toEqual(ids.overlays.slice(5).reverse());
    expect(reply.body.data.cta[0]).toEqual({
      id: ids.overlays[19],
      type: 'contact',
      name: 'Overlay 20',
      date: '2024-03-20 12:00:00',
    });
    expect(reply.body.data.cta[1]).toMatchObject({ type: 'message', name: 'Overlay 19' });
  });

  it('lists splash pages newest first with exactly the reference fields under `splash`', async () => {
    const reply = await t.pro.get('/api/splash?page=2');
    const body = splashList.parse(reply.body);
    expect(body.data).toMatchObject({ result: 20, perpage: 15, currentpage: 2, nextpage: null, maxpage: 2 });
    expect(body.data.splash.map((s) => s.id)).toEqual(ids.splash.slice(0, 5).reverse());
    expect(reply.body.data.splash.at(-1)).toEqual({
      id: ids.splash[0],
      name: 'Splash 1',
      date: '2024-03-01 12:00:00',
    });
  });

  describe.each([
    ['/api/overlay', 'cta'],
    ['/api/splash', 'splash'],
  ] as const)('%s pagination', (path, key) => {
    const pageOf = async (query: string) => (await t.pro.get(`${path}${query}`)).body.data;

    it('takes limit and page', async () => {
      const data = await pageOf('?limit=6&page=3');
      expect(data).toMatchObject({ result: 20, perpage: 6, currentpage: 3, nextpage: 4, maxpage: 4 });
      expect(data[key]).toHaveLength(6);
      const last = await pageOf('?limit=6&page=4');
      expect(last).toMatchObject({ currentpage: 4, nextpage: null });
      expect(last[key]).toHaveLength(2);
    });

    it.each([
      '?limit=abc',
      '?limit=0',
      '?limit=-3',
      '?limit=2.5',
      '?limit=',
      '?page=0',
      '?page=x',
      '?page=-1',
    ])('falls back to the defaults for %s', async (query) => {
      const data = await pageOf(query);
      expect(data).toMatchObject({ perpage: 15, currentpage: 1, nextpage: 2, maxpage: 2 });
      expect(data[key]).toHaveLength(15);
    });

    it('caps limit at 1000', async () => {
      const data = await pageOf('?limit=5000');
      expect(data).toMatchObject({ result: 20, perpage: 1000, currentpage: 1, nextpage: null, maxpage: 1 });
      expect(data[key]).toHaveLength(20);
    });

    it('answers an empty page past the end', async () => {
      const data = await pageOf('?page=9');
      expect(data).toMatchObject({ result: 20, currentpage: 9, nextpage: null, maxpage: 2 });
      expect(data[key]).toEqual([]);
    });

    it('shows each user only their own rows', async () => {
      const sam = (await t.free.get(path)).body.data;
      expect(sam).toMatchObject({ result: 1, maxpage: 1, nextpage: null });
      expect(sam[key].map((row: { id: number }) => row.id)).toEqual([
        key === 'cta' ? ids.otherOverlay : ids.otherSplash,
      ]);
      const admin = (await t.admin.get(path)).body.data;
      expect(admin).toMatchObject({ result: 0, maxpage: 0, nextpage: null, [key]: [] });
    });

    it('needs an API key and cannot be written to', async () => {
      expect((await t.anonymous.get(path)).status).toBe(401);
      const post = await t.pro.post(path, { name: 'New' });
      expect(post.status).toBe(405);
      errorBody.parse(post.body);
    });
  });
});
