import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs axe on the page as it is now, in the light and the dark theme (the app follows the OS), and fails with
 * every serious or critical violation listed: rule, what it asks for, and where.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      problems.push(
        `${screen} (${colorScheme}): ${violation.id} [${violation.impact}] ${violation.help} at ${where}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `axe found serious or critical problems on ${screen}`).toEqual([]);
}
