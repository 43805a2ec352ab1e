import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeProblems } from './axe.ts';

/** The smallest window worth designing for, and the app's usual one. */
export const SHOT_SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

/**
 * Whether the pictures are written: only when a person asks (`LINKDESK_SCREENSHOTS=1`), since nobody looks at a
 * routine run's, and writing them took a tenth of the end-to-end files' time. The checks run either way.
 */
const SAVE_SHOTS = process.env.LINKDESK_SCREENSHOTS === '1';

/**
 * The screen as it looks at both sizes in the light and the dark theme, checked with axe in each of the four (in
 * the dark theme for contrast only: see AxePass) and, when asked, saved under test-results/screenshots/<folder>
 * for a person to look at. The pointer is moved out of the way first, so no tooltip covers the picture.
 */
export async function screenshotsChecked(page: Page, folder: string, name: string): Promise<void> {
  const dir = join('test-results', 'screenshots', folder);
  if (SAVE_SHOTS) await mkdir(dir, { recursive: true });
  const problems: string[] = [];
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.mouse.move(size.width - 1, size.height - 1, { steps: 4 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      if (SAVE_SHOTS) {
        await page.screenshot({ path: join(dir, `${name}-${size.width}x${size.height}-${colorScheme}.png`) });
      }
      problems.push(
        ...(await axeProblems(
          page,
          `${name} in ${colorScheme} at ${size.width}×${size.height}`,
          colorScheme === 'dark' ? 'colours' : 'all',
        )),
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `axe found serious or critical problems on ${name}`).toEqual([]);
}
