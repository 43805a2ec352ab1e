import './row-icons.css';

/** The icons a row's actions can show, by their Lucide names; row-icons.css draws each. */
export type RowIconName =
  | 'copy'
  | 'pencil'
  | 'panel-right'
  | 'trash-2'
  | 'info'
  | 'external-link'
  | 'folder-input'
  | 'log-in'
  | 'key-round'
  | 'wallet-cards'
  | 'printer';

/** The classes that draw `name` in the element's `::before`, in its text colour. */
export function rowIconClass(name: RowIconName): string {
  return `row-icon row-icon-${name}`;
}
