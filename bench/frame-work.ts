/** One event of a Chromium trace, as far as this reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The trace categories `frameWork` needs. */
export const FRAME_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/**
 * The renderer's main-thread work in each animation frame of a Chromium trace, in ms: for every `AnimationFrame`
 * span, the time its tasks ran (script, style, layout, paint), idle time left out. A frame gap can be long
 * because the compositor waited (during a native drag Chromium paces frames itself); this is what the page
 * cost. The page's main thread is the renderer main thread that ran the most. With `during`, only the frames
 * within the stretches between the page's marks of those names count, or (`which: 'at end'`) the frames in
 * which a stretch's closing mark falls.
 */
export function frameWork(
  trace: Buffer,
  during?: { start: string; end: string },
  which: 'within' | 'at end' = 'within',
): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The stretches between the page's `performance.mark(start)` and `performance.mark(end)`, when asked for.
  const stretches: [number, number][] = [];
  let opened: number | null = null;
  for (const event of events
    .filter((each) => each.name === during?.start || each.name === during?.end)
    .sort((a, b) => a.ts - b.ts)) {
    if (event.name === during?.start) opened = event.ts;
    else if (opened !== null) {
      stretches.push([opened, event.ts]);
      opened = null;
    }
  }
  // Within: frames that end before the closing mark (a drag in progress). At end: the frame the closing mark
  // falls in (the drop's).
  const counted = (from: number, to: number) =>
    !during ||
    stretches.some(([start, end]) =>
      which === 'within' ? to > start && to <= end : from <= end && to > end,
    );
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busy = (pid: number, tid: number) =>
    events
      .filter(
        (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
      )
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!main) return [];
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event));
  const frames: number[] = [];
  let begun: number | null = null;
  for (const event of events.filter((each) => each.name === 'AnimationFrame' && onMain(each))) {
    if (event.ph === 'b') begun = event.ts;
    else if (event.ph === 'e' && begun !== null) {
      const [from, to] = [begun, event.ts];
      let work = 0;
      for (const task of tasks) {
        const end = task.ts + (task.dur ?? 0);
        if (end > from && task.ts < to) work += Math.min(end, to) - Math.max(task.ts, from);
      }
      if (counted(from, to)) frames.push(work / 1000);
      begun = null;
    }
  }
  return frames;
}

/**
 * The renderer's main-thread work within each stretch between the page's marks `start` and `end`, in ms: the
 * time its tasks ran (script, style, layout, paint), the waits for the display's next frame left out. A
 * keystroke's stretch runs from its input event to the end of the frame that shows it.
 */
export function stretchWork(trace: Buffer, during: { start: string; end: string }): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (pid: number, tid: number) =>
    events.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
    );
  const busy = (pid: number, tid: number) =>
    tasksOf(pid, tid).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!main) return [];
  const tasks = tasksOf(main.pid, main.tid);
  const marks = events
    .filter((event) => event.name === during.start || event.name === during.end)
    .sort((a, b) => a.ts - b.ts);
  const work: number[] = [];
  let opened: number | null = null;
  for (const mark of marks) {
    if (mark.name === during.start) opened = mark.ts;
    else if (opened !== null) {
      const [from, to] = [opened, mark.ts];
      let sum = 0;
      for (const task of tasks) {
        const end = task.ts + (task.dur ?? 0);
        if (end > from && task.ts < to) sum += Math.min(end, to) - Math.max(task.ts, from);
      }
      work.push(sum / 1000);
      opened = null;
    }
  }
  return work;
}
