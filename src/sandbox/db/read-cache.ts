/**
 * Answers of read statements, kept until the data they came from may have changed. The owner clears it on
 * every write of its own; `sync` is told the database's `data_version`, which changes when another
 * connection commits (tests and tools may write the file directly), and drops everything when it moved.
 * Cached rows are frozen: callers share them.
 */
export class ReadCache {
  readonly #entries = new Map<string, unknown>();
  readonly #maxEntries: number;
  #dataVersion = -1;

  constructor(maxEntries = 2000) {
    this.#maxEntries = maxEntries;
  }

  sync(dataVersion: number): void {
    if (dataVersion !== this.#dataVersion) {
      this.#entries.clear();
      this.#dataVersion = dataVersion;
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  /** The cached answer of `sql` with `params`, computing and keeping it when absent. */
  read<T>(sql: string, params: readonly unknown[], compute: () => T): T {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const value = deepFreeze(compute());
    // A simple bound: a sandbox's working set is small, so starting over beats bookkeeping for LRU.
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, value);
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (Array.isArray(value)) value.forEach(deepFreeze);
  if (value !== null && typeof value === 'object') Object.freeze(value);
  return value;
}
