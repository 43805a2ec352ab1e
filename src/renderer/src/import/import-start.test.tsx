// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guessMapping } from '../../../shared/import/guess-mapping.ts';
import { checkRows } from '../../../shared/import/row-check.ts';
import type { OpenedSheet } from '../../../shared/ipc/imports.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { earlierRowsWarning } from './earlier-rows.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { ImportStart } from './ImportStart.tsx';
import { sampleSheet } from './import-sample.ts';

afterEach(cleanup);

const noChoices = { domains: [], campaigns: [], channels: [] };

describe('the import screen before a file is chosen', () => {
  it('lists every column Linkdesk reads, and offers the dialog and the sample file', async () => {
    const user = userEvent.setup();
    const choose = vi.fn();
    const sample = vi.fn();
    render(
      <ImportStart
        busy={false}
        disabled={false}
        onChoose={choose}
        onDrop={() => undefined}
        onSaveSample={sample}
      />,
    );
    const columns = screen.getByRole('region', { name: 'Columns Linkdesk reads' });
    const names = within(columns)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(names).toEqual([
      'Long URL required',
      'Alias',
      'Title',
      'Domain',
      'Campaign',
      'Channel',
      'Expiry',
      'Password',
    ]);
    await user.click(screen.getByRole('button', { name: 'Choose file…' }));
    await user.click(screen.getByRole('button', { name: 'Save a sample file' }));
    expect(choose).toHaveBeenCalledTimes(1);
    expect(sample).toHaveBeenCalledTimes(1);
  });

  it('writes a sample whose every row is ready to import, its columns guessed from its headers', () => {
    const lines = sampleSheet(new Date(2026, 3, 1))
      .trim()
      .split('\r\n');
    const [header, ...rows] = lines.map((line) => line.split(','));
    const mapping = guessMapping(header!, rows);
    expect(Object.keys(mapping).sort()).toEqual(
      ['url', 'alias', 'title', 'domain', 'campaign', 'channel', 'expiry', 'password'].sort(),
    );
    const checks = checkRows(rows, mapping, noChoices, new Date(2026, 3, 1));
    expect(checks.map((check) => check.ok)).toEqual([true, true, true]);
  });
});

const sheetOf = (rows: string[][]): OpenedSheet => ({
  token: 'sheet-1',
  fileName: 'Spring.csv',
  format: 'csv',
  header: ['Destination', 'Slug'],
  rows,
  headerRowNumber: 1,
});

describe('the preview of a chosen file', () => {
  // jsdom lays nothing out: the rows' scroll area gets the height a window would give it, or no row is drawn.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('import-rows-scroller') ? 800 : 0;
      },
    });
  });
  // jsdom keeps its own on Element's prototype, which shows again once this one goes.
  afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
  const summary = () =>
    screen.getAllByRole('status').find((element) => element.textContent?.includes('rows ready'))!;
  const longUrlRow = [
    'shop.example.com/autumn/hats-and-scarves/with-a-rather-long-path?utm_source=newsletter',
    'hats',
  ];

  it('shows each problem whole, with the address it quotes', () => {
    const main = new FakeMain();
    const account = main.seedAccount({ name: 'Work' });
    main.answer('estimateImport', { perMinute: 30, seconds: 60 });
    main.answer('findEarlierImports', { rows: [], withAlias: 0, imports: [] });
    renderWithMain(
      <ImportPreview
        sheet={sheetOf([longUrlRow])}
        guess={{ url: 0, alias: 1 }}
        account={account}
        choices={noChoices}
        onStarted={() => undefined}
        onDiscard={() => undefined}
      />,
      main,
    );
    const table = screen.getByRole('table', { name: 'Rows of Spring.csv' });
    const verdict = checkRows([longUrlRow], { url: 0, alias: 1 }, noChoices, new Date())[0]!;
    if (verdict.ok) throw new Error('The row should have a problem.');
    expect(verdict.problems[0]!.message).toContain(longUrlRow[0]);
    expect(within(table).getByText(verdict.problems[0]!.message, { exact: false })).toBeTruthy();
  });

  it('warns of rows an earlier import made, and leaves them out when asked', async () => {
    const main = new FakeMain();
    const account = main.seedAccount({ name: 'Work' });
    main.answer('estimateImport', { perMinute: 30, seconds: 60 });
    main.answer('findEarlierImports', {
      rows: [0, 1],
      withAlias: 2,
      imports: [{ fileName: 'Spring.csv', createdAt: new Date(2025, 10, 27, 9, 30).getTime() }],
    });
    main.answer('startImport', {} as never);
    const rows = [
      ['https://example.com/a', 'spring-a'],
      ['https://example.com/b', 'spring-b'],
      ['https://example.com/c', 'spring-c'],
    ];
    const { user } = renderWithMain(
      <ImportPreview
        sheet={sheetOf(rows)}
        guess={{ url: 0, alias: 1 }}
        account={account}
        choices={noChoices}
        onStarted={() => undefined}
        onDiscard={() => undefined}
      />,
      main,
    );
    const notice = await screen.findByRole('region', { name: 'Rows already imported' });
    expect(notice.textContent).toMatch(
      /^2 rows of this file were already imported to Work on .*2025.*\. Sent again, they would be refused as duplicates\./,
    );
    expect(main.sent('findEarlierImports')).toEqual([
      { accountId: account.id, token: 'sheet-1', urlColumn: 0, aliasColumn: 1 },
    ]);
    const table = screen.getByRole('table', { name: 'Rows of Spring.csv' });
    expect(within(table).getAllByText(/^Ready, but already imported on /)).toHaveLength(2);
    await user.click(within(notice).getByRole('button', { name: 'Skip these 2 rows' }));
    expect(within(table).getAllByText(/^Already imported on .*: skipped$/)).toHaveLength(2);
    expect(summary().textContent).toMatch(/^1 of 3 rows ready, 2 already imported \(skipped\)\./);
    await user.click(screen.getByRole('button', { name: 'Import 1 link to Work' }));
    const [started] = main.sent('startImport') as {
      rows: { row: number }[];
      skipped: { row: number; message: string }[];
    }[];
    expect(started!.rows.map((row) => row.row)).toEqual([2]);
    expect(started!.skipped.map((row) => row.row)).toEqual([0, 1]);
    expect(started!.skipped[0]!.message).toMatch(/^Already imported on .*: skipped$/);
  });
});

describe('the warning about rows already imported, in words', () => {
  const at = new Date(2025, 10, 27, 9, 30).getTime();
  const now = new Date(2025, 11, 2);
  const earlier = (rows: number, withAlias: number) => ({
    rows: Array.from({ length: rows }, (_, row) => row),
    withAlias,
    imports: [{ fileName: 'Spring.csv', createdAt: at }],
  });

  it('says what sending them again would do: refused where they have an alias, made twice where not', () => {
    expect(earlierRowsWarning(earlier(1, 0), 'Work', now)).toMatch(
      /^1 row of this file was already imported to Work on .+\. Sending it again would make a second short link to the same address\.$/,
    );
    expect(earlierRowsWarning(earlier(3, 1), 'Work', now)).toMatch(
      /Sent again, the 1 with an alias would be refused as duplicates, and the 2 without one would make second short links\.$/,
    );
  });
});
