import { useEffect } from 'react';
import { useAppState } from '../store/StoreContext.tsx';
import { isCheatSheetKey, isPaletteKey, shortcutAction } from './keys.ts';

/** Whether a modal dialog (a confirmation, a form, the cheat sheet) has the window: its keys are its own. */
export function modalDialogOpen(): boolean {
  return document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Listens for the app's keys on the whole window: Ctrl/⌘+K toggles the command palette from anywhere (even a
 * field or a form on a screen, so a person can leave a form from the keyboard) but over another dialog, where it
 * does nothing (two modals stacked, the palette's command would run behind the first), "?" shows the keyboard
 * shortcuts, and
 * the single keys run the active screen's actions, except while someone types or a dialog is open (its keys
 * belong to the dialog).
 */
export function useGlobalShortcuts(): void {
  const commands = useAppState((state) => state.screenCommands);
  const paletteOpen = useAppState((state) => state.paletteOpen);
  const setPaletteOpen = useAppState((state) => state.setPaletteOpen);
  const cheatSheetOpen = useAppState((state) => state.cheatSheetOpen);
  const setCheatSheetOpen = useAppState((state) => state.setCheatSheetOpen);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        if (paletteOpen || !modalDialogOpen()) setPaletteOpen(!paletteOpen);
        return;
      }
      if (isCheatSheetKey(event)) {
        // "?" again closes the cheat sheet; over any other dialog it is left to that dialog.
        if (cheatSheetOpen || !(paletteOpen || modalDialogOpen())) {
          event.preventDefault();
          setCheatSheetOpen(!cheatSheetOpen);
        }
        return;
      }
      const action = shortcutAction(event);
      if (!action || paletteOpen || modalDialogOpen()) return;
      const run = commands[action];
      if (!run) return;
      // Keeps "/" from being typed into the search field it has just focused.
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands, paletteOpen, setPaletteOpen, cheatSheetOpen, setCheatSheetOpen]);
}
