// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { EXPIRY_PRESETS, pickerValueOf, presetText, textOfPickerValue } from './datetime-value.ts';
import { SelectField } from './SelectField.tsx';

afterEach(cleanup);

interface Fields {
  provider: string;
  starred: boolean;
  expiry: string;
}

/** A small form using all three controls, reporting what it would send and letting a test reset it. */
function Harness({ onSend, initial }: { onSend: (values: Fields) => void; initial: Fields }) {
  const form = useForm<Fields>({ defaultValues: initial });
  return (
    <form onSubmit={form.handleSubmit(onSend)}>
      <SelectField label="Provider" registration={form.register('provider')} control={form.control}>
        <option value="">None</option>
        <option value="facebook">Facebook</option>
        <option value="linkedin">LinkedIn</option>
      </SelectField>
      <CheckboxField label="Starred" registration={form.register('starred')} control={form.control} />
      <DateTimeField
        label="Expires"
        registration={form.register('expiry')}
        control={form.control}
        presets={EXPIRY_PRESETS}
      />
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset({ provider: 'linkedin', starred: true, expiry: '' })}>
        Reset
      </button>
    </form>
  );
}

describe('the app’s own controls', () => {
  it('send what was chosen, and show what a reset puts back', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <Harness onSend={onSend} initial={{ provider: '', starred: false, expiry: '2030-01-02T03:04' }} />,
    );

    const select = screen.getByRole('button', { name: /Provider/ });
    expect(select.textContent).toContain('None');
    await user.click(select);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'LinkedIn' }));
    expect(screen.getByRole('button', { name: /Provider/ }).textContent).toContain('LinkedIn');

    await user.click(screen.getByRole('checkbox', { name: 'Starred' }));
    expect((screen.getByRole('checkbox', { name: 'Starred' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear expires' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend.mock.calls[0]![0]).toEqual({ provider: 'linkedin', starred: true, expiry: '' });

    await user.click(screen.getByRole('button', { name: 'In a week' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sentExpiry = (onSend.mock.calls[1]![0] as Fields).expiry;
    expect(sentExpiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const days = (new Date(sentExpiry).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: /Provider/ }).textContent).toContain('LinkedIn');
    expect((screen.getByRole('checkbox', { name: 'Starred' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear expires' })).toBeNull();
  });

  it('shows a value typed in the form’s text as date segments', () => {
    render(
      <Harness
        onSend={() => {}}
        initial={{ provider: 'facebook', starred: false, expiry: '2030-01-02T15:04' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Expires' });
    const segments = within(group)
      .getAllByRole('spinbutton')
      .map((segment) => segment.textContent);
    expect(segments).toEqual(expect.arrayContaining(['2030', '04']));
  });
});

describe('datetime values', () => {
  it('turns form text into picker values and back, to the minute', () => {
    expect(textOfPickerValue(pickerValueOf('2031-03-05T10:30'))).toBe('2031-03-05T10:30');
    expect(pickerValueOf('')).toBeNull();
    expect(pickerValueOf('not a date')).toBeNull();
    expect(textOfPickerValue(null)).toBe('');
  });

  it('puts a preset that many days after now, at the same minute', () => {
    expect(presetText({ label: 'In a week', days: 7 }, new Date(2030, 0, 30, 9, 5))).toBe('2030-02-06T09:05');
  });
});
