import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli } from '../support/cli.ts';
import { ApiClient, tempDir } from '../support/sandbox.ts';

describe('durability', () => {
  const data = tempDir();
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('loses no acknowledged write when the process is killed with SIGKILL mid-stream', async () => {
    const first = await startCli([
      '--port',
      '0',
      '--data',
      data,
      '--seed',
      'empty',
      '--rate-limit',
      '0',
      '--quiet',
    ]);
    const alex = first.info.accounts.find((a) => a.username === 'alex')!;
    const client = new ApiClient(first.info.url, alex.apiKey);

    const acknowledged: { id: number; tag: string }[] = [];
    let sent = 0;
    let refused = 0;
    let killed = false;
    // Twelve writers in parallel, each writing until a request of its own fails: the process is killed
    // while many of their requests are in flight, and every writer sees the connection die.
    const writer = async () => {
      for (;;) {
        const tag = `RDT-${String(sent++).padStart(6, '0')}`;
        try {
          const reply = await client.post('/api/pixel/add', { type: 'reddit', name: 'burst', tag });
          if (reply.status === 200) acknowledged.push({ id: reply.body.id, tag });
        } catch {
          // The connection died with the process: this write was never acknowledged.
          refused++;
          return;
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, writer));
    if (!killed) first.child.kill('SIGKILL');
    expect(killed).toBe(true);
    expect(await first.exited).toBe('SIGKILL');
    expect(refused).toBe(12);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const second = await startCli(['--port', '0', '--data', data, '--rate-limit', '0', '--quiet']);
    try {
      const list = await new ApiClient(second.info.url, alex.apiKey).get('/api/pixels?limit=1000');
      const stored = new Map<number, string>(
        list.body.data.pixels.map((p: { id: number; tag: string }) => [p.id, p.tag]),
      );
      for (const write of acknowledged) expect(stored.get(write.id)).toBe(write.tag);
      // Nothing half-written: every stored row is a whole pixel from this burst.
      expect([...stored.values()].every((tag) => /^RDT-\d{6}$/.test(tag))).toBe(true);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });
});
