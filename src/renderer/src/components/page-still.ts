/** How many modals are open now; nested ones count too. */
let openModals = 0;

/**
 * Keeps the page behind an open modal from scrolling (`.has-modal` on the root, components.css), until every
 * modal that asked has let go. A class rather than a `:root:has(.dialog[open])` rule: that rule made the
 * browser restyle the root for every element added anywhere, each row of a scrolled list included.
 */
export function holdPageStill(): () => void {
  if (openModals++ === 0) document.documentElement.classList.add('has-modal');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--openModals === 0) document.documentElement.classList.remove('has-modal');
  };
}
