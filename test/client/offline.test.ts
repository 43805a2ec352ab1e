import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';

/** What a person sees through the real handlers when their installation goes away mid-session. */
describe('the client when the installation stops answering', () => {
  let h: ClientHarness;
  let alex: string;

  beforeAll(async () => {
    h = await startClientHarness({ profile: 'deployed', revision: 'current' });
    alex = h.accounts.alex;
  });
  afterAll(() => h.close());

  it('answers reads from the last good answers, marked stale with their time, and refuses writes', async () => {
    const fresh = valueOf(await h.api.listPixels({ accountId: alex }));
    const profile = valueOf(await h.api.getProfile({ accountId: alex }));
    expect(fresh.stale).toBeNull();
    const before = Date.now();

    await h.sandbox.close();

    const pixels = valueOf(await h.api.listPixels({ accountId: alex }));
    expect(pixels.data).toEqual(fresh.data);
    expect(pixels.stale).toMatchObject({ reason: { code: 'network' } });
    expect(Date.parse(pixels.stale!.savedAt)).toBeLessThanOrEqual(before);
    expect(valueOf(await h.api.getProfile({ accountId: alex })).data).toEqual(profile.data);

    // A read that was never answered has nothing to fall back on.
    const never = await h.api.listDomains({ accountId: alex, page: 3, limit: 2 });
    expect(never).toMatchObject({ ok: false, error: { code: 'network' } });

    // Nothing is queued behind the person's back: the write fails now, and says nothing was changed.
    const write = await h.api.addDomain({ accountId: alex, domain: 'https://offline.example.test' });
    expect(write).toMatchObject({ ok: false, error: { code: 'network' } });
    if (!write.ok) {
      expect(write.error.outcomeUnknown).toBeUndefined();
      expect(write.error.message).toMatch(/not|nothing/i);
    }
  });
});
