/**
 * Which columns a grid of a given width shows, and how their tracks are written. Columns share the width:
 * flexible tracks grow by their fractions from a minimum, and when the minimums do not fit, the columns the
 * screen marked as droppable go first (lowest `dropOrder` first), so the grid never needs to scroll sideways.
 */

/** A flexible track without a stated minimum may shrink to this many rem. */
const FLEXIBLE_MIN_REM = 6;

export interface Track {
  /** The narrowest the track can be, in pixels. */
  min: number;
  /** Its share of the room left over (`fr`), or 0 for a track of fixed size. */
  fraction: number;
}

/** Reads a CSS grid track as screens write them: `8rem`, `40px`, `2fr`, `minmax(10rem, 2fr)`. */
export function parseTrack(track: string, remPx: number): Track {
  const length = (value: string): number | null => {
    const match = /^([\d.]+)(rem|px)$/.exec(value.trim());
    if (!match) return null;
    return Number(match[1]) * (match[2] === 'rem' ? remPx : 1);
  };
  const fraction = (value: string): number | null => {
    const match = /^([\d.]+)fr$/.exec(value.trim());
    return match ? Number(match[1]) : null;
  };
  const minmax = /^minmax\(([^,]+),([^)]+)\)$/.exec(track.trim());
  if (minmax) {
    const min = length(minmax[1]!) ?? 0;
    const grow = fraction(minmax[2]!);
    return grow === null ? { min: length(minmax[2]!) ?? min, fraction: 0 } : { min, fraction: grow };
  }
  const fixed = length(track);
  if (fixed !== null) return { min: fixed, fraction: 0 };
  return { min: FLEXIBLE_MIN_REM * remPx, fraction: fraction(track) ?? 1 };
}

export interface FitColumn {
  /** The column's CSS grid track. */
  track: string;
  /** Hidden when the grid is too narrow, lowest first; undefined: always shown. */
  dropOrder?: number;
}

export interface Fit {
  /** Indexes of the columns shown, in their order. */
  shown: number[];
  /** The columns' tracks (only those shown), each flexible one with its minimum written out. */
  tracks: string[];
}

/**
 * `fixedBefore` and `fixedAfter` are the tracks around the columns (the checkbox, the actions); `width` is
 * the room the tracks share once the row's padding is taken off, `gap` the space between two tracks. A width
 * of 0 (not laid out yet) shows every column.
 */
export function fitColumns(
  columns: readonly FitColumn[],
  options: { width: number; gap: number; remPx: number; fixedBefore: string[]; fixedAfter: string[] },
): Fit {
  const { width, gap, remPx } = options;
  const parsed = columns.map((column) => parseTrack(column.track, remPx));
  const fixed = [...options.fixedBefore, ...options.fixedAfter].map((track) => parseTrack(track, remPx).min);
  const shown = new Set(columns.map((_, index) => index));
  const needed = () => {
    const tracks = fixed.length + shown.size;
    const columnsMin = [...shown].reduce((sum, index) => sum + parsed[index]!.min, 0);
    return fixed.reduce((sum, min) => sum + min, 0) + columnsMin + gap * Math.max(0, tracks - 1);
  };
  const droppable = columns
    .map((column, index) => ({ index, order: column.dropOrder }))
    .filter((entry): entry is { index: number; order: number } => entry.order !== undefined)
    .sort((a, b) => a.order - b.order);
  if (width > 0) {
    for (const { index } of droppable) {
      if (needed() <= width) break;
      shown.delete(index);
    }
  }
  // Still too narrow with every droppable column gone: flexible columns may shrink below their minimum
  // (their text is cut with an ellipsis) rather than push the row's buttons out of sight.
  const squeeze = width > 0 && needed() > width;
  const indexes = [...shown].sort((a, b) => a - b);
  const tracks = indexes.map((index) => {
    const { min, fraction } = parsed[index]!;
    if (fraction === 0) return columns[index]!.track;
    return `minmax(${squeeze ? 0 : Math.round(min)}px, ${fraction}fr)`;
  });
  return { shown: indexes, tracks };
}
