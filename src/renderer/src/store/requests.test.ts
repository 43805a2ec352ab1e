import { describe, expect, it } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { cancelRequest, newRequestId } from './requests.ts';

describe('request ids and cancelling', () => {
  it('makes a new id each time, within the contract’s limit', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says whether main still had the request', async () => {
    const main = new FakeMain();
    main.answer('cancelRequest', { cancelled: false });
    expect(await cancelRequest(main.api, 'done-already')).toBe(false);
    main.answer('cancelRequest', { cancelled: true });
    expect(await cancelRequest(main.api, 'in-flight')).toBe(true);
    expect(main.sent('cancelRequest')).toEqual([{ requestId: 'done-already' }, { requestId: 'in-flight' }]);
  });

  it('answers false when main could not be asked', async () => {
    const main = new FakeMain();
    main.failNext('cancelRequest', { code: 'internal', message: 'Linkdesk hit an unexpected problem.' });
    expect(await cancelRequest(main.api, 'lost')).toBe(false);
    const broken = { ...main.api, cancelRequest: () => Promise.reject(new Error('bridge gone')) };
    expect(await cancelRequest(broken, 'lost')).toBe(false);
  });
});
