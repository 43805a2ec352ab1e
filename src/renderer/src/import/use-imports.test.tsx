// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { useImports } from './use-imports.ts';

afterEach(cleanup);

const summaryWith = (changes: Partial<ImportSummary>): ImportSummary => ({
  importId: '0d9a4a55-3c2e-4f5b-9d61-2b7c1c3e8f01',
  accountId: 'a',
  fileName: 'menu.csv',
  state: 'running',
  message: null,
  createdAt: 0,
  total: 6,
  counts: { pending: 3, sending: 1, created: 2, failed: 0, skipped: 0 },
  etaSeconds: null,
  installation: 'https://links.example.com',
  username: 'alex',
  passwordsLeftOut: false,
  questions: [],
  unanswered: 0,
  ...changes,
});

/** Each import's file and state, as the list shows them. */
function ImportStates() {
  const { imports } = useImports();
  return (
    <ul>
      {(imports ?? []).map((item) => (
        <li key={item.importId}>{`${item.fileName}: ${item.state}`}</li>
      ))}
    </ul>
  );
}

describe('the imports followed by the window', () => {
  it('keeps the state an event told of while a list answer made before it was on its way', async () => {
    const main = new FakeMain();
    // Main read the list while the import was sending, then paused it and said so before the answer arrived.
    main.answer('listImports', [summaryWith({ state: 'running' })]);
    const release = main.hold();
    renderWithMain(<ImportStates />, main);
    act(() => main.emit({ type: 'import', summary: summaryWith({ state: 'paused' }) }));
    await screen.findByText('menu.csv: paused');
    await act(async () => release());
    expect(main.sent('listImports')).toHaveLength(1);
    // A paused import sends no more events: an older answer put back would stay for good.
    expect(screen.getByText('menu.csv: paused')).toBeTruthy();
  });

  it('takes the answer for imports no event told of meanwhile', async () => {
    const main = new FakeMain();
    const other = summaryWith({ importId: '7e2b5f10-9a4d-4c3b-8e21-6f0d2a1b3c44', fileName: 'spring.csv' });
    main.answer('listImports', [{ ...other, createdAt: 1 }, summaryWith({ state: 'done' })]);
    renderWithMain(<ImportStates />, main);
    await screen.findByText('menu.csv: done');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'spring.csv: running',
      'menu.csv: done',
    ]);
  });
});
