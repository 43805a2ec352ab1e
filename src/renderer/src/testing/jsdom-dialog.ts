/**
 * jsdom has `<dialog>` but not `showModal`/`close`. These stand-ins only toggle `open`, which is what makes
 * the dialog visible to queries; the real top layer, inertness and Escape come from Chromium in the
 * end-to-end tests.
 */
export function installDialogStandIns(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
