import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../../src/main/app-id.ts';

const root = new URL('../../', import.meta.url);

describe('the app id', () => {
  it('is reverse-DNS, as the Wayland portal requires of a desktop file', () => {
    expect(APP_ID).toMatch(/^[a-z][a-z0-9]*(\.[A-Za-z][A-Za-z0-9]*){2,}$/);
  });

  it('is the same for the installers, the Linux desktop file and Windows’ AppUserModelID', () => {
    const builder = readFileSync(new URL('electron-builder.yml', root), 'utf8');
    expect(/^appId: (.+)$/m.exec(builder)?.[1]).toBe(APP_ID);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      desktopName: string;
      productName: string;
    };
    expect(pkg.desktopName).toBe(`${APP_ID}.desktop`);
    // The data folder follows the product's name, so a new id moves nobody's data.
    expect(pkg.productName).toBe('Linkdesk');
  });
});
