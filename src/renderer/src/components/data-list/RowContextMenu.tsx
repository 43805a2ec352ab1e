import * as ContextMenu from '@radix-ui/react-context-menu';
import { Fragment, useEffect, useRef, type ReactElement } from 'react';
import { rowIconClass } from '../primitives/row-icons.ts';
import { actionsOf } from './row-actions.ts';
import type { RowAction } from './types.ts';

interface RowContextMenuProps<T> {
  actions: readonly RowAction<T>[];
  /** The row the menu was opened on; null while it is closed. */
  item: T | null;
  /** The row's name, heading the menu: "alias-1". */
  title: string;
  /** Opened from the keyboard: the first item takes focus, as in a native menu. */
  fromKeyboard: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the menu closes without it having gone elsewhere: the row. */
  onReturnFocus: () => void;
  /** The rows' container: a right click inside it opens the menu (DataGrid says on which row). */
  children: ReactElement;
}

/**
 * Every action of a row, on right click or from the keyboard (the context-menu key, Shift+F10). Non-modal:
 * a modal menu would lock scrolling by injecting a style element, which the window's policy forbids.
 */
export function RowContextMenu<T>(props: RowContextMenuProps<T>) {
  const { actions, item, title } = props;
  const content = useRef<HTMLDivElement>(null);
  const offered = item === null ? [] : actionsOf(actions, item);
  const firstDanger = offered.findIndex((action) => action.tone === 'danger');

  // Radix focuses the menu itself as it opens; from the keyboard, the first item is where a person expects
  // to be, as in a native menu. This runs after the menu's own effects, so it has the last word.
  useEffect(() => {
    if (props.fromKeyboard && item !== null) {
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    }
  }, [props.fromKeyboard, item]);
  return (
    <ContextMenu.Root modal={false} onOpenChange={props.onOpenChange}>
      <ContextMenu.Trigger asChild>{props.children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          ref={content}
          className="menu"
          aria-label={`Actions for ${title}`}
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            // Focus that moved on (a click elsewhere, a dialog an action opened) stays where it went.
            if (!active || active === document.body || content.current?.contains(active))
              props.onReturnFocus();
          }}
        >
          <ContextMenu.Label className="menu-label">{title}</ContextMenu.Label>
          {item === null
            ? null
            : offered.map((action, index) => {
                return (
                  <Fragment key={action.id}>
                    {index === firstDanger && index > 0 ? (
                      <ContextMenu.Separator className="menu-separator" />
                    ) : null}
                    <ContextMenu.Item
                      className={`menu-item${action.tone === 'danger' ? ' menu-item-danger' : ''}`}
                      onSelect={() => action.run(item)}
                    >
                      <span className={rowIconClass(action.icon)} aria-hidden="true" />
                      {action.label}
                    </ContextMenu.Item>
                  </Fragment>
                );
              })}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
