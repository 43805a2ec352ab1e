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
