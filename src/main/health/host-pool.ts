/**
 * Runs one job per address, politely: never two at once on the same host (a shop's server sees one visitor,
 * not a crawler), and a few hosts at a time. Jobs of one host run in the order given; the host with the most
 * left goes first, so that one big host does not end up alone at the end of a run.
 */
export interface HostPoolOptions {
  /** Hosts served at the same time. */
  hostsAtOnce: number;
  /** Stops taking new jobs (the app quits, the connection went away); jobs running finish on their own. */
  stopped?: () => boolean;
}

export interface HostJob<T> {
  host: string;
  run: () => Promise<T>;
}

/** Runs every job under the pool's rules; answers the results in the jobs' order (undefined for jobs not run). */
export async function runByHost<T>(
  jobs: readonly HostJob<T>[],
  options: HostPoolOptions,
): Promise<(T | undefined)[]> {
  const results: (T | undefined)[] = jobs.map(() => undefined);
  const byHost = new Map<string, number[]>();
  jobs.forEach((job, index) => {
    const host = job.host.toLowerCase();
    const queue = byHost.get(host);
    if (queue) queue.push(index);
    else byHost.set(host, [index]);
  });
  const hosts = [...byHost.values()].sort((a, b) => b.length - a.length);
  let next = 0;

  async function lane(): Promise<void> {
    while (next < hosts.length) {
      const queue = hosts[next++]!;
      for (const index of queue) {
        if (options.stopped?.()) return;
        results[index] = await jobs[index]!.run();
      }
    }
  }

  const lanes = Math.max(1, Math.min(options.hostsAtOnce, hosts.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
