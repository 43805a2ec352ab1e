import RefreshCw from 'lucide-react/icons/refresh-cw';
import X from 'lucide-react/icons/x';
import { useRef, type ReactNode } from 'react';
import { IconButton } from '../primitives/IconButton.tsx';
import { TooltipProvider } from '../primitives/Tooltip.tsx';

interface DetailPaneProps {
  /** The item's name, the pane's heading. */
  title: string;
  /** A line under the heading (a short URL, a type). */
  subtitle?: ReactNode;
  /** The item's actions, under the heading. */
  actions?: ReactNode;
  /** Asks the installation again for what the pane shows (it may show what the window remembers). */
  onRefresh?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Back to the list's row in the tab order, so the arrow keys go on from where the person was. */
function focusListRow(pane: HTMLElement | null) {
  pane?.parentElement?.querySelector<HTMLElement>('.data-grid-item[tabindex="0"]')?.focus();
}

/**
 * One item's details beside its list: heading, actions, then its sections, scrolling on its own. Esc inside
 * it or its close button hides it and puts the focus back on the list.
 */
export function DetailPane({ title, subtitle, actions, onRefresh, onClose, children }: DetailPaneProps) {
  const pane = useRef<HTMLElement>(null);
  const close = () => {
    focusListRow(pane.current);
    onClose();
  };
  return (
    <TooltipProvider>
      <aside
        ref={pane}
        className="detail-pane"
        aria-label={`Details of ${title}`}
        onKeyDown={(event) => {
          // A menu, a select or a field's own Esc comes first: only an Esc nobody used closes the pane.
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.stopPropagation();
            close();
          }
        }}
      >
        <header className="detail-pane-head">
          <div className="detail-pane-titles">
            <h2 className="detail-pane-title" title={title}>
              {title}
            </h2>
            {subtitle ? (
              <div
                className="detail-pane-subtitle"
                title={typeof subtitle === 'string' ? subtitle : undefined}
              >
                {subtitle}
              </div>
            ) : null}
          </div>
          {onRefresh ? (
            <IconButton
              icon={RefreshCw}
              label={`Refresh the details of ${title}`}
              tooltip="Refresh"
              onClick={onRefresh}
            />
          ) : null}
          <IconButton
            icon={X}
            label={`Close the details of ${title}`}
            tooltip="Close (Esc)"
            onClick={close}
          />
        </header>
        {actions ? <div className="detail-pane-actions">{actions}</div> : null}
        {/* Focusable, so that keyboard users can scroll details that hold no control of their own. */}
        <div className="detail-pane-body" tabIndex={0} role="region" aria-label={`About ${title}`}>
          {children}
        </div>
      </aside>
    </TooltipProvider>
  );
}
