/**
 * Room for the names beside a bar chart's bars ("United Kingdom", "duckduckgo.com"): as wide as the longest
 * name needs, within a share of the chart, so that names are never clipped by the chart's edge nor wrapped
 * into the bars; a name longer than that share is cut with an ellipsis (the chart's table has it whole).
 */

const ELLIPSIS = '…';
/** Between a name and its bar. */
const TICK_GAP_PX = 8;
/** The names never take more of the chart than this: the bars need room to be compared. */
const MAX_SHARE = 0.45;
const MIN_PX = 40;

/** How wide the names' axis is, in pixels, for a chart `chartWidth` wide. */
export function namesAxisWidth(
  names: string[],
  chartWidth: number,
  measure: (text: string) => number,
): number {
  const widest = Math.max(0, ...names.map(measure));
  // Rounded up: a name measured to fit must still fit in the whole pixels the axis gets.
  return Math.ceil(Math.max(MIN_PX, Math.min(widest + TICK_GAP_PX, chartWidth * MAX_SHARE)));
}

/** The name whole when it fits `width`, else cut at its end with an ellipsis; the whole name when unmeasured. */
export function fitName(name: string, width: number, measure: (text: string) => number): string {
  const room = width - TICK_GAP_PX;
  if (measure(name) <= room) return name;
  const characters = [...name];
  // The longest start whose cut fits: widths grow with what is kept, so halve the range.
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cut(characters, middle)) <= room) low = middle;
    else high = middle - 1;
  }
  return cut(characters, low);
}

function cut(characters: string[], keep: number): string {
  return `${characters.slice(0, keep).join('').trimEnd()}${ELLIPSIS}`;
}
