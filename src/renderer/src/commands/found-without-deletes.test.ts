import { describe, expect, it } from 'vitest';
import type { TrackedDelete } from '../deletes/deletes-slice.ts';
import { withoutDeletedItems } from './found-without-deletes.ts';
import type { Found } from './installation-search.ts';
import { link, qrCode } from './testing-installation.ts';

const found: Found = {
  links: [link(1, 'a', 'https://a.example'), link(2, 'b', 'https://b.example')],
  linksFromSearch: true,
  linksReadAt: 1_000,
  qrCodes: [
    { qr: qrCode(1, 'One'), name: 'One', content: '' },
    { qr: qrCode(2, 'Two'), name: 'Two', content: '' },
  ],
  qrCodesReadAt: 1_000,
  failures: [],
  stale: false,
};

function deleting(changes: Partial<TrackedDelete>): TrackedDelete {
  return {
    accountId: 'work',
    kind: 'links',
    ids: [1],
    label: '“a”',
    key: 'delete-1',
    pendingId: 'pending-1',
    state: 'waiting',
    dueAt: 9_000,
    results: [],
    error: null,
    dismissed: false,
    doneAt: null,
    place: { screen: 'links', accountId: 'work' },
    shownAt: 500,
    ...changes,
  };
}

const linkIds = (result: Found) => result.links.map((item) => item.id);
const qrIds = (result: Found) => result.qrCodes.map((item) => item.qr.id);

describe('what the palette found, without what deletes hide', () => {
  it('leaves out links and codes of the account whose delete waits, of their own kind only', () => {
    const result = withoutDeletedItems(
      found,
      [deleting({}), deleting({ key: 'delete-2', kind: 'qr', ids: [2] })],
      'work',
    );
    expect(linkIds(result)).toEqual([2]);
    expect(qrIds(result)).toEqual([1]);
    expect(withoutDeletedItems(found, [deleting({})], 'home')).toBe(found);
  });

  it('offers again what a delete failed for, and what was read after the delete was done', () => {
    const failed = deleting({
      state: 'done',
      doneAt: 2_000,
      results: [{ id: 1, ok: false, error: { code: 'network', message: 'Unreachable.' } }],
    });
    expect(linkIds(withoutDeletedItems(found, [failed], 'work'))).toEqual([1, 2]);
    expect(linkIds(withoutDeletedItems(found, [deleting({ state: 'failed' })], 'work'))).toEqual([1, 2]);

    // Read before the delete was done, the list still held the link; read after, an id given again is new.
    const done = deleting({ state: 'done', doneAt: 2_000, results: [{ id: 1, ok: true }] });
    expect(linkIds(withoutDeletedItems(found, [done], 'work'))).toEqual([2]);
    expect(linkIds(withoutDeletedItems({ ...found, linksReadAt: 2_000 }, [done], 'work'))).toEqual([1, 2]);
  });
});
