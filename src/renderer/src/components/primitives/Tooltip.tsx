import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useState, type ReactElement, type ReactNode } from 'react';
import './primitives.css';

/** Tooltips shown within this long of each other open at once, as moving along a toolbar expects. */
export const SKIP_DELAY_MS = 300;
export const OPEN_DELAY_MS = 500;

/** Shares the open delay between the tooltips inside it; every part that shows tooltips sits in one. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={OPEN_DELAY_MS} skipDelayDuration={SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

interface TooltipProps {
  /** What the tooltip says: the control's short name ("Edit"), the whole of a cut text. */
  text: string;
  /** The one element it describes; it must take a ref and pass on the props it is given (a button, a span). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Never shown, e.g. while the text it would repeat is on screen (a sidebar that shows its labels). */
  disabled?: boolean;
}

/**
 * A tooltip on hover and on keyboard focus (Radix), drawn in a portal so a grid cell's clipping cannot cut
 * it. Its position is set through the CSSOM, which the window's style policy allows; it injects no style
 * element.
 */
export function Tooltip({ text, children, side = 'top', disabled = false }: TooltipProps) {
  // Held here rather than by Radix, so that turning it off never switches Radix between modes.
  const [open, setOpen] = useState(false);
  return (
    // A request to open while turned off is not kept: it would show the moment the tooltip is turned on (a
    // sidebar collapsing would show the tooltips of every area visited meanwhile).
    <RadixTooltip.Root open={open && !disabled} onOpenChange={(next) => setOpen(next && !disabled)}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {text}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
