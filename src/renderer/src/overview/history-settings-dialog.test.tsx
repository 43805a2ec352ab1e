// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryInterval, HistoryStatus } from '../../../shared/ipc/history.ts';
import { chosenOption, chooseOption, optionTexts } from '../testing/controls.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { field } from '../testing/form-dialog.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { HistorySettingsDialog } from './HistorySettingsDialog.tsx';
import { DAY, historyStatus, NOW } from './overview-fixtures.ts';
import { dayAndTimeWords } from './overview-words.ts';

beforeAll(installDialogStandIns);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The dialog as the Overview opens it, recording what it was told. */
function openSettings(main: FakeMain, status: HistoryStatus) {
  const told = { saved: [] as HistoryStatus[], closed: 0 };
  function Harness() {
    const [open, setOpen] = useState(true);
    return open ? (
      <HistorySettingsDialog
        api={main.api}
        status={status}
        onSaved={(next) => told.saved.push(next)}
        onClose={() => {
          told.closed += 1;
          setOpen(false);
        }}
      />
    ) : null;
  }
  return { ...renderWithMain(<Harness />, main), told };
}

function setUp(overrides: Partial<HistoryStatus> = {}) {
  const main = new FakeMain();
  const { id } = main.seedAccount();
  const status = historyStatus(id, { bytes: 2_100_000, fileBytes: 5_400_000, ...overrides });
  main.answerWith('setHistorySettings', (request) => ({
    ...status,
    settings: {
      enabled: request.enabled ?? status.settings.enabled,
      intervalMinutes:
        (request.intervalMinutes as HistoryInterval | undefined) ?? status.settings.intervalMinutes,
      milestones: request.milestones ?? status.settings.milestones,
    },
  }));
  return { main, status, accountId: id };
}

describe('the history settings', () => {
  it('say what history takes, how often, from when and how much of the rate limit', async () => {
    const { main, status } = setUp();
    const { user } = openSettings(main, status);
    const dialog = screen.getByRole('dialog', { name: 'History settings' });

    expect(field('Keep click history for this account').checked).toBe(true);
    expect(chosenOption('How often', dialog)).toBe('Every 15 minutes');
    expect(await optionTexts(user, 'How often', dialog)).toEqual([
      'Every 5 minutes',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every hour',
      'Every 3 hours',
      'Every 6 hours',
      'Every 12 hours',
      'Once a day',
    ]);
    expect(dialog.textContent).toContain('at most a quarter of the installation’s requests per minute');
    expect(dialog.textContent).toContain(`History starts${dayAndTimeWords(NOW - 20 * DAY)}`);
    expect(dialog.textContent).toContain('2.1 MB for this account (5.4 MB for every account)');
    // Milestones are opt-in: off, and their list put away.
    expect(field('Milestones').checked).toBe(false);
    expect(screen.queryByLabelText('Total 1')).toBeNull();
  });

  it('saves how often and the milestones’ totals, in order, through main', async () => {
    const { main, status, accountId } = setUp();
    const { user, told } = openSettings(main, status);
    const dialog = screen.getByRole('dialog', { name: 'History settings' });

    await chooseOption(user, 'How often', 'Once a day', dialog);
    await user.click(field('Milestones'));
    expect(field('Total 1').value).toBe('100');
    expect(field('Total 3').value).toBe('10000');
    await user.click(screen.getByRole('button', { name: 'Remove total 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a total' }));
    await user.type(field('Total 3'), '5,000');
    await user.click(field('When a link gets several times its usual clicks in an hour'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(told.closed).toBe(1));
    expect(main.sent('setHistorySettings')).toEqual([
      {
        accountId,
        enabled: true,
        intervalMinutes: 1440,
        milestones: { enabled: true, thresholds: [1000, 5000, 10_000], surges: false },
      },
    ]);
    expect(told.saved).toHaveLength(1);
    expect(told.saved[0]!.settings.intervalMinutes).toBe(1440);
  });

  it('says what is wrong with a total beside it, and sends nothing until it is right', async () => {
    const { main, status } = setUp();
    const { user } = openSettings(main, status);

    await user.click(field('Milestones'));
    await user.clear(field('Total 2'));
    await user.type(field('Total 2'), 'lots');
    await user.clear(field('Total 3'));
    await user.type(field('Total 3'), '100');
    await user.click(screen.getByRole('button', { name: 'Add a total' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Total 2 must be a whole number from 1 to 100,000,000.',
      'Total 3 is already in the list (100).',
      'Total 4 is empty: type a number, or remove it.',
    ]);
    expect(main.sent('setHistorySettings')).toEqual([]);
  });

  it('keeps what was typed when saving fails, and asks before throwing it away', async () => {
    const { main, status } = setUp();
    main.failNext('setHistorySettings', {
      code: 'internal',
      message: 'The history file could not be written.',
    });
    const { user, told } = openSettings(main, status);
    const dialog = screen.getByRole('dialog', { name: 'History settings' });

    await user.click(field('Keep click history for this account'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The history settings were not saved');
    expect(alert.textContent).toContain('The history file could not be written.');
    expect(field('Keep click history for this account').checked).toBe(false);
    expect(told.closed).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', {
      name: 'Discard your changes to the history settings?',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(told.closed).toBe(0);
    expect(field('Keep click history for this account').checked).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(told.closed).toBe(1));
    expect(main.sent('setHistorySettings')).toHaveLength(2);
    expect(main.sent('setHistorySettings')[1]).toMatchObject({ enabled: false });
  });

  it('keeps the totals of milestones put away, sending only what reads as a number', async () => {
    const { main, status } = setUp();
    const { user } = openSettings(main, status);
    await user.click(field('Milestones'));
    await user.clear(field('Total 1'));
    await user.type(field('Total 1'), 'oops');
    await user.click(field('Milestones'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(main.sent('setHistorySettings')).toHaveLength(1));
    expect(main.sent('setHistorySettings')[0]).toMatchObject({
      milestones: { enabled: false, thresholds: [1000, 10_000], surges: true },
    });
  });
});

describe('settings from the Overview', () => {
  it('close without asking when nothing changed', async () => {
    const { main, status } = setUp();
    const { user, told } = openSettings(main, status);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(told.closed).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
