import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { viaBridge } from './support/bridge.ts';
import { endUndoWindows, resultsOf, useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row, undoToast } from './support/list-screens.ts';
import {
  aliasOf,
  canvasContent,
  chooseType,
  codeNamed,
  codesOn,
  closeDetails,
  detailsPane,
  chooseLogoFile,
  dialogNamed,
  field,
  installationContent,
  installationSvg,
  openNewQrForm,
  previewVerdict,
  solidPng,
  type QR_TYPE_LABELS,
} from './support/qr-screens.ts';
import { alertSaying, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { SHOT_SIZES, screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** A redraw and its check, or an answer from main, on a loaded two-core machine. */
const SOON = { timeout: 10_000, interval: 200 };
/** Once the undo window has ended: long enough for the send on a slow machine. */
const AFTER_UNDO_WINDOW = { timeout: 12_000, interval: 100 };

const nameField = (form: Locator) => form.getByRole('textbox', { name: 'Name', exact: true });

interface Case {
  type: keyof typeof QR_TYPE_LABELS;
  name: string;
  fill: (form: Locator) => Promise<void>;
  /** The payload, written out by hand from the formats in the spec rather than by the app's encoders. */
  payload: string;
  /** Dynamic codes print a short link of the installation; static ones print the payload itself. */
  dynamic: boolean;
}

const CASES: Case[] = [
  {
    type: 'text',
    name: 'Door sign',
    fill: (form) => field(form, 'Text content').fill('Welcome! Ask for Rita at table 12.'),
    payload: 'Welcome! Ask for Rita at table 12.',
    dynamic: false,
  },
  {
    type: 'link',
    name: 'Spring menu',
    fill: (form) => field(form, 'Web address').fill('https://shop.example.com/spring?from=poster'),
    payload: 'https://shop.example.com/spring?from=poster',
    dynamic: true,
  },
  {
    type: 'email',
    name: 'Write to us',
    fill: async (form) => {
      await field(form, 'Email address').fill('orders@example.com');
      await field(form, 'Subject').fill('Order 1042');
      await field(form, 'Message').fill('Hello,\nplease call me.');
    },
    payload: 'mailto:orders@example.com?subject=Order%201042&body=Hello%2C%0Aplease%20call%20me.',
    dynamic: true,
  },
  {
    type: 'phone',
    name: 'Call the shop',
    fill: (form) => field(form, 'Phone number').fill('+4915112345678'),
    payload: 'tel:+4915112345678',
    dynamic: true,
  },
  {
    type: 'sms',
    name: 'Text the shop',
    fill: async (form) => {
      await field(form, 'Phone number').fill('15550100');
      await field(form, 'Message').fill('Call me');
    },
    payload: 'smsto:15550100:Call me',
    dynamic: false,
  },
  {
    type: 'wifi',
    name: 'Guest network',
    fill: async (form) => {
      await field(form, 'Network name').fill('Cafe; Guests');
      await chooseOption(form, 'Encryption', 'WPA/WPA2');
      await field(form, 'Password').fill('p@ss:word');
    },
    // WIFI: escapes ; and : with a backslash.
    payload: 'WIFI:S:Cafe\\; Guests;T:WPA;P:p@ss\\:word;;',
    dynamic: false,
  },
  {
    type: 'vcard',
    name: 'Ana Silva card',
    fill: async (form) => {
      await field(form, 'First name').fill('Ana');
      await field(form, 'Last name').fill('Silva');
      await field(form, 'Organisation').fill('Acme, Inc');
      await field(form, 'Mobile').fill('+351910000000');
      await field(form, 'Email address').fill('ana@acme.test');
      await field(form, 'City').fill('Lisboa');
    },
    // vCard 3.0 with CRLF; a comma in a value is escaped.
    payload: [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Silva;Ana',
      'ORG:Acme\\, Inc',
      'TEL;TYPE=cell,voice:+351910000000',
      'EMAIL;TYPE=INTERNET:ana@acme.test',
      'ADR;TYPE=work:;;;Lisboa;;;',
      'END:VCARD',
    ].join('\r\n'),
    dynamic: true,
  },
];

describe('QR codes: create, edit and delete, end to end', () => {
  const t = useE2eApp(build);
  const installation = () => proUser(t.sandbox).client;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await openArea(t.page, 'QR codes');
  });

  it('starts a new code as a web link, with its name first', async () => {
    const form = await openNewQrForm(t.page);
    expect(await form.getByRole('radio', { name: 'Web link', exact: true }).isChecked()).toBe(true);
    // Name is the first field, and the one that has focus.
    const focused = (input: unknown) =>
      (input as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement === input;
    await expect.poll(() => nameField(form).evaluate(focused)).toBe(true);
    await field(form, 'Web address').fill('https://shop.example.com/autumn');
    await nameField(form).fill('Autumn menu');
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect.poll(() => canvasContent(preview), SOON).toBe(`${t.sandbox.url}/xxxxxx`);
    await previewVerdict(form).filter({ hasText: 'Scans: reads back exactly' }).waitFor();
    // The symbol's version and size are folded away, not in the way.
    expect(await form.getByText(/^Version \d+, /).isVisible()).toBe(false);
    await form.getByRole('button', { name: 'Choose image…', exact: true }).waitFor();
    await screenshotsChecked(t.page, 'qr-form', 'new-code');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialogNamed(t.page, 'Discard your changes to the QR code?')
      .getByRole('button', { name: /^Discard/ })
      .click();
    await form.waitFor({ state: 'detached' });
  });

  it.each(CASES)('creates a code of type $type through its form', async (c) => {
    const form = await openNewQrForm(t.page);
    await chooseType(form, c.type);
    await c.fill(form);
    await nameField(form).fill(c.name);

    // The preview draws the code that will be printed. A dynamic code prints a short link of the account,
    // whose alias is not known until it exists: drawn with a stand-in of the same length.
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect
      .poll(() => canvasContent(preview), SOON)
      .toBe(c.dynamic ? `${t.sandbox.url}/xxxxxx` : c.payload);
    await previewVerdict(form).filter({ hasText: 'Scans: reads back exactly' }).waitFor();
    if (c.type === 'wifi') await expectAccessible(t.page, 'the new-QR-code dialog');

    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    // The new code's details follow, with the installation's answer.
    const details = detailsPane(t.page, c.name);
    await details.waitFor();
    await t.page
      .getByRole('status')
      .filter({ hasText: `Created QR code “${c.name}”.` })
      .waitFor();

    const code = await codeNamed(installation(), c.name);
    // As long as the stand-in: the preview checked a code of the printed one's size.
    if (c.dynamic) expect(aliasOf(code.link)).toHaveLength('xxxxxx'.length);
    const printed = c.dynamic ? `${t.sandbox.url}/${aliasOf(code.link)}` : c.payload;
    // The installation's own image, drawn from its database, carries exactly what was designed.
    expect(await installationContent(code.link)).toBe(printed);
    if (c.dynamic) {
      // ...and its short link leads to the content (a vCard is handed over as a file).
      const behind = await fetch(printed, { redirect: 'manual' });
      if (c.type === 'vcard') expect(await behind.text()).toBe(c.payload);
      else expect(behind.headers.get('location')).toBe(c.payload);
      await details.getByText(printed, { exact: true }).waitFor();
    }
    const drawn = details.getByRole('img', { name: `QR code of ${c.name}`, exact: true });
    await expect.poll(() => canvasContent(drawn), SOON).toBe(printed);

    await closeDetails(details);
    await details.waitFor({ state: 'detached' });
    await row(t.page, 'QR codes', c.name).waitFor();
    expect(t.pageProblems).toEqual([]);
  });

  it('lists every code made, and is accessible', async () => {
    await openArea(t.page, 'QR codes');
    for (const c of CASES) await row(t.page, 'QR codes', c.name).waitFor();
    await expectAccessible(t.page, 'the QR codes screen');
  });

  it('checks a form before sending, and keeps what was typed', async () => {
    const adds = resultsOf(t, 'qr:add').length;
    const form = await openNewQrForm(t.page);
    await chooseType(form, 'link');
    await field(form, 'Web address').fill('not a link');
    await nameField(form).fill('Broken link');
    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await alertSaying(t.page, /^Web address \S/).waitFor();

    await chooseType(form, 'wifi');
    await field(form, 'Network name').fill('Office');
    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await alertSaying(t.page, /^Password is required for a WPA or WEP network/).waitFor();

    expect(resultsOf(t, 'qr:add')).toHaveLength(adds);
    expect(await field(form, 'Network name').inputValue()).toBe('Office');
    expect(await nameField(form).inputValue()).toBe('Broken link');
    // Each type keeps its own fields: back to the link, the address is as typed.
    await chooseType(form, 'link');
    expect(await field(form, 'Web address').inputValue()).toBe('not a link');
    await expectAccessible(t.page, 'the new-QR-code dialog with field errors');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Something was typed: closing asks first.
    await dialogNamed(t.page, 'Discard your changes to the QR code?')
      .getByRole('button', { name: 'Discard changes', exact: true })
      .click();
    await form.waitFor({ state: 'detached' });
  });

  it('asks before saving a code the preview says does not scan, and saves it only when told to', async () => {
    const names = async () => (await codesOn(installation())).map((code) => code.name);
    const form = await openNewQrForm(t.page);
    await nameField(form).fill('Cafe Sol Guest');
    await chooseType(form, 'wifi');
    await field(form, 'Network name').fill('Cafe Sol');
    await field(form, 'Password').fill('espresso-and-cake-at-noon');
    await chooseLogoFile(form, {
      name: 'sol.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [230, 120, 20]),
    });
    await form.getByText('sol.png', { exact: true }).waitFor();
    // The drop area names the file in use, with a way to replace it and one to take it off.
    await form.getByRole('button', { name: 'Remove sol.png', exact: true }).waitFor();
    // In sight in the smallest window's picture, which the dialog would otherwise scroll away.
    await t.page.setViewportSize(SHOT_SIZES[0]);
    await form.getByRole('button', { name: 'Choose another…', exact: true }).scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'qr-form', 'logo-file');
    // At its largest, the logo hides more than error correction can rebuild.
    const size = field(form, 'Logo size');
    await size.focus();
    await t.page.keyboard.press('End');
    const why = form.getByRole('alert').filter({ hasText: /^The logo covers 40% of the code's width/ });
    await why.waitFor();
    await previewVerdict(form).filter({ hasText: 'Does not scan' }).waitFor();
    const reason = (await why.textContent())!;
    const adds = resultsOf(t, 'qr:add').length;

    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    const question = dialogNamed(t.page, 'This code does not scan');
    // Why, in the preview's own words.
    await question.getByText(reason, { exact: true }).waitFor();
    await screenshotsChecked(t.page, 'qr-form', 'does-not-scan');
    await question.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    // Nothing was sent: the server has no such code, and the form is as it was.
    expect(resultsOf(t, 'qr:add')).toHaveLength(adds);
    expect(await names()).not.toContain('Cafe Sol Guest');
    expect(await field(form, 'Network name').inputValue()).toBe('Cafe Sol');

    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await question.getByRole('button', { name: 'Save anyway', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await t.page.getByRole('status').filter({ hasText: 'Created QR code “Cafe Sol Guest”.' }).waitFor();
    expect(await names()).toContain('Cafe Sol Guest');
    const details = detailsPane(t.page, 'Cafe Sol Guest');
    await details.waitFor();
    await closeDetails(details);
    await details.waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });

  it('edits a code made here from its saved design, and the installation draws the new colours', async () => {
    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Text the shop', exact: true }).click();
    const form = dialogNamed(t.page, 'Edit Text the shop');
    await expect.poll(() => field(form, 'Phone number').inputValue(), SOON).toBe('15550100');
    expect(await field(form, 'Message').inputValue()).toBe('Call me');
    expect(await field(form, 'Foreground colour').inputValue()).toBe('rgb(0,0,0)');
    expect(await field(form, 'Background colour').inputValue()).toBe('rgb(255,255,255)');
    await form.getByText('Text message (SMS)', { exact: true }).waitFor();

    await field(form, 'Message').fill('Call me after six');
    // Typed in hex, as a design tool gives it: sent, and kept, as rgb(20,40,120).
    await field(form, 'Foreground colour').fill('#142878');
    await field(form, 'Background colour').fill('rgb(250,240,200)');
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect.poll(() => canvasContent(preview), SOON).toBe('smsto:15550100:Call me after six');
    await field(form, 'Foreground colour').scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'qr-form', 'hex-colour');
    await form.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await t.page.getByRole('status').filter({ hasText: 'Saved Text the shop.' }).waitFor();

    const code = await codeNamed(installation(), 'Text the shop');
    const svg = await installationSvg(code.link);
    expect(svg).toContain('"#142878"');
    expect(svg).toContain('"#faf0c8"');
    expect(svg).not.toContain('"#000000"');
    expect(await installationContent(code.link)).toBe('smsto:15550100:Call me after six');

    // The saved design follows the edit.
    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Text the shop', exact: true }).click();
    const again = dialogNamed(t.page, 'Edit Text the shop');
    await expect.poll(() => field(again, 'Message').inputValue(), SOON).toBe('Call me after six');
    expect(await field(again, 'Foreground colour').inputValue()).toBe('rgb(20,40,120)');
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    await again.waitFor({ state: 'detached' });
  });

  it('edits a dynamic code’s content: the printed short link stays and leads to the new address', async () => {
    const code = await codeNamed(installation(), 'Spring menu');
    const shortLink = `${t.sandbox.url}/${aliasOf(code.link)}`;
    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Spring menu', exact: true }).click();
    const form = dialogNamed(t.page, 'Edit Spring menu');
    await expect
      .poll(() => field(form, 'Web address').inputValue(), SOON)
      .toBe('https://shop.example.com/spring?from=poster');
    await form
      .getByText(
        `The printed code opens the short link ${shortLink}, which leads to your content. Changing the content leaves the code as it is.`,
        { exact: true },
      )
      .waitFor();

    await field(form, 'Web address').fill('https://shop.example.com/summer');
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect.poll(() => canvasContent(preview), SOON).toBe(shortLink);
    await form.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await t.page.getByRole('status').filter({ hasText: 'Saved Spring menu.' }).waitFor();

    expect(await installationContent(code.link)).toBe(shortLink);
    const behind = await fetch(shortLink, { redirect: 'manual' });
    expect(behind.headers.get('location')).toBe('https://shop.example.com/summer');
  });

  it('edits a code made elsewhere from what its image holds, and keeps what was typed when it is refused', async () => {
    const made = await installation().post('/api/qr/add', {
      type: 'text',
      data: 'Printed elsewhere',
      name: 'Made elsewhere',
    });
    expect(made.body).toMatchObject({ error: 0 });
    await openArea(t.page, 'QR codes');
    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Made elsewhere', exact: true }).click();
    const form = dialogNamed(t.page, 'Edit Made elsewhere');
    // The installation does not say what the code holds; its image does.
    await form.getByText(/^Linkdesk filled this in from the code’s image/).waitFor();
    expect(await field(form, 'Text content').inputValue()).toBe('Printed elsewhere');
    // Whether it has colours is not known, and installations fail a colour sent to a code made without.
    await form.getByText(/^Linkdesk cannot tell whether this code was made with colours/).waitFor();
    expect(await form.getByLabel('Foreground colour', { exact: true }).count()).toBe(0);
    const unknown = form.getByText(/^Linkdesk cannot tell whether/);
    expect(await unknown.textContent()).not.toMatch(/\bAPI\b/);
    // In sight in the smallest window's picture, which the dialog would otherwise scroll away.
    await t.page.setViewportSize(SHOT_SIZES[0]);
    await unknown.scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'qr-form', 'colours-unknown');

    await chooseType(form, 'text');
    await field(form, 'Text content').fill('Changed here');
    // Deleted on the installation meanwhile: it refuses the save.
    await installation().delete(`/api/qr/${made.body.id}/delete`);
    await form.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await form.getByRole('alert').filter({ hasText: 'The QR code was not saved' }).waitFor();
    expect(resultsOf(t, 'qr:update').at(-1)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await field(form, 'Text content').inputValue()).toBe('Changed here');
    await expectAccessible(t.page, 'the edit dialog after a refused save');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialogNamed(t.page, 'Discard your changes to the QR code?')
      .getByRole('button', { name: 'Discard changes', exact: true })
      .click();
    await form.waitFor({ state: 'detached' });
  });

  it('edits a code made without colours: the form says why it shows none, and sends none', async () => {
    // Made here with the installation's own black on white (by an earlier Linkdesk, whose form sent none).
    const { activeId: accountId } = await viaBridge<{ activeId: string }>(t.devBrowser, 'accounts:list', {});
    await viaBridge(t.devBrowser, 'qr:add', {
      accountId,
      name: 'Plain poster',
      type: 'text',
      data: 'Plain poster text',
    });
    await openArea(t.page, 'QR codes');
    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Plain poster', exact: true }).click();
    const form = dialogNamed(t.page, 'Edit Plain poster');
    await expect.poll(() => field(form, 'Text content').inputValue(), SOON).toBe('Plain poster text');
    const notice = form.getByText(/^This code was made without colours/);
    await notice.waitFor();
    expect(await form.getByLabel('Foreground colour', { exact: true }).count()).toBe(0);
    expect(await notice.textContent()).not.toMatch(/\bAPI\b/);
    await t.page.setViewportSize(SHOT_SIZES[0]);
    await notice.scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'qr-form', 'made-without-colours');

    await field(form, 'Text content').fill('Plain poster, new text');
    await form.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await t.page.getByRole('status').filter({ hasText: 'Saved Plain poster.' }).waitFor();
    const update = t.exchanges.filter((exchange) => exchange.channel === 'qr:update').at(-1)!;
    expect(update.result).toMatchObject({ ok: true });
    expect(update.request).not.toHaveProperty('foreground');
    expect(update.request).not.toHaveProperty('background');
    const code = await codeNamed(installation(), 'Plain poster');
    expect(await installationContent(code.link)).toBe('Plain poster, new text');
  });

  it('takes a delete back with Undo, and sends one that is let through', async () => {
    await openArea(t.page, 'QR codes');
    const names = async () => (await codesOn(installation())).map((code) => code.name);

    await list(t.page, 'QR codes').getByRole('button', { name: 'Delete Door sign', exact: true }).click();
    await undoToast(t.page, 'Deleted “Door sign”.').getByRole('button', { name: 'Undo' }).click();
    await row(t.page, 'QR codes', 'Door sign').waitFor();

    await list(t.page, 'QR codes').getByRole('button', { name: 'Delete Call the shop', exact: true }).click();
    await undoToast(t.page, 'Deleted “Call the shop”.').waitFor();
    await row(t.page, 'QR codes', 'Call the shop').waitFor({ state: 'detached' });
    // Held for undo: the installation still has it.
    expect(await names()).toContain('Call the shop');
    await endUndoWindows(t, 1);
    await expect.poll(names, AFTER_UNDO_WINDOW).not.toContain('Call the shop');
    expect(await names()).toContain('Door sign');
    expect(t.pageProblems).toEqual([]);
  });
});
