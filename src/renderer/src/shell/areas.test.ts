import { describe, expect, it } from 'vitest';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { AREA_GROUPS, AREAS, landingScreen } from './areas.ts';

const account = (overrides: Partial<AccountView> = {}): AccountView => ({
  id: 'a1',
  name: 'Work',
  baseUrl: 'https://links.example.com',
  kind: 'remote',
  username: 'alex',
  email: 'alex@example.com',
  status: 'pro',
  isAdmin: false,
  unreachable: {},
  revision: 'current',
  revisionCheckedAt: null,
  addedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the areas', () => {
  it('come group by group, in the order of the groups', () => {
    const order = AREA_GROUPS.map((group) => group.id);
    const groups = AREAS.map((area) => order.indexOf(area.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(groups).not.toContain(-1);
  });

  it('open a new account on its Overview, never on its password form', () => {
    expect(landingScreen(account())).toBe('overview');
  });

  it('open on the Overview whatever the key leaves out: it is Linkdesk’s own, read from this computer', () => {
    expect(landingScreen(account({ unreachable: { links: 'key' } }))).toBe('overview');
    expect(landingScreen(account({ unreachable: { links: 'key', qr: 'plan', campaigns: 'key' } }))).toBe(
      'overview',
    );
    expect(AREAS[0]).toMatchObject({ screen: 'overview', label: 'Overview', group: 'work' });
    expect(AREAS[0]!.scope).toBeUndefined();
  });
});
