import './row-icons.css';

/** The icons a row's actions can show, by their Lucide names; row-icons.css draws each. */
export const ROW_ICON_NAMES = ['copy', 'pencil', 'panel-right', 'trash-2', 'info', 'external-link'] as const;

export type RowIconName = (typeof ROW_ICON_NAMES)[number];

/** The classes that draw `name` in the element's `::before`, in its text colour. */
export function rowIconClass(name: RowIconName): string {
  return `row-icon row-icon-${name}`;
}
