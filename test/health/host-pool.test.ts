import { describe, expect, it } from 'vitest';
import { runByHost } from '../../src/main/health/host-pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('jobs by host', () => {
  it('runs one job per host at a time, a few hosts at once, and answers in the jobs’ order', async () => {
    const running = new Map<string, number>();
    let hostsNow = 0;
    let mostHosts = 0;
    let mostOnOneHost = 0;
    const jobs = Array.from({ length: 60 }, (_, index) => {
      const host = `site-${index % 10}.test`;
      return {
        host: index % 2 ? host.toUpperCase() : host,
        run: async () => {
          const now = (running.get(host) ?? 0) + 1;
          running.set(host, now);
          if (now === 1) hostsNow++;
          mostOnOneHost = Math.max(mostOnOneHost, now);
          mostHosts = Math.max(mostHosts, hostsNow);
          await tick();
          running.set(host, now - 1);
          if (now === 1) hostsNow--;
          return index;
        },
      };
    });
    const results = await runByHost(jobs, { hostsAtOnce: 4 });
    expect(results).toEqual(jobs.map((_, index) => index));
    expect(mostOnOneHost).toBe(1);
    expect(mostHosts).toBe(4);
  });

  it('takes no new job once stopped, and leaves those not run undefined', async () => {
    let ran = 0;
    const jobs = Array.from({ length: 10 }, () => ({
      host: 'one.test',
      run: async () => {
        ran++;
        await tick();
        return true;
      },
    }));
    const results = await runByHost(jobs, { hostsAtOnce: 2, stopped: () => ran >= 3 });
    expect(ran).toBe(3);
    expect(results.filter((result) => result === undefined)).toHaveLength(7);
  });
});
