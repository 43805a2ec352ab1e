/**
 * Loads items a few places ahead of the one asked for, so that waiting for main and the installation (a
 * design, an installation's image) overlaps with drawing and decoding the codes before. Items are asked for in
 * order, each once; at most `ahead` more than the current one are loading or loaded at a time. `load` must not
 * reject: it answers failures as values.
 */
export function lookahead<T, L>(
  items: readonly T[],
  load: (item: T) => Promise<L>,
  ahead: number,
): (index: number) => Promise<L> {
  const started = new Map<number, Promise<L>>();
  return (index) => {
    const last = Math.min(items.length - 1, index + ahead);
    for (let next = index; next <= last; next++) {
      if (!started.has(next)) started.set(next, load(items[next]!));
    }
    const loading = started.get(index)!;
    started.delete(index);
    return loading;
  };
}
