// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import { chooseOption, optionTexts } from '../testing/controls.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { dialogRecorder, field } from '../testing/form-dialog.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import type { PixelAddition, PixelChanges } from './pixel-form.ts';
import { PixelFormDialog } from './PixelFormDialog.tsx';

beforeAll(installDialogStandIns);
afterEach(cleanup);

function renderAdd(revision: Revision | null, answers: Result<unknown>[] = []) {
  const r = dialogRecorder<PixelAddition>(answers);
  const view = renderWithMain(<PixelFormDialog mode="add" revision={revision} {...r} />, new FakeMain());
  return { r, ...view };
}

describe('the new-pixel form', () => {
  it('offers TikTok on the current revision only', async () => {
    const current = renderAdd('current');
    expect(await optionTexts(current.user, 'Provider')).toContain('TikTok');
    cleanup();
    const legacy = renderAdd('legacy');
    const offered = await optionTexts(legacy.user, 'Provider');
    expect(offered).not.toContain('TikTok');
    expect(offered).toHaveLength(12);
  });

  it('shows the chosen provider’s tag format beside the tag', async () => {
    const { user } = renderAdd('current');
    expect(screen.getByText(/A container id such as GTM-AB12CD/)).toBeTruthy();
    await chooseOption(user, 'Provider', 'Facebook');
    expect(screen.getByText('The numeric pixel id, 3 to 20 digits.')).toBeTruthy();
  });

  it('checks the tag against the provider before sending, keeping every value', async () => {
    const { r, user } = renderAdd('current');
    await chooseOption(user, 'Provider', 'Facebook');
    await user.type(field('Name'), 'Shop pixel');
    await user.type(field('Tag'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create pixel' }));

    expect(await screen.findByText('Tag is not a valid Facebook pixel ID: 3 to 20 digits.')).toBeTruthy();
    expect(r.sent).toEqual([]);
    expect(field('Name').value).toBe('Shop pixel');
    expect(field('Tag').value).toBe('abc');
  });

  it('sends a valid pixel and shows a duplicate tag the installation refuses beside the tag', async () => {
    const { r, user } = renderAdd('current', [
      {
        ok: false,
        error: {
          code: 'conflict',
          message: 'tag: you already have a fbpixel pixel with the tag "1234567".',
          field: 'tag',
        },
      },
    ]);
    await chooseOption(user, 'Provider', 'Facebook');
    await user.type(field('Name'), 'Shop pixel');
    await user.type(field('Tag'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Create pixel' }));

    expect(
      await screen.findByText('Tag you already have a fbpixel pixel with the tag "1234567".'),
    ).toBeTruthy();
    expect(r.sent).toEqual([{ type: 'fbpixel', name: 'Shop pixel', tag: '1234567' }]);
    expect(field('Tag').value).toBe('1234567');
    expect(r.events).toEqual({ saved: 0, closed: 0 });

    await user.clear(field('Tag'));
    await user.type(field('Tag'), '7654321');
    await user.click(screen.getByRole('button', { name: 'Create pixel' }));
    await waitFor(() => expect(r.events).toEqual({ saved: 1, closed: 1 }));
  });
});

describe('the edit-pixel form', () => {
  const pixel = {
    id: 9,
    type: 'gtmpixel' as const,
    name: 'Site tags',
    tag: 'GTM-AB12CD',
    date: '2025-01-01 00:00:00',
  };

  it('shows the provider read-only and sends the name and tag, checked against the stored provider', async () => {
    const r = dialogRecorder<PixelChanges>([{ ok: true, value: { message: 'Pixel has been updated.' } }]);
    const { user } = renderWithMain(<PixelFormDialog mode="edit" pixel={pixel} {...r} />, new FakeMain());
    expect(screen.queryByLabelText('Provider', { exact: true })).toBeNull();
    expect(screen.getByText('Google Tag Manager')).toBeTruthy();
    expect(field('Tag').value).toBe('GTM-AB12CD');

    await user.clear(field('Tag'));
    await user.type(field('Tag'), 'AB12CD');
    await user.click(screen.getByRole('button', { name: 'Save pixel' }));
    expect(
      await screen.findByText(
        'Tag is not a valid Google Tag Manager container ID: at least 5 characters, with “GTM” in it.',
      ),
    ).toBeTruthy();
    expect(r.sent).toEqual([]);

    await user.clear(field('Tag'));
    await user.type(field('Tag'), 'GTM-XY98ZW');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'All tags');
    await user.click(screen.getByRole('button', { name: 'Save pixel' }));
    await waitFor(() => expect(r.events).toEqual({ saved: 1, closed: 1 }));
    expect(r.sent).toEqual([{ name: 'All tags', tag: 'GTM-XY98ZW' }]);
  });
});
