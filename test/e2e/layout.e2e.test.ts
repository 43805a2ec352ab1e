import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/sandbox.ts';
import { chooseOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row, visitArea, type AreaName } from './support/list-screens.ts';
import { accountItem, firstAccountOpened, goTo, submitAddAccount } from './support/screens.ts';

const build = useAppBuild();

/** Where the screenshots go (ignored by git): one per area, size and theme, for a person to look at. */
const SHOTS = join('test-results', 'screenshots', 'layout');

/** The smallest window worth designing for, and the app's usual one. */
const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

const LIST_AREAS: AreaName[] = ['Links', 'QR codes', 'Domains', 'Pixels', 'Splash pages', 'CTA overlays'];

/** The layout facts the page reports: read in the page, since boxes only mean something there. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Layout {
  /** scrollWidth − clientWidth of the page, the main area, the grid and the grid's body. */
  overflow: { page: number; main: number; grid: number; body: number };
  viewport: { width: number; height: number };
  body: Box;
  /** Every row action's button in the rows drawn, with its row's box and what its icon is drawn with. */
  buttons: { name: string; box: Box; row: Box; icon: Icon }[];
  /** Cells that do not clip (only text cells do) yet hold more than their width: drawn over their neighbours. */
  spilling: string[];
  /** Cells taller than their row, which draws only what is inside it (data-list.css). */
  overflowingRow: string[];
}

/** How a row button's icon is drawn: its pseudo-element's text, font and width, and its glyph's width. */
interface Icon {
  content: string;
  fontFamily: string;
  width: string;
  glyphWidth: number;
}

/** The minimum of the DOM the layout probe touches, since the tests are typed without the DOM's types. */
interface Probed {
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): Box;
  querySelector(selector: string): Probed | null;
  querySelectorAll(selector: string): ArrayLike<Probed>;
  closest(selector: string): Probed | null;
  getAttribute(name: string): string | null;
  textContent: string | null;
  ownerDocument: {
    scrollingElement: Probed;
    defaultView: {
      innerWidth: number;
      innerHeight: number;
      getComputedStyle(element: Probed, pseudo?: string): Omit<Icon, 'glyphWidth'> & { overflowX: string };
    };
    createElement(tag: 'canvas'): {
      getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } | null;
    };
  };
}

async function layoutOf(grid: Locator): Promise<Layout> {
  return grid.evaluate((element) => {
    const gridElement = element as unknown as Probed;
    const document = gridElement.ownerDocument;
    const main = gridElement.closest('main')!;
    const body = gridElement.querySelectorAll('[role="rowgroup"]')[1]!;
    const box = (target: Probed) => {
      const { left, right, top, bottom } = target.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const overflow = (target: Probed) => target.scrollWidth - target.clientWidth;
    const buttons = Array.from(body.querySelectorAll('[role="row"] [role="gridcell"]:last-child button')).map(
      (button) => ({
        name: button.getAttribute('aria-label') ?? '',
        box: box(button),
        row: box(button.closest('[role="row"]')!),
        icon: (({ content, fontFamily, width }) => {
          // The glyph the pseudo-element shows, measured in the icon font: a glyph the font lacks would be drawn
          // by a fallback font at another width.
          const glyph = /^"(.)"/u.exec(content)?.[1] ?? '';
          const canvas = document.createElement('canvas').getContext('2d')!;
          canvas.font = `16px ${fontFamily}`;
          return { content, fontFamily, width, glyphWidth: glyph ? canvas.measureText(glyph).width : 0 };
        })(document.defaultView.getComputedStyle(button, '::before')),
      }),
    );
    return {
      overflow: {
        page: overflow(document.scrollingElement),
        main: overflow(main),
        grid: overflow(gridElement),
        body: overflow(body),
      },
      viewport: { width: document.defaultView.innerWidth, height: document.defaultView.innerHeight },
      body: box(body),
      buttons,
      spilling: Array.from(body.querySelectorAll('[role="gridcell"]'))
        .filter(
          (cell) =>
            document.defaultView.getComputedStyle(cell).overflowX === 'visible' &&
            cell.scrollWidth > cell.clientWidth + 1,
        )
        .map((cell) => `${cell.closest('[role="row"]')!.getAttribute('aria-rowindex')}: ${cell.textContent}`),
      overflowingRow: Array.from(body.querySelectorAll('[role="gridcell"]'))
        .filter((cell) => {
          const row = box(cell.closest('[role="row"]')!);
          const { top, bottom } = box(cell);
          return top < row.top - 0.5 || bottom > row.bottom + 0.5;
        })
        .map((cell) => `${cell.closest('[role="row"]')!.getAttribute('aria-rowindex')}: ${cell.textContent}`),
    };
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/**
 * Nothing scrolls sideways, and every action of every row in view lies inside the viewport and inside the
 * grid's scroll area: reachable without moving anything.
 */
async function expectEveryActionInReach(page: Page, area: string): Promise<number> {
  const grid = list(page, area);
  const layout = await layoutOf(grid);
  expect(layout.overflow, `${area}: nothing may scroll sideways`).toEqual({
    page: 0,
    main: 0,
    grid: 0,
    body: 0,
  });
  const viewport = { left: 0, top: 0, right: layout.viewport.width, bottom: layout.viewport.height };
  // Rows drawn beyond the scroll area's edge (overscan) are reached by scrolling down, which is fine.
  const inView = layout.buttons.filter((button) => inside(button.row, layout.body));
  expect(inView.length, `${area}: rows in view with actions`).toBeGreaterThan(0);
  const outside = inView.filter(
    (button) => !inside(button.box, layout.body) || !inside(button.box, viewport),
  );
  expect(outside.map((button) => button.name)).toEqual([]);
  expect(layout.spilling, `${area}: cells whose content runs over the next`).toEqual([]);
  expect(layout.overflowingRow, `${area}: cells cut off by their row`).toEqual([]);
  // Each button draws its icon (row-icons.css): a glyph of the Lucide font, a 16 px square, in a 16 px box.
  const withoutIcon = inView.filter(
    (button) =>
      !button.icon.fontFamily.includes('Lucide row icons') ||
      button.icon.width !== '16px' ||
      Math.abs(button.icon.glyphWidth - 16) > 0.1,
  );
  expect(withoutIcon.map((button) => `${button.name}: ${JSON.stringify(button.icon)}`)).toEqual([]);
  return inView.length;
}

/** Right click on a row opens its menu with the same actions as its buttons, inside the window. */
async function expectContextMenu(
  page: Page,
  area: string,
  shot?: { width: number; height: number },
): Promise<void> {
  const row = list(page, area).getByRole('row').nth(1);
  const names = await row
    .getByRole('gridcell')
    .last()
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const box = (await row.boundingBox())!;
  await row.click({ button: 'right', position: { x: box.width * 0.3, y: box.height / 2 } });
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  // Every button's action, in the buttons' order; the menu may hold more (those kept out of the row's buttons).
  const ofButtons = items.filter((item) => names.some((name) => name.startsWith(item)));
  expect(ofButtons).toHaveLength(names.length);
  ofButtons.forEach((item, index) => expect(names[index]!.startsWith(item)).toBe(true));
  if (area === 'Links') expect(items).toContain('Add to campaign…');
  const menuBox = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(viewport.width);
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(viewport.height);
  if (shot)
    await page.screenshot({
      path: join(SHOTS, `${area.toLowerCase()}-menu-${shot.width}x${shot.height}.png`),
    });
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** The area as it looks, in the light and the dark theme, with no tooltip or hover in the way. */
async function screenshots(page: Page, name: string, size: { width: number; height: number }) {
  // In steps, as a hand moves: a tooltip stays while the pointer may still be on its way to it.
  await page.mouse.move(size.width - 1, size.height - 1, { steps: 4 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const file = `${name.toLowerCase().replace(/\s+/g, '-')}-${size.width}x${size.height}-${colorScheme}.png`;
    await page.screenshot({ path: join(SHOTS, file) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The sidebar's width; polled, since a window's new size reaches the page's media queries a frame later. */
const sidebarWidth = async (page: Page) => (await page.getByRole('banner').boundingBox())!.width;

describe('layout at the smallest and the usual window size', () => {
  const t = useE2eApp(build, { seed: 'demo' });

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    const pro = proUser(t.sandbox);
    // A remote account, so that splash pages and overlays offer their action (the built-in sandbox has none).
    await submitAddAccount(t.page, { name: 'Office', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  for (const size of SIZES) {
    describe(`${size.width}×${size.height}`, () => {
      beforeAll(() => t.page.setViewportSize(size));

      for (const area of LIST_AREAS) {
        it(`${area}: every row action in reach without scrolling sideways, and in the row's context menu`, async () => {
          await openArea(t.page, area);
          await list(t.page, area).getByRole('row').nth(2).waitFor();
          // Taken first, so that a failure below comes with the picture of what failed.
          await screenshots(t.page, area, size);
          await expectEveryActionInReach(t.page, area);
          await expectContextMenu(t.page, area, area === 'Links' ? size : undefined);
          expect(t.pageProblems).toEqual([]);
        });
      }

      it('starts every area’s toolbar at the same height, so nothing jumps between areas', async () => {
        const tops = new Map<string, number>();
        for (const area of [...LIST_AREAS, 'Campaigns', 'Channels'] as const) {
          await visitArea(t.page, area);
          const toolbar = t.page.locator('.data-list-toolbar, .channels-toolbar').first();
          await toolbar.waitFor();
          tops.set(area, Math.round((await toolbar.boundingBox())!.y));
        }
        expect(new Set(tops.values()).size, JSON.stringify(Object.fromEntries(tops))).toBe(1);
      });

      it('Accounts: each account’s actions on one line, nothing to scroll sideways', async () => {
        await goTo(t.page, 'Accounts');
        await accountItem(t.page, 'Office').waitFor();
        if (!(await accountItem(t.page, 'Home').isVisible())) {
          // A second account, which is not the active one: its item offers every action there is.
          await submitAddAccount(t.page, { name: 'Home', baseUrl: t.sandbox.url, apiKey: t.keyOf('sam') });
          const switchBack = accountItem(t.page, 'Office').getByRole('button', {
            name: 'Switch to this account',
          });
          await switchBack.click();
          await switchBack.waitFor({ state: 'detached' });
        }
        await screenshots(t.page, 'Accounts', size);
        for (const name of ['Office', 'Home']) {
          const tops = await accountItem(t.page, name)
            .getByRole('button')
            .evaluateAll((buttons) =>
              buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
            );
          expect(tops.length).toBeGreaterThanOrEqual(name === 'Home' ? 6 : 5);
          expect(new Set(tops).size, `${name}: its buttons on one line`).toBe(1);
        }
        const overflow = await accountItem(t.page, 'Office').evaluate((element) => {
          const root = (element as unknown as Probed).ownerDocument.scrollingElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(overflow).toBe(0);
        expect(t.pageProblems).toEqual([]);
      });
    });
  }

  it('opens a row’s menu from the keyboard (Shift+F10), and the grid scrolls alone', async () => {
    await t.page.setViewportSize(SIZES[0]);
    await openArea(t.page, 'Links');
    const grid = list(t.page, 'Links');
    const firstRow = grid.getByRole('row').nth(1);
    await firstRow.waitFor();
    await firstRow.focus();
    await t.page.keyboard.press('Shift+F10');
    const menu = t.page.getByRole('menu');
    await menu.waitFor();
    // Focus moves on the frame after the menu shows or goes, which a loaded machine may draw late.
    await expect
      .poll(() =>
        menu
          .getByRole('menuitem')
          .first()
          .evaluate((item) => item.matches(':focus')),
      )
      .toBe(true);
    await t.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => firstRow.evaluate((row) => row.matches(':focus'))).toBe(true);

    // 15 rows do not fit in 600 px: the grid's body scrolls, the page does not.
    const heights = await grid.evaluate((element) => {
      const gridElement = element as unknown as Probed & { scrollHeight: number; clientHeight: number };
      const body = gridElement.querySelectorAll('[role="rowgroup"]')[1]! as unknown as typeof gridElement;
      const root = gridElement.ownerDocument.scrollingElement as unknown as typeof gridElement;
      return { body: body.scrollHeight - body.clientHeight, page: root.scrollHeight - root.clientHeight };
    });
    expect(heights.body).toBeGreaterThan(0);
    expect(heights.page).toBe(0);
    await expectAccessible(t.page, 'the links screen in a small window');
    expect(t.pageProblems).toEqual([]);
  });

  it('cuts a long URL in the middle to fit its cell, whole in its tooltip and in the accessibility tree', async () => {
    const longUrl =
      'https://www.example.com/spring/landing-pages/2026/newsletter-edition-eleven/regional-offers/europe/northern-countries/offer-for-returning-customers?utm_source=newsletter&utm_campaign=spring-sale-2026';
    const alias = `long-url-${Date.now().toString(36)}`;
    const added = await new ApiClient(t.sandbox.url, proUser(t.sandbox).apiKey).request(
      'POST',
      '/api/url/add',
      {
        url: longUrl,
        custom: alias,
      },
    );
    expect(added.status).toBe(200);
    // The smallest window, and a large one, in which there is room for the domain.
    for (const size of [SIZES[0], { width: 1920, height: 1080 }]) {
      await t.page.setViewportSize(size);
      await openArea(t.page, 'Links');
      const cut = row(t.page, 'Links', alias).locator(`[title="${longUrl}"]`);
      const shown = cut.locator('[aria-hidden="true"]');
      // Cut once the list has been still for a moment: host and path, without the query (the end is the path's,
      // "…customers"); the start and the end stay, the middle goes; with room for it, the domain is kept whole.
      const expected = size.width > 1280 ? /^www\.example\.com\/[^…]*…[^…]*ers$/ : /^www\.exa[^…]*…[^…]*ers$/;
      await expect.poll(() => shown.textContent()).toMatch(expected);
      const fit = await cut.evaluate((element) => {
        const cell = element as unknown as Probed & { firstElementChild: Probed; lastElementChild: Probed };
        return {
          overflow: cell.scrollWidth - cell.clientWidth,
          // The whole text for screen readers takes no room: the cut text starts where the cell does.
          shift: cell.lastElementChild.getBoundingClientRect().left - cell.getBoundingClientRect().left,
        };
      });
      expect(fit).toEqual({ overflow: 0, shift: 0 });
    }
    // Chromium's own accessibility tree, as a screen reader gets it: the cell is named by the whole URL, once.
    const cdp = await t.page.context().newCDPSession(t.page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    await cdp.detach();
    const cells = nodes.filter(
      (node) => node.role?.value === 'gridcell' && node.name?.value.includes('spring-sale'),
    );
    expect(cells.map((node) => node.name?.value)).toEqual([longUrl]);
    expect(t.pageProblems).toEqual([]);
  });

  it('sorts by clicks most first, says it covers one page of several, and loads them all to sort them', async () => {
    await t.page.setViewportSize(SIZES[1]);
    await openArea(t.page, 'Links');
    const grid = list(t.page, 'Links');
    await grid.getByRole('row').nth(2).waitFor();
    // Pages of 15, so that the demo's links take several.
    await chooseOption(t.page.locator('body'), 'Per page', '15');
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('16');
    const clicks = grid.getByRole('columnheader', { name: 'Clicks', exact: true });
    await clicks.getByRole('button').click();
    expect(await clicks.getAttribute('aria-sort')).toBe('descending');
    const note = t.page.getByRole('note').filter({ hasText: 'within this page only' });
    await note.waitFor();
    await screenshots(t.page, 'Links sorted on one page', SIZES[1]);
    await note.getByRole('button', { name: /^Load all \d+ to sort them$/ }).click();
    await note.waitFor({ state: 'detached' });
    await expect.poll(() => grid.getAttribute('aria-rowcount')).not.toBe('16');
    expect(await clicks.getAttribute('aria-sort')).toBe('descending');
    expect(t.pageProblems).toEqual([]);
  });

  it('narrows the sidebar to icons in a small window, and on request in a large one, remembered', async () => {
    const nav = t.page.getByRole('navigation', { name: 'Areas' });
    await t.page.setViewportSize(SIZES[0]);
    await expect.poll(() => sidebarWidth(t.page), { timeout: 5_000 }).toBeLessThan(80);
    // Icons only, every area still named.
    await nav.getByRole('link', { name: 'Domains', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Domains' }).waitFor();
    // The toggle lays the whole sidebar over the list for a moment; Escape puts it away.
    await t.page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(t.page)).toBeGreaterThan(200);
    await screenshots(t.page, 'Sidebar over the list', SIZES[0]);
    await t.page.keyboard.press('Escape');
    await expect.poll(() => sidebarWidth(t.page), { timeout: 5_000 }).toBeLessThan(80);

    await t.page.setViewportSize(SIZES[1]);
    await expect.poll(() => sidebarWidth(t.page)).toBeGreaterThan(200);
    await t.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebarWidth(t.page), { timeout: 5_000 }).toBeLessThan(80);
    await t.page.reload();
    await t.page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await expect.poll(() => sidebarWidth(t.page), { timeout: 5_000 }).toBeLessThan(80);
    await nav.getByRole('link', { name: 'Links', exact: true }).click();
    await list(t.page, 'Links').getByRole('row').nth(2).waitFor();
    await expectEveryActionInReach(t.page, 'Links');
    await screenshots(t.page, 'Links with icons only', SIZES[1]);
    await t.page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(t.page)).toBeGreaterThan(200);
    expect(t.pageProblems).toEqual([]);
  });
});
