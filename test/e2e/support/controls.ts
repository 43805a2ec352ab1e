import type { Locator } from 'playwright-core';

/**
 * The app's own controls (react-aria-components) in place of native ones: a select is a button and a listbox,
 * a date a group of typed segments. These drive them as a person would, by what is on screen.
 */

/** The field whose visible label is exactly `label`, within `scope`. */
function fieldLabelled(scope: Locator, label: string, kind: 'select-field' | 'datetime-field'): Locator {
  return scope.locator(`.${kind}`).filter({
    has: scope.page().locator('.field-label, .visually-hidden').getByText(label, { exact: true }),
  });
}

/** The button of the select labelled `label`. */
export function selectButton(scope: Locator, label: string): Locator {
  return fieldLabelled(scope, label, 'select-field').getByRole('button').first();
}

/** What the select labelled `label` shows as chosen. */
export async function chosenOption(scope: Locator, label: string): Promise<string> {
  return ((await selectButton(scope, label).locator('.select-value').textContent()) ?? '').trim();
}

/** Opens the select labelled `label` and chooses the option named `option` (its visible text). */
export async function chooseOption(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await selectButton(scope, label).click();
  const list = scope.page().getByRole('listbox');
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await list.waitFor({ state: 'detached' });
}

/** The options the select labelled `label` offers, in order; the list is closed again after reading. */
export async function optionsOf(scope: Locator, label: string): Promise<string[]> {
  await selectButton(scope, label).click();
  const list = scope.page().getByRole('listbox');
  const names = (await list.getByRole('option').allTextContents()).map((text) => text.trim());
  await scope.page().keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  return names;
}

const SEGMENT_PARTS: Record<string, (parts: string[]) => string> = {
  year: ([year]) => year!,
  month: ([, month]) => month!,
  day: ([, , day]) => day!,
  hour: ([, , , hour]) => String(Number(hour) % 12 === 0 ? 12 : Number(hour) % 12),
  minute: ([, , , , minute]) => minute!,
  dayPeriod: ([, , , hour]) => (Number(hour) < 12 ? 'AM' : 'PM'),
};

/**
 * Types a `2031-03-05T10:30` moment into the date field labelled `label`, segment by segment in whatever order
 * the locale puts them (24-hour locales have no day period; the hour is then typed as it is).
 */
export async function fillDateTime(scope: Locator, label: string, value: string): Promise<void> {
  const parts = value.split(/[-T:]/);
  const segments = fieldLabelled(scope, label, 'datetime-field').getByRole('spinbutton');
  const twelveHour =
    (await fieldLabelled(scope, label, 'datetime-field').locator('[data-type="dayPeriod"]').count()) > 0;
  for (const segment of await segments.all()) {
    const type = (await segment.getAttribute('data-type')) ?? '';
    const text = type === 'hour' && !twelveHour ? parts[3]! : SEGMENT_PARTS[type]?.(parts);
    if (text === undefined) continue;
    await segment.focus();
    await segment.press('Backspace');
    await segment.pressSequentially(text);
  }
}

/** The segments of the date field labelled `label` as they read, or '' when it is empty. */
export async function dateTimeText(scope: Locator, label: string): Promise<string> {
  const field = fieldLabelled(scope, label, 'datetime-field');
  if ((await field.locator('[data-type][data-placeholder]').count()) > 0) return '';
  return ((await field.locator('.datetime-input').textContent()) ?? '').replace(/\u2066|\u2069/g, '').trim();
}
