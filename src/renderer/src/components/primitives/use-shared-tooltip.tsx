import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { OPEN_DELAY_MS, SKIP_DELAY_MS } from './Tooltip.tsx';

/** The attribute a control inside the container carries to get the shared tooltip: its short name. */
export const SHARED_TOOLTIP = 'data-tooltip';

const SELECTOR = `[${SHARED_TOOLTIP}]`;

const withTooltip = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null;

/**
 * One tooltip for every control inside `container` that has a `data-tooltip`, instead of one per control:
 * a list's rows bring four icon buttons each, and a tooltip apiece made every row that scrolled into view
 * cost as much as the rest of the row. Shown on hover after the same delay as the other tooltips (at once
 * when moving from one to the next) and on keyboard focus; gone on leaving, Esc, a click or a scroll. The
 * controls keep their own accessible names; this is what the eye gets.
 */
export function useSharedTooltip(container: HTMLElement | null): ReactNode {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    elements: { reference: target },
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Floating UI's ref setter, called by React when the tooltip is put in the page.
  const setFloating = useCallback((node: HTMLElement | null) => refs.setFloating(node), [refs]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);

  useEffect(() => {
    if (!container) return;
    const element = container;
    const hide = () => {
      clearTimeout(timer.current);
      setTarget((shown) => {
        if (shown) closedAt.current = performance.now();
        return null;
      });
    };
    const showSoon = (next: HTMLElement, immediately: boolean) => {
      clearTimeout(timer.current);
      const skip = immediately || performance.now() - closedAt.current < SKIP_DELAY_MS;
      if (skip) setTarget(next);
      else timer.current = setTimeout(() => setTarget(next), OPEN_DELAY_MS);
    };
    const onOver = (event: PointerEvent) => {
      const next = withTooltip(event.target);
      if (next) showSoon(next, false);
    };
    const onOut = (event: PointerEvent) => {
      const from = withTooltip(event.target);
      if (from && !from.contains(event.relatedTarget as Node | null)) hide();
    };
    const onFocus = (event: FocusEvent) => {
      const next = withTooltip(event.target);
      if (next && next.matches(':focus-visible')) showSoon(next, true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const listeners: [string, EventListener][] = [
      ['pointerover', onOver as EventListener],
      ['pointerout', onOut as EventListener],
      ['focusin', onFocus as EventListener],
      ['focusout', hide],
      ['pointerdown', hide],
      ['keydown', onKey as EventListener],
      ['scroll', hide],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(timer.current);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [container]);

  // A control that left the page (its row scrolled away, or was deleted) takes its tooltip with it.
  const text = target?.isConnected ? target.getAttribute(SHARED_TOOLTIP) : null;
  if (!text) return null;
  return createPortal(
    <div ref={setFloating} role="tooltip" className="tooltip" style={floatingStyles}>
      {text}
    </div>,
    document.body,
  );
}
