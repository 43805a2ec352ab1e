import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The app's selects (react-aria) under Testing Library: a button named by its value and label, and a listbox
 * in a popover. These find and drive one by its visible label.
 */
export function selectButton(label: string, scope: HTMLElement = document.body): HTMLElement {
  const labelElement = within(scope)
    .getAllByText(label, { exact: true })
    .find((element) => element.tagName === 'LABEL' || element.tagName === 'SPAN');
  const field = labelElement?.closest('.select-field');
  if (!field) throw new Error(`No select labelled “${label}”`);
  return within(field as HTMLElement).getByRole('button');
}

/** What the select labelled `label` shows as chosen. */
export function chosenOption(label: string, scope?: HTMLElement): string {
  return (selectButton(label, scope).querySelector('.select-value')?.textContent ?? '').trim();
}

/** Opens the select labelled `label` and chooses the option with the visible text `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string, scope?: HTMLElement) {
  await user.click(selectButton(label, scope));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/**
 * Opens the select labelled `label` and gives its listbox. While it is open the rest of the page is hidden
 * from role queries, as from a screen reader; `closeOptions` closes it without choosing.
 */
export async function openOptions(user: UserEvent, label: string, scope?: HTMLElement): Promise<HTMLElement> {
  await user.click(selectButton(label, scope));
  return screen.getByRole('listbox');
}

/** Closes an open select's listbox as a person would, with Escape, leaving the value as it was. */
export async function closeOptions(user: UserEvent) {
  await user.keyboard('{Escape}');
  if (screen.queryByRole('listbox')) throw new Error('Escape left the select’s list open');
}

/** The visible text of each choice the select labelled `label` offers, in order: it is opened to read them and closed again. */
export async function optionTexts(user: UserEvent, label: string, scope?: HTMLElement): Promise<string[]> {
  const listbox = await openOptions(user, label, scope);
  const texts = within(listbox)
    .getAllByRole('option')
    .map((option) => (option.textContent ?? '').trim());
  await closeOptions(user);
  return texts;
}

/** Empties the date field labelled `label` with its own clear button. */
export async function clearDateTime(user: UserEvent, label: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('button', { name: `Clear ${label.toLowerCase()}` }));
}
