import { useCallback, useEffect, useState } from 'react';

/** Below this window width the sidebar shows icons only, whatever was chosen, so the lists keep their room. */
export const NARROW_WINDOW = '(max-width: 1023px)';
const STORAGE_KEY = 'linkdesk.sidebar';

type Preference = 'expanded' | 'collapsed';

function readPreference(): Preference {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'collapsed' ? 'collapsed' : 'expanded';
  } catch {
    // Storage can be unavailable (a locked-down profile); the sidebar then starts expanded each time.
    return 'expanded';
  }
}

function matchesNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_WINDOW).matches;
}

export interface SidebarLayout {
  /** Icons only. */
  collapsed: boolean;
  /** Shown whole over the content for a moment, in a narrow window (it does not push the list aside). */
  overlay: boolean;
  toggle: () => void;
  /** Ends the overlay (after choosing an area, Escape, a click beside it). */
  dismiss: () => void;
}

/**
 * Whether the sidebar is whole or icons only. In a wide window that is the person's choice, remembered
 * between launches; in a narrow one it is icons only, and the toggle lays it whole over the content instead.
 */
export function useSidebarLayout(): SidebarLayout {
  const [preference, setPreference] = useState<Preference>(readPreference);
  const [narrow, setNarrow] = useState(matchesNarrow);
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_WINDOW);
    const update = () => {
      setNarrow(query.matches);
      setOverlay(false);
    };
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const toggle = useCallback(() => {
    if (narrow) {
      setOverlay((shown) => !shown);
      return;
    }
    setPreference((current) => {
      const next = current === 'collapsed' ? 'expanded' : 'collapsed';
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Not remembered then; the choice still holds for this window.
      }
      return next;
    });
  }, [narrow]);
  const dismiss = useCallback(() => setOverlay(false), []);

  return {
    collapsed: narrow ? !overlay : preference === 'collapsed',
    overlay: narrow && overlay,
    toggle,
    dismiss,
  };
}
