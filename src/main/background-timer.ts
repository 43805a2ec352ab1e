/**
 * A timer that does not keep the process alive: for work that only matters while the app runs anyway (taking a
 * secret off the clipboard, letting a kept notification go), so a quitting app never waits for it.
 */
export function backgroundTimer(run: () => void, ms: number): ReturnType<typeof setTimeout> {
  const timer = setTimeout(run, ms);
  timer.unref?.();
  return timer;
}
