import { describe, expect, it } from 'vitest';
import { countOf, type Assignable } from './assignables.ts';
import { runAssignments, tally, type AssignmentOutcome } from './assignment-run.ts';
import { runHeadline, runSummary } from './assignment-summary.ts';
import { installationPageUrl } from './installation-page.ts';
import type { AssignmentRun } from './use-assignment-runs.ts';

const link = (id: number): Assignable => ({
  type: 'links',
  id,
  label: `link-${id}`,
  url: `https://s.example/${id}`,
});

describe('runAssignments', () => {
  it('sends every item, at most two at a time, and reports each as it settles', async () => {
    let inFlight = 0;
    let most = 0;
    const reported: string[] = [];
    await runAssignments([1, 2, 3, 4, 5].map(link), {
      signal: new AbortController().signal,
      send: async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, item.id === 1 ? 20 : 1));
        inFlight -= 1;
        return item.id === 4 ? { status: 'refused', reason: 'No such channel' } : { status: 'added' };
      },
      onResult: (item, outcome) => reported.push(`${item.id} ${outcome.status}`),
    });
    expect(most).toBe(2);
    expect(reported.sort()).toEqual(['1 added', '2 added', '3 added', '4 refused', '5 added']);
  });

  it('sends nothing more once cancelled; what is on its way is still reported', async () => {
    const controller = new AbortController();
    const sent: number[] = [];
    const outcomes = new Map<number, AssignmentOutcome['status']>();
    await runAssignments([1, 2, 3, 4, 5, 6].map(link), {
      signal: controller.signal,
      concurrency: 2,
      send: async (item) => {
        sent.push(item.id);
        if (item.id === 2) controller.abort();
        await Promise.resolve();
        return { status: 'added' };
      },
      onResult: (item, outcome) => outcomes.set(item.id, outcome.status),
    });
    expect(sent).toEqual([1, 2]);
    expect([...outcomes].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 'added'],
      [2, 'added'],
      [3, 'cancelled'],
      [4, 'cancelled'],
      [5, 'cancelled'],
      [6, 'cancelled'],
    ]);
  });
});

describe('what a run says', () => {
  const run = (outcomes: [number, AssignmentOutcome][], finished: boolean, skipped: Assignable[] = []) =>
    ({
      id: 1,
      targetId: 9,
      targetName: 'Newsletter',
      items: [1, 2, 3, 4].map(link),
      skipped,
      outcomes: new Map(outcomes.map(([id, outcome]) => [`links-${id}`, outcome])),
      finished,
      cancel: () => {},
    }) satisfies AssignmentRun;

  it('counts up while it runs', () => {
    expect(runHeadline(run([[1, { status: 'added' }]], false))).toBe('Assigning 2 of 4…');
  });

  it('sums up: what went in, what was there already, refused and not sent', () => {
    const done = run(
      [
        [1, { status: 'added' }],
        [2, { status: 'already' }],
        [3, { status: 'refused', reason: 'Channel does not exist' }],
        [4, { status: 'cancelled' }],
      ],
      true,
      [link(7)],
    );
    expect(runSummary(done)).toEqual({
      message:
        'Added 1 link to “Newsletter”. 2 links were already there. 1 link was not sent (cancelled). 1 link was refused:',
      tone: 'problem',
      details: ['link-3: Channel does not exist'],
    });
    expect(tally(done.outcomes.values())).toEqual({ added: 1, already: 1, refused: 1, cancelled: 1 });
  });

  it('says Moved for links that left another campaign, and Added for the rest', () => {
    const moves = {
      ...run(
        [1, 2, 3, 4].map((id) => [id, { status: 'added' }]),
        true,
      ),
      moving: new Set(['links-2']),
    };
    expect(runSummary(moves).message).toBe('Added 3 links and moved 1 link to “Newsletter”.');
    expect(
      runSummary({ ...moves, moving: new Set(['links-1', 'links-2', 'links-3', 'links-4']) }).message,
    ).toBe('Moved 4 links to “Newsletter”.');
  });

  it('says when everything dropped was there already and nothing was sent', () => {
    const nothing = { ...run([], true, [link(7)]), items: [] };
    expect(runSummary(nothing)).toEqual({
      message: '1 link is already in “Newsletter”; nothing was sent.',
      tone: 'success',
      details: [],
    });
  });

  it('names the kind of item, or says items when they are mixed', () => {
    expect(countOf([link(1)])).toBe('1 link');
    expect(countOf([{ type: 'qr' }, { type: 'qr' }])).toBe('2 QR codes');
    expect(countOf([{ type: 'qr' }, { type: 'links' }])).toBe('2 items');
  });
});

describe('installationPageUrl', () => {
  it('is the area’s page on the installation, and none for the built-in sandbox', () => {
    expect(installationPageUrl({ kind: 'remote', baseUrl: 'https://links.example.com/' }, 'channels')).toBe(
      'https://links.example.com/user/channels',
    );
    expect(installationPageUrl({ kind: 'sandbox', baseUrl: 'Built-in sandbox' }, 'campaigns')).toBeNull();
  });
});
