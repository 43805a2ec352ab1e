import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletesEvent } from '../../src/shared/ipc/events.ts';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';
import { undoWindowsOnDemand } from '../support/undo-windows.ts';

/**
 * Deletes held for undo through the real handlers, gateway and client against a sandbox in the three set-ups:
 * nothing reaches the installation until the undo window ends, an undo sends nothing, and a bulk delete reports
 * a result per item.
 */
describe.each(CLIENT_SET_UPS)('deletes held for undo against a $profile/$revision installation', (setUp) => {
  let h: ClientHarness;
  let alex: string;
  const windows = undoWindowsOnDemand();

  beforeAll(async () => {
    h = await startClientHarness(setUp, { undoWindow: { timers: windows.timers } });
    ({ alex } = h.accounts);
  });
  afterAll(() => h.close());

  let tags = 0;
  const newPixel = async (name: string) => {
    const tag = String(200_000_000 + (Date.now() % 1_000_000) * 100 + tags++);
    return valueOf(await h.api.addPixel({ accountId: alex, type: 'fbpixel', name, tag })).id;
  };
  const pixelIds = async () =>
    valueOf(await h.api.listPixels({ accountId: alex })).data.items.map((pixel) => pixel.id);
  const newLink = async () =>
    valueOf(await h.api.addLink({ accountId: alex, url: 'https://example.test/held-delete' })).id;

  /** The `done` event of a scheduled delete, once every id has been handled. */
  const finished = async (pendingId: string): Promise<DeletesEvent> => {
    for (;;) {
      const done = h.events.find(
        (event): event is DeletesEvent =>
          event.type === 'deletes' && event.pendingId === pendingId && event.state === 'done',
      );
      if (done) return done;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('deletes three pixels only once the undo window ends, with a result for each', async () => {
    const ids = [await newPixel('Bulk 1'), await newPixel('Bulk 2'), await newPixel('Bulk 3')];
    const scheduled = valueOf(await h.api.scheduleDelete({ accountId: alex, kind: 'pixels', ids }));
    expect(Date.parse(scheduled.dueAt)).toBeGreaterThan(Date.now());

    expect(await pixelIds()).toEqual(expect.arrayContaining(ids));

    windows.endAll();
    const done = await finished(scheduled.pendingId);
    expect(done).toMatchObject({ accountId: alex, kind: 'pixels', total: 3 });
    expect(done.results).toEqual(ids.map((id) => ({ id, ok: true })));
    const left = await pixelIds();
    for (const id of ids) expect(left).not.toContain(id);
  });

  it('sends nothing for an undone delete', async () => {
    const id = await newLink();
    const { pendingId } = valueOf(await h.api.scheduleDelete({ accountId: alex, kind: 'links', ids: [id] }));

    expect(valueOf(await h.api.undoDelete({ pendingId }))).toEqual({ undone: true });
    windows.endAll();
    await h.pendingDeletes.flush();

    expect(valueOf(await h.api.getLink({ accountId: alex, id })).data.link.id).toBe(id);
    expect(h.events).toContainEqual(expect.objectContaining({ type: 'deletes', pendingId, state: 'undone' }));
    expect(valueOf(await h.api.undoDelete({ pendingId }))).toEqual({ undone: false });
  });

  it('reports a missing item as failed and still deletes the others', async () => {
    const first = await newPixel('Kept going 1');
    const last = await newPixel('Kept going 2');
    const missing = 987_654_321;
    const { pendingId } = valueOf(
      await h.api.scheduleDelete({ accountId: alex, kind: 'pixels', ids: [first, missing, last] }),
    );

    windows.endAll();
    const { results } = await finished(pendingId);
    expect(results).toEqual([
      { id: first, ok: true },
      { id: missing, ok: false, error: expect.objectContaining({ message: expect.any(String) }) },
      { id: last, ok: true },
    ]);
    const left = await pixelIds();
    expect(left).not.toContain(first);
    expect(left).not.toContain(last);
  });

  it('sends held deletes at once when flushed, as when the app quits', async () => {
    const ids = [await newLink(), await newLink()];
    const { pendingId } = valueOf(await h.api.scheduleDelete({ accountId: alex, kind: 'links', ids }));

    await h.pendingDeletes.flush();

    expect((await finished(pendingId)).results.every((result) => result.ok)).toBe(true);
    for (const id of ids)
      expect(failureOf(await h.api.getLink({ accountId: alex, id })).code).toBe('not_found');
  });

  it(
    setUp.revision === 'legacy'
      ? 'refuses to schedule campaign deletes, which the revision lacks'
      : 'schedules campaign deletes, which the revision has',
    async () => {
      const result = await h.api.scheduleDelete({ accountId: alex, kind: 'campaigns', ids: [1] });
      if (setUp.revision === 'legacy') {
        expect(failureOf(result).code).toBe('unsupported');
      } else {
        const { pendingId } = valueOf(result);
        expect(valueOf(await h.api.undoDelete({ pendingId }))).toEqual({ undone: true });
      }
    },
  );

  it('refuses to schedule for an account Linkdesk does not have', async () => {
    const result = await h.api.scheduleDelete({ accountId: randomUUID(), kind: 'links', ids: [1] });
    expect(failureOf(result).code).toBe('not_found');
  });

  it('drops the held deletes of an account that is removed', async () => {
    const sam = h.sandbox.accounts.find((account) => account.username === 'sam')!;
    const addSam = async () =>
      valueOf(await h.api.addAccount({ name: 'Sam', baseUrl: h.sandbox.url, apiKey: sam.apiKey })).id;
    const leaving = await addSam();
    const { id } = valueOf(await h.api.addLink({ accountId: leaving, url: 'https://example.test/sam' }));
    const { pendingId } = valueOf(
      await h.api.scheduleDelete({ accountId: leaving, kind: 'links', ids: [id] }),
    );

    valueOf(await h.api.removeAccount({ id: leaving }));
    await h.pendingDeletes.flush();

    expect(h.events).toContainEqual(expect.objectContaining({ type: 'deletes', pendingId, state: 'undone' }));
    const back = await addSam();
    expect(valueOf(await h.api.getLink({ accountId: back, id })).data.link.id).toBe(id);
    valueOf(await h.api.removeAccount({ id: back }));
  });
});

describe('saving exported files', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(CLIENT_SET_UPS[0]!);
  });
  afterAll(() => h.close());

  it('hands the suggested name and the content to the save dialog', async () => {
    const content = 'id,alias\n1,café\n';
    expect(valueOf(await h.api.saveFile({ suggestedName: 'links 2026-11-22.csv', content }))).toEqual({
      saved: true,
    });
    expect(h.savedFiles).toEqual([{ suggestedName: 'links 2026-11-22.csv', content }]);
  });

  it.each([
    'exports/links.csv',
    '..\\links.csv',
    '/etc/links.csv',
    '..',
    'links\u0000.csv',
    // C1 controls (U+0085 breaks the line) and the Arabic letter mark, which reorders what follows it.
    'links\u0085.csv',
    'links\u009b.csv',
    'links\u061cvsc.csv',
  ])('refuses %j, which is not a bare file name', async (suggestedName) => {
    const before = h.savedFiles.length;
    const refused = failureOf(await h.api.saveFile({ suggestedName, content: 'id\n' }));
    expect(refused).toMatchObject({ code: 'validation', field: 'suggestedName' });
    expect(h.savedFiles).toHaveLength(before);
  });
});
