import { describe, expect, it } from 'vitest';
import { batchCodeOfQrRow } from './batch-code.ts';
import { loadCode } from './load-code.ts';
import { batchTools, design, qrRow } from './testing-batch.ts';

describe('loading what a code needs from main', () => {
  const code = batchCodeOfQrRow(qrRow(3, 'Made there', 'made-there'));

  it('fetches a code made elsewhere’s image with it, and nothing for a code drawn here', async () => {
    const elsewhere = new Map([['https://sho.rt/qr/made-there', 'Hello']]);
    const loaded = await loadCode(code, batchTools(new Map(), elsewhere));
    expect(loaded).toMatchObject({ ok: true, value: { svg: '<svg data-content="Hello"/>' } });

    const drawn = await loadCode(code, batchTools(new Map([[3, design()]])));
    expect(drawn).toMatchObject({ ok: true, value: { svg: null, resolved: { source: { kind: 'design' } } } });
  });

  it('answers a failure rather than throwing', async () => {
    expect(await loadCode(code, batchTools(new Map()))).toEqual({
      ok: false,
      error: { code: 'network', message: 'The installation did not answer.' },
    });
    const broken = { ...batchTools(new Map()), design: () => Promise.reject(new Error('main went away')) };
    expect(await loadCode(code, broken)).toEqual({
      ok: false,
      error: { code: 'internal', message: 'main went away' },
    });
  });
});
