/**
 * jsdom lays nothing out, so a virtual list measures its scroll area as 0 px high and draws no rows. This
 * gives list bodies the height a window would, for component tests; it answers the function that undoes it.
 */
export function giveListsAHeight(height = 2000): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('data-grid-body') ? height : 0;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}
