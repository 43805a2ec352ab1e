import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from './window-options.ts';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the window was when it last closed. */
export interface WindowState {
  bounds: Bounds;
  maximized: boolean;
}

/** The part of an Electron `Display` placement looks at: the area not taken by task bars, docks and menus. */
export interface Display {
  workArea: Bounds;
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

function overlap(a: Bounds, b: Bounds): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** A size that fits the area: never larger than it, and not below the window's minimum unless the area is. */
function fit(size: { width: number; height: number }, area: Bounds) {
  return {
    width: Math.round(clamp(size.width, Math.min(MIN_WINDOW_SIZE.width, area.width), area.width)),
    height: Math.round(clamp(size.height, Math.min(MIN_WINDOW_SIZE.height, area.height), area.height)),
  };
}

function centred(size: { width: number; height: number }, area: Bounds): Bounds {
  const { width, height } = fit(size, area);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where to open the window so that all of it is on a screen. The remembered bounds are kept when they still fit;
 * a window partly off-screen is pulled onto the display it mostly was on (and shrunk if that display became
 * smaller); a window whose display is gone opens centred on the primary display. Nothing remembered: the
 * default size, centred.
 */
export function placeWindow(
  saved: WindowState | null,
  displays: readonly Display[],
  primary: Display,
): WindowState {
  if (!saved) return { bounds: centred(DEFAULT_WINDOW_SIZE, primary.workArea), maximized: false };
  let best: Display | null = null;
  let bestOverlap = 0;
  for (const display of displays) {
    const shared = overlap(saved.bounds, display.workArea);
    if (shared > bestOverlap) [best, bestOverlap] = [display, shared];
  }
  if (!best) return { bounds: centred(saved.bounds, primary.workArea), maximized: saved.maximized };
  const area = best.workArea;
  const { width, height } = fit(saved.bounds, area);
  return {
    bounds: {
      x: Math.round(clamp(saved.bounds.x, area.x, area.x + area.width - width)),
      y: Math.round(clamp(saved.bounds.y, area.y, area.y + area.height - height)),
      width,
      height,
    },
    maximized: saved.maximized,
  };
}
