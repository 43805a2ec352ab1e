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
 * The screen as it looks at both sizes in the light and the dark theme, saved under
 * test-results/screenshots/<folder> for a person to look at, and checked with axe in each of the four (in the
 * dark theme for contrast only: see AxePass). The pointer is moved out of the way first, so no tooltip covers
 * the picture.
 */
export async function screenshotsChecked(page: Page, folder: string, name: string): Promise<void> {
  const dir = join('test-results', 'screenshots', folder);
  await mkdir(dir, { recursive: true });
  const problems: string[] = [];
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.mouse.move(size.width - 1, size.height - 1, { steps: 4 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: join(dir, `${name}-${size.width}x${size.height}-${colorScheme}.png`) });
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
