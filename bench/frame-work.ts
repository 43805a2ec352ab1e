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

/** The trace categories `frameWork` and `stretchWork` need. */
export const FRAME_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

const eventsOf = (trace: Buffer) =>
  (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;

/** The stretches between the page's `performance.mark(start)` and `performance.mark(end)`, in trace time. */
function markedStretches(events: TraceEvent[], during: { start: string; end: string }): [number, number][] {
  const stretches: [number, number][] = [];
  let opened: number | null = null;
  for (const event of events
    .filter((each) => each.name === during.start || each.name === during.end)
    .sort((a, b) => a.ts - b.ts)) {
    if (event.name === during.start) opened = event.ts;
    else if (opened !== null) {
      stretches.push([opened, event.ts]);
      opened = null;
    }
  }
  return stretches;
}

/**
 * The page's main thread (the renderer main thread that ran the most) and the tasks it ran; null when the
 * trace has none.
 */
function pageMainThread(events: TraceEvent[]) {
  const tasksOf = (pid: number, tid: number) =>
    events.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
    );
  const busy = (pid: number, tid: number) =>
    tasksOf(pid, tid).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!main) return null;
  return {
    onMain: (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid,
    tasks: tasksOf(main.pid, main.tid),
  };
}

/** How long the tasks ran between `from` and `to`, in ms (trace time is in microseconds). */
function workBetween(tasks: TraceEvent[], from: number, to: number): number {
  let work = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end > from && task.ts < to) work += Math.min(end, to) - Math.max(task.ts, from);
  }
  return work / 1000;
}

/**
 * The renderer's main-thread work in each animation frame of a Chromium trace, in ms: for every `AnimationFrame`
 * span, the time its tasks ran (script, style, layout, paint), idle time left out. A frame gap can be long
 * because the compositor waited (during a native drag Chromium paces frames itself); this is what the page
 * cost. With `during`, only the frames within the stretches between the page's marks of those names count, or
 * (`which: 'at end'`) the frames in which a stretch's closing mark falls.
 */
export function frameWork(
  trace: Buffer,
  during?: { start: string; end: string },
  which: 'within' | 'at end' = 'within',
): number[] {
  const events = eventsOf(trace);
  const stretches = during ? markedStretches(events, during) : [];
  // Within: frames that end before the closing mark (a drag in progress). At end: the frame the closing mark
  // falls in (the drop's).
  const counted = (from: number, to: number) =>
    !during ||
    stretches.some(([start, end]) =>
      which === 'within' ? to > start && to <= end : from <= end && to > end,
    );
  const main = pageMainThread(events);
  if (!main) return [];
  const frames: number[] = [];
  let begun: number | null = null;
  for (const event of events.filter((each) => each.name === 'AnimationFrame' && main.onMain(each))) {
    if (event.ph === 'b') begun = event.ts;
    else if (event.ph === 'e' && begun !== null) {
      if (counted(begun, event.ts)) frames.push(workBetween(main.tasks, begun, event.ts));
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
  const events = eventsOf(trace);
  const main = pageMainThread(events);
  if (!main) return [];
  return markedStretches(events, during).map(([from, to]) => workBetween(main.tasks, from, to));
}
