import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';

/**
 * A modal `<dialog>` sits in the browser's top layer and makes the rest of the page inert, so a select's
 * listbox or a calendar drawn in `document.body` would open behind it and take no clicks. Popovers are put
 * inside the dialog that holds the focused control instead (the one that opened them), and in the body
 * everywhere else.
 */
function overlayContainer(): HTMLElement {
  const active = document.activeElement;
  return active?.closest<HTMLElement>('dialog[open]') ?? document.body;
}

export function OverlayContainer({ children }: { children: ReactNode }) {
  return <UNSAFE_PortalProvider getContainer={overlayContainer}>{children}</UNSAFE_PortalProvider>;
}
