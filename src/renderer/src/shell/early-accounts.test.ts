import { describe, expect, it } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { withEarlyAccounts } from './early-accounts.ts';

describe('the accounts asked for before the window renders', () => {
  it('answer the first request for the accounts, and only the first', async () => {
    const main = new FakeMain();
    main.seedAccount();
    const early = main.api.listAccounts({});
    expect(main.sent('listAccounts')).toHaveLength(1);
    const api = withEarlyAccounts(main.api, early);

    expect(await api.listAccounts({})).toEqual(await early);
    expect(main.sent('listAccounts')).toHaveLength(1);
    // Later requests (after an account was added) ask main again.
    await api.listAccounts({});
    expect(main.sent('listAccounts')).toHaveLength(2);
  });

  it('leave the api as it is outside Linkdesk, where nothing was asked early', async () => {
    const main = new FakeMain();
    const api = withEarlyAccounts(main.api, null);
    await api.listAccounts({});
    expect(main.sent('listAccounts')).toHaveLength(1);
  });
});
