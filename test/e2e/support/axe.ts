import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Which rules a pass runs. The dark theme changes colour variables and nothing else (`styles/theme.css`), so on
 * a page already checked in the light theme only the contrast rule can answer differently: `colours` runs it
 * alone, a fifth of a whole run's time.
 */
export type AxePass = 'all' | 'colours';

/** axe's serious and critical violations on the page as it is now, in the colour scheme it shows now. */
export async function axeProblems(page: Page, screen: string, pass: AxePass = 'all'): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (pass === 'colours') builder.withRules(['color-contrast']);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${screen}: ${violation.id} [${violation.impact}] ${violation.help} at ${where}`;
    });
}

/**
 * Runs axe on the page as it is now, in the light theme and for contrast in the dark one (the app follows the OS),
 * and fails with every serious or critical violation listed: rule, what it asks for, and where.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    problems.push(
      ...(await axeProblems(page, `${screen} (${colorScheme})`, colorScheme === 'dark' ? 'colours' : 'all')),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `axe found serious or critical problems on ${screen}`).toEqual([]);
}
