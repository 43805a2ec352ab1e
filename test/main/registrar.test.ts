import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { APP_URL, createTestIpc } from '../support/ipc.ts';

describe('IPC registrar', () => {
  const setUp = () => {
    const log = { error: vi.fn() };
    const ipc = createTestIpc(log);
    const calls: unknown[] = [];
    ipc.registrar.handle('accounts:rename', async (request) => {
      calls.push(request);
      if (request.name === 'boom') throw new Error('secret internals');
      if (request.name === 'known') throw new AppError('conflict', 'Taken.', { field: 'name' });
      return { id: request.id, name: request.name } as never;
    });
    return { ...ipc, log, calls };
  };
  const id = '7d3a1f4e-2b7c-4c1e-9a55-3c2b1a0f9e8d';

  it('runs the handler for the app’s main frame with a valid request', async () => {
    const { host, calls } = setUp();
    expect(await host.send('accounts:rename', { id, name: ' Ops ' })).toEqual({
      ok: true,
      value: { id, name: 'Ops' },
    });
    expect(calls).toEqual([{ id, name: 'Ops' }]);
  });

  it('refuses messages from an iframe or from a page that is not the app, before the handler', async () => {
    const { host, calls } = setUp();
    const fromFrame = await host.send('accounts:rename', { id, name: 'x' }, { url: APP_URL, isMain: false });
    const fromElsewhere = await host.send(
      'accounts:rename',
      { id, name: 'x' },
      { url: 'https://evil.example/', isMain: true },
    );
    for (const reply of [fromFrame, fromElsewhere])
      expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(calls).toEqual([]);
  });

  it('refuses a request its schema does not accept, naming the field', async () => {
    const { host, calls } = setUp();
    expect(await host.send('accounts:rename', { id: 'nope', name: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'validation', field: 'id' },
    });
    expect(await host.send('accounts:rename', 'not an object')).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(calls).toEqual([]);
  });

  it('turns errors into results: known ones as they are, unexpected ones without their internals', async () => {
    const { host, log } = setUp();
    expect(await host.send('accounts:rename', { id, name: 'known' })).toEqual({
      ok: false,
      error: { code: 'conflict', message: 'Taken.', field: 'name' },
    });
    const unexpected = await host.send('accounts:rename', { id, name: 'boom' });
    expect(unexpected).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(unexpected)).not.toContain('secret internals');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('refuses a second handler for the same channel', () => {
    const { registrar } = setUp();
    expect(() => registrar.handle('accounts:rename', async () => ({}) as never)).toThrow(
      /has a handler already/,
    );
  });
});
