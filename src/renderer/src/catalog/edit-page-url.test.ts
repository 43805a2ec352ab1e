import { describe, expect, it } from 'vitest';
import { editPageUrl } from './edit-page-url.ts';

describe('the installation page that edits a catalog item', () => {
  it('is under the account base URL, for splash pages and overlays', () => {
    const account = { kind: 'remote', baseUrl: 'https://links.example.com' } as const;
    expect(editPageUrl(account, 'splash', 7)).toBe('https://links.example.com/user/splash/7/edit');
    expect(editPageUrl(account, 'overlay', 12)).toBe('https://links.example.com/user/overlay/12/edit');
  });

  it('keeps a base URL with a path and drops its trailing slash', () => {
    const account = { kind: 'remote', baseUrl: 'https://example.com/links/' } as const;
    expect(editPageUrl(account, 'splash', 1)).toBe('https://example.com/links/user/splash/1/edit');
  });

  it('does not exist for the built-in sandbox, which serves no editing pages', () => {
    expect(editPageUrl({ kind: 'sandbox', baseUrl: 'Built-in sandbox' }, 'overlay', 3)).toBeNull();
  });
});
