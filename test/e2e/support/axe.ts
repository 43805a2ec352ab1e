import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe's serious and critical violations on the page as it is now, in the colour scheme it shows now. */
export async function axeProblems(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${screen}: ${violation.id} [${violation.impact}] ${violation.help} at ${where}`;
    });
}

/**
 * Runs axe on the page as it is now, in the light and the dark theme (the app follows the OS), and fails with
 * every serious or critical violation listed: rule, what it asks for, and where.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    problems.push(...(await axeProblems(page, `${screen} (${colorScheme})`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `axe found serious or critical problems on ${screen}`).toEqual([]);
}
