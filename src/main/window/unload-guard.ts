/**
 * The question main asks when the window's page refuses to unload. The page refuses (its `beforeunload` is
 * cancelled) while a form has unsaved changes; Electron then shows nothing and simply keeps the window, so
 * closing it (or quitting) would do nothing at all without this question.
 */
export interface UnloadQuestion {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  /** The button Enter presses. */
  defaultId: number;
  /** The answer when the box is dismissed (Escape, its close button). */
  cancelId: number;
  /** Plain buttons on Windows, not command links. */
  noLink: true;
}

/** Shows `question` modally and answers the index of the button pressed, like `dialog.showMessageBoxSync`. */
export type AskUnload = (question: UnloadQuestion) => number;

const KEEP_EDITING = 0;
const DISCARD = 1;

export const UNLOAD_QUESTION: UnloadQuestion = {
  type: 'question',
  title: 'Unsaved changes',
  message: 'Discard your unsaved changes?',
  detail: 'You have changes in Linkdesk that are not saved yet. If you close the window now, they are lost.',
  // Keep editing first and the default: it loses nothing, and so does dismissing the box.
  buttons: ['Keep editing', 'Discard'],
  defaultId: KEEP_EDITING,
  cancelId: KEEP_EDITING,
  noLink: true,
};

/** Whether the page may unload after all: only when the person chose Discard. */
export function unloadAllowed(ask: AskUnload): boolean {
  return ask(UNLOAD_QUESTION) === DISCARD;
}

/** The part of Electron's `WebContents` the guard uses. */
export interface UnloadGuardedContents {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
}

/**
 * Asks before a page with unsaved changes goes (the window closes, the app quits, a reload). In Electron's
 * `will-prevent-unload`, calling `preventDefault` overrides the page's refusal: Discard lets the close go on;
 * Keep editing leaves the refusal in place, the window stays as it was and `onKept` hears of it (a quit that
 * was under way is called off).
 */
export function guardUnload(
  contents: UnloadGuardedContents,
  ask: AskUnload,
  onKept: () => void = () => undefined,
): void {
  contents.on('will-prevent-unload', (event) => {
    if (unloadAllowed(ask)) event.preventDefault();
    else onKept();
  });
}
