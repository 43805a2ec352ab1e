import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/chromium.ts';
import { solidPng } from '../test/e2e/support/qr-screens.ts';
import { addBenchAccount, startBenchDevBrowser } from './dev-browser-app.ts';
import { Person } from './person.ts';
import { startSandbox } from './servers.ts';
import { printTable } from './table.ts';
import { wholeFromEnv } from './env.ts';

/**
 * `npm run bench:flows`: four everyday tasks done in the window as a person would, on the demo sandbox, in
 * Chromium through dev:browser, at 1280×800. Each is counted in clicks, keystrokes and drags (see `Person`) and
 * timed: the app's own time (the script does not wait between moves) and an estimate of a person's time with
 * the keystroke-level model's averages added. Each task's result is read back through the installation's API,
 * so a flow that did not do its job stops the run. Prints numbers, asserts nothing else.
 *
 * 1. Create a link with an alias, an expiry a week ahead and a title.
 * 2. Make a web-link QR code with a hex colour and a logo.
 * 3. Find the partner link from about a week ago and copy its short URL.
 * 4. Put five links into a campaign.
 *
 * BENCH_RUNS (default 3) runs each flow that many times on a fresh window; the table shows the median.
 */

const RUNS = wholeFromEnv('BENCH_RUNS', 3);

interface FlowContext {
  page: Page;
  person: Person;
  run: number;
  logo: string;
  api: (path: string) => Promise<unknown>;
  clipboard: () => string;
}

interface Flow {
  name: string;
  /** Gets the window to where the task starts; not counted. */
  prepare?: (context: FlowContext) => Promise<void>;
  /** The task, counted. */
  act: (context: FlowContext) => Promise<void>;
  /** Reads the result back from the installation; throws when the task did not do its job. */
  check: (context: FlowContext) => Promise<void>;
}

const nav = (page: Page, name: string): Locator =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });
const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

async function linksFound(context: FlowContext, query: string): Promise<{ alias: string; title: string }[]> {
  const answer = (await context.api(`/api/urls?limit=100&q=${encodeURIComponent(query)}`)) as {
    data: { urls: { alias: string; title: string }[] };
  };
  return answer.data.urls;
}

const FLOWS: Flow[] = [
  {
    name: 'Create a link with an alias, expiry and title',
    prepare: async ({ page }) => {
      await nav(page, 'Links').click();
      await page.getByRole('grid').waitFor();
    },
    act: async ({ page, person, run }) => {
      await person.click(page.getByRole('button', { name: 'New link', exact: true }));
      const form = dialogNamed(page, 'New link');
      await person.type(form.getByLabel('Long URL', { exact: true }), 'www.example.com/summer');
      await person.type(form.getByLabel('Title', { exact: true }), `Summer sale ${run}`);
      await person.type(form.getByLabel('Alias', { exact: true }), `summer-sale-${run}`);
      await person.click(form.getByRole('button', { name: 'In a week', exact: true }));
      await person.click(form.getByRole('button', { name: 'Create link', exact: true }));
      await page.getByRole('complementary', { name: `Details of Summer sale ${run}` }).waitFor();
    },
    check: async (context) => {
      const [link] = await linksFound(context, `summer-sale-${context.run}`);
      if (link?.title !== `Summer sale ${context.run}`) throw new Error('The link was not made as asked');
    },
  },
  {
    name: 'Make a web-link QR code with a hex colour and a logo',
    prepare: async ({ page }) => {
      await nav(page, 'QR codes').click();
      await page.getByRole('heading', { level: 1, name: 'QR codes' }).waitFor();
    },
    act: async ({ page, person, run, logo }) => {
      await person.click(page.getByRole('button', { name: 'New QR code', exact: true }));
      const form = dialogNamed(page, 'New QR code');
      await person.type(form.getByLabel('Name', { exact: true }), `Menu ${run}`);
      await person.type(form.getByLabel('Web address', { exact: true }), 'https://cafe.example.com/menu');
      await person.type(form.getByRole('textbox', { name: 'Foreground colour', exact: true }), '#1d3557');
      await person.chooseFile(form.getByRole('button', { name: /^Choose (image|another)…$/ }), logo);
      await form.getByText('logo.png', { exact: true }).waitFor();
      await person.click(form.getByRole('button', { name: 'Create QR code', exact: true }));
      await page.getByText(`Created QR code “Menu ${run}”.`).waitFor();
    },
    check: async (context) => {
      const answer = (await context.api('/api/qr?limit=100')) as { data: { qrs: { name: string }[] } };
      if (!answer.data.qrs.some((code) => code.name === `Menu ${context.run}`)) {
        throw new Error('The QR code was not made');
      }
    },
  },
  {
    name: 'Find a link from a week ago and copy its short URL',
    prepare: async ({ page }) => {
      await nav(page, 'Links').click();
      await page.getByRole('grid').waitFor();
    },
    act: async ({ page, person }) => {
      await person.type(page.getByRole('searchbox', { name: /Search/ }), 'partner');
      const row = page.getByRole('row', { name: /Quarterly partner briefing/ });
      await row.hover();
      await person.click(row.getByRole('button', { name: /^Copy/ }));
      await page
        .getByText(/Copied/)
        .first()
        .waitFor();
    },
    check: async (context) => {
      const [link] = await linksFound(context, 'Quarterly partner briefing');
      const copied = context.clipboard();
      if (!link || !copied.endsWith(`/${link.alias}`)) throw new Error(`Copied “${copied}”, not the link`);
    },
  },
  {
    name: 'Put five links into a campaign',
    prepare: async ({ page }) => {
      await nav(page, 'Links').click();
      await page
        .getByRole('grid')
        .getByRole('checkbox', { name: /^Select (?!all )/ })
        .nth(4)
        .waitFor();
    },
    act: async ({ page, person, run }) => {
      const boxes = page.getByRole('grid').getByRole('checkbox', { name: /^Select (?!all )/ });
      await person.click(boxes.first());
      await person.click(boxes.nth(4), { modifiers: ['Shift'] });
      await person.contextClick(page.getByRole('grid').getByRole('row').nth(1));
      await person.click(page.getByRole('menuitem', { name: 'Add to campaign…' }));
      const form = page.getByRole('dialog');
      await person.click(form.getByRole('radio', { name: `Flow ${run}` }));
      await person.click(form.getByRole('button', { name: /^(Add|Move) to campaign$/ }));
      await form.waitFor({ state: 'detached' });
    },
    check: async (context) => {
      const answer = (await context.api('/api/campaigns?limit=100')) as {
        data: { campaigns: { name: string; id: number }[] };
      };
      const campaign = answer.data.campaigns.find((one) => one.name === `Flow ${context.run}`);
      const issues = (await context.api('/api/urls?limit=100')) as {
        data: { urls: { campaign?: number | string | null }[] };
      };
      const inCampaign = issues.data.urls.filter((link) => campaign && Number(link.campaign) === campaign.id);
      if (inCampaign.length !== 5) throw new Error(`${inCampaign.length} links in the campaign, not 5`);
    },
  },
];

/** The installation may finish a moment after the window says so: a check is tried for up to ten seconds. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-flows-'));
  const sandbox = await startSandbox('demo', join(dataDir, 'sandbox'));
  const devBrowser = await startBenchDevBrowser(join(dataDir, 'build'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const user = sandbox.info.accounts.find((account) => account.status === 'pro')!;
  const logo = join(dataDir, 'logo.png');
  writeFileSync(logo, solidPng(64, [200, 40, 40]));
  const api = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${sandbox.info.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${user.apiKey}`, 'content-type': 'application/json' },
    });
    return response.json();
  };
  try {
    await addBenchAccount(devBrowser, sandbox.info.url, user.apiKey);
    for (let run = 1; run <= RUNS; run++) {
      await api('/api/campaign/add', { method: 'POST', body: JSON.stringify({ name: `Flow ${run}` }) });
    }
    const results = new Map<
      string,
      { clicks: number; keys: number; drags: number; app: number[]; person: number[] }
    >();
    for (let run = 1; run <= RUNS; run++) {
      for (const flow of FLOWS) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          await page.goto(devBrowser.url);
          await nav(page, 'Links').waitFor();
          const person = new Person(page);
          const flowContext: FlowContext = {
            page,
            person,
            run,
            logo,
            api: (path) => api(path),
            clipboard: devBrowser.clipboardText,
          };
          await flow.prepare?.(flowContext);
          person.begin();
          await flow.act(flowContext);
          const app = person.elapsedSeconds();
          const estimate = person.estimatedSeconds();
          await eventually(() => flow.check(flowContext));
          const entry = results.get(flow.name) ?? { clicks: 0, keys: 0, drags: 0, app: [], person: [] };
          Object.assign(entry, { clicks: person.clicks, keys: person.keys, drags: person.drags });
          entry.app.push(app);
          entry.person.push(estimate);
          results.set(flow.name, entry);
        } finally {
          await context.close();
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`${RUNS} runs of each flow at 1280×800; medians\n`);
    printTable(
      ['flow', 'clicks', 'keys', 'drags', 'app s', 'person s (est.)'],
      [...results].map(([name, entry]) => [
        name,
        String(entry.clicks),
        String(entry.keys),
        String(entry.drags),
        median(entry.app).toFixed(2),
        median(entry.person).toFixed(1),
      ]),
    );
  } finally {
    await browser.close();
    await devBrowser.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
