import type { Page } from 'playwright-core';

/**
 * A script for the page before its own scripts: marks the frame in which the grid first says it holds `rows`
 * rows (`benchMarks.seen`), the latest end of a bridge response before that moment (the list's answer,
 * `benchMarks.arrived`), and two frames on (`benchMarks.painted`). `helpers` are functions' sources, set on the
 * window under their names, for the benchmark to call later (the page's policy refuses eval).
 */
export function watchForRows(rows: number, ipcPath: string, helpers: Record<string, string>): string {
  const installed = Object.entries(helpers)
    .map(([name, source]) => `window.${name} = ${source};`)
    .join('\n  ');
  return `(() => {
  ${installed}
  const marks = {};
  window.benchMarks = marks;
  new MutationObserver(() => {
    if (marks.seen !== undefined) return;
    const grid = document.querySelector('[role="grid"][aria-rowcount="${rows + 1}"]');
    if (!grid || !grid.querySelector('[role="row"][aria-rowindex="2"]')) return;
    marks.seen = performance.now();
    const answers = performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes(${JSON.stringify(ipcPath)}) && entry.responseEnd <= marks.seen);
    marks.arrived = Math.max(...answers.map((entry) => entry.responseEnd));
    requestAnimationFrame(() => requestAnimationFrame(() => (marks.painted = performance.now())));
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-rowcount'] });
})();`;
}

/** Waits for the marks `watchForRows` sets, and answers the first paint's: when the answer arrived, when painted. */
export async function listPainted(page: Page): Promise<{ arrived: number; painted: number }> {
  // A function, not a source string: the page's policy refuses eval, and this code has no DOM types.
  const handle = await page.waitForFunction(
    () => {
      const marks = (globalThis as unknown as { benchMarks: { painted?: number } }).benchMarks;
      return marks.painted !== undefined && marks;
    },
    undefined,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as { arrived: number; painted: number };
}
