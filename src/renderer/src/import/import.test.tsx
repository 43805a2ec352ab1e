// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../testing/controls.ts';
import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { durationText } from './duration.ts';
import { ImportJobCard } from './ImportJobCard.tsx';
import { MappingFields } from './MappingFields.tsx';

afterEach(cleanup);

/** The card's sentence of counts, whose parts are coloured spans. */
const jobLine = () =>
  screen.getByText((_, element) => element?.classList.contains('import-job-line') ?? false);

describe('how long an import takes, in words', () => {
  it('rounds to what a person plans with', () => {
    expect(durationText(20)).toBe('under a minute');
    expect(durationText(12 * 60 + 20)).toBe('about 12 min');
    expect(durationText(Math.ceil(5_000 / 30) * 60)).toBe('about 2 h 47 min');
    expect(durationText(3 * 86_400 + 4 * 3_600)).toBe('about 3 days 4 h');
  });
});

describe('the column mapping', () => {
  it('moves a column to the field it is chosen for, so one cell never fills two fields', async () => {
    const user = userEvent.setup();
    let mapping: ColumnMapping = { url: 0, alias: 1 };
    const { rerender } = render(
      <MappingFields
        header={['Destination', 'Slug']}
        mapping={mapping}
        onChange={(next) => (mapping = next)}
      />,
    );
    await chooseOption(user, 'Title', 'B: Slug');
    expect(mapping).toEqual({ url: 0, title: 1 });
    rerender(
      <MappingFields
        header={['Destination', 'Slug']}
        mapping={mapping}
        onChange={(next) => (mapping = next)}
      />,
    );
    await chooseOption(user, 'Title', 'Not in the sheet');
    expect(mapping).toEqual({ url: 0 });
  });
});

const summaryWith = (changes: Partial<ImportSummary>): ImportSummary => ({
  importId: '6f1c3c44-5a4e-4d55-a5e8-7c1f1b0b2a10',
  accountId: 'a',
  fileName: 'spring.csv',
  state: 'running',
  message: null,
  createdAt: 0,
  total: 5_000,
  counts: { pending: 4_680, sending: 0, created: 300, failed: 2, skipped: 18 },
  etaSeconds: 9_360,
  installation: 'https://links.example.com',
  username: 'alex',
  passwordsLeftOut: false,
  questions: [],
  unanswered: 0,
  ...changes,
});

describe('an import in the list', () => {
  it('says how far it is and how long is left, and pauses when asked', async () => {
    const main = new FakeMain();
    main.answer('pauseImport', summaryWith({ state: 'paused' }));
    const { user } = renderWithMain(
      <ImportJobCard summary={summaryWith({})} accountName="Work" onRemoved={() => undefined} />,
      main,
    );
    expect(jobLine().textContent).toBe(
      '300 of 4,982 links made on Work, 2 refused, 18 rows not sent (problems). 4,680 left: about 2 h 36 min.',
    );
    expect(screen.queryByRole('button', { name: 'Remove from list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(main.sent('pauseImport')).toEqual([{ importId: summaryWith({}).importId }]);
  });

  it('offers Resume with the reason it stopped by itself', () => {
    const main = new FakeMain();
    renderWithMain(
      <ImportJobCard
        summary={summaryWith({ state: 'paused', message: 'The installation could not be reached.' })}
        accountName="Work"
        onRemoved={() => undefined}
      />,
      main,
    );
    expect(screen.getByText('The installation could not be reached.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByText(/4,680 not sent yet/)).toBeTruthy();
  });

  it('offers the same user’s account to go on with once its own was removed, or says to add it again', async () => {
    const main = new FakeMain();
    const again = main.seedAccount({ name: 'Alex again', username: 'alex' });
    main.answer('reattachImport', summaryWith({ state: 'paused', accountId: again.id }));
    main.answer('resumeImport', summaryWith({ state: 'running', accountId: again.id }));
    const stranded = summaryWith({
      state: 'paused',
      message: 'The account of this import is no longer in Linkdesk.',
    });
    const { user } = renderWithMain(
      <ImportJobCard
        summary={stranded}
        accountName="a removed account"
        accountGone
        continueWith={[again]}
        onRemoved={() => undefined}
      />,
      main,
    );
    // Resume would only pause again: the way on is another account.
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue with Alex again' }));
    expect(main.sent('reattachImport')).toEqual([{ importId: stranded.importId, accountId: again.id }]);
    expect(main.sent('resumeImport')).toEqual([{ importId: stranded.importId }]);

    cleanup();
    renderWithMain(
      <ImportJobCard
        summary={stranded}
        accountName="a removed account"
        accountGone
        onRemoved={() => undefined}
      />,
      new FakeMain(),
    );
    // Said once, naming the user: not main's general words and the advice besides.
    expect(screen.getByText(/no longer in Linkdesk/).textContent).toBe(
      'The account of this import is no longer in Linkdesk. Add alex’s account on https://links.example.com again to continue.',
    );
  });

  it('asks whether a link it cannot prove is a row’s, and sends the answer', async () => {
    const main = new FakeMain();
    main.answer('decideImportRow', summaryWith({ state: 'paused' }));
    const asking = summaryWith({
      state: 'paused',
      counts: { pending: 0, sending: 1, created: 4_973, failed: 2, skipped: 18 },
      questions: [{ row: 0, rowNumber: 2, shortUrl: 'https://links.example.com/mjWu7y' }],
      unanswered: 1,
    });
    const { user } = renderWithMain(
      <ImportJobCard summary={asking} accountName="Work" onRemoved={() => undefined} />,
      main,
    );
    expect(screen.getByText(/^Row 2 may have been made already as/).textContent).toContain(
      'https://links.example.com/mjWu7y',
    );
    // The row was sent: it waits for the answer, and Resume would only stop at the same question.
    expect(jobLine().textContent).toBe(
      '4,973 of 4,982 links made on Work, 2 refused, 18 rows not sent (problems). 1 waiting for your answer.',
    );
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make it again' }));
    await user.click(screen.getByRole('button', { name: 'It is mine' }));
    expect(main.sent('decideImportRow')).toEqual([
      { importId: asking.importId, row: 0, mine: false },
      { importId: asking.importId, row: 0, mine: true },
    ]);
  });

  it('counts every row waiting for an answer, not only those it shows, and offers no Resume for them', () => {
    // Main names the first 20 of the 25 rows waiting; nothing is left to send.
    const asking = summaryWith({
      state: 'paused',
      counts: { pending: 0, sending: 25, created: 4_955, failed: 2, skipped: 18 },
      questions: Array.from({ length: 20 }, (_, row) => ({
        row,
        rowNumber: row + 2,
        shortUrl: `https://links.example.com/q${row}`,
      })),
      unanswered: 25,
    });
    renderWithMain(
      <ImportJobCard summary={asking} accountName="Work" onRemoved={() => undefined} />,
      new FakeMain(),
    );
    expect(jobLine().textContent).toBe(
      '4,955 of 4,982 links made on Work, 2 refused, 18 rows not sent (problems). 25 waiting for your answer.',
    );
    expect(screen.getByText(/more after these/).textContent).toBe('And 5 more after these.');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('shows a finished import with refusals as such, opens its links, and confirms an export in a toast', async () => {
    const main = new FakeMain();
    main.answer('exportImport', { saved: true });
    const viewLinks = vi.fn();
    const finished = summaryWith({
      state: 'done',
      counts: { pending: 0, sending: 0, created: 4_980, failed: 2, skipped: 18 },
    });
    const { user, store } = renderWithMain(
      <ImportJobCard
        summary={finished}
        accountName="Work"
        onRemoved={() => undefined}
        onViewLinks={viewLinks}
      />,
      main,
    );
    // Not a neutral "Done": the refusals are in the badge and in colour in the sentence.
    expect(screen.getByText('Done, some refused')).toBeTruthy();
    expect(screen.getByText(', 2 refused').className).toBe('import-count-refused');
    expect(screen.getByRole('progressbar', { name: 'Rows handled' }).getAttribute('aria-valuenow')).toBe(
      '5000',
    );
    await user.click(screen.getByRole('button', { name: 'View imported links' }));
    expect(viewLinks).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Export with short URLs' }));
    await vi.waitFor(() =>
      expect(store.getState().toasts.map((toast) => toast.message)).toEqual([
        'Exported “spring.csv” with its short URLs.',
      ]),
    );
  });

  it('says the export leaves the passwords out', () => {
    renderWithMain(
      <ImportJobCard
        summary={summaryWith({ passwordsLeftOut: true })}
        accountName="Work"
        onRemoved={() => undefined}
      />,
      new FakeMain(),
    );
    expect(screen.getByText(/the export leaves the password column empty/)).toBeTruthy();
  });
});
