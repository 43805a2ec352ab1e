import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chosenOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row } from './support/list-screens.ts';
import {
  aliasOf,
  canvasContent,
  chooseType,
  codeNamed,
  closeDetails,
  detailsPane,
  dialogNamed,
  field,
  installationContent,
  openNewQrForm,
  previewVerdict,
} from './support/qr-screens.ts';
import { alertSaying, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

/** A redraw and its check, or an answer from main, on a loaded two-core machine. */
const SOON = { timeout: 10_000, interval: 200 };

/** A fact of a description list (`<dt>` and its `<dd>`), by the term's exact text. */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

describe('QR codes made elsewhere, phone numbers and the limit of a code, end to end', () => {
  const t = useE2eApp(build);
  const installation = () => proUser(t.sandbox).client;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    // Made through the installation's API, as its own dashboard or another client would: no design here.
    // Before the list is first read, since the window answers a list it read a moment ago from memory.
    const made = await installation().post('/api/qr/add', {
      type: 'wifi',
      data: { ssid: 'Cafe; Terrace', pass: 'sun:shine', encryption: 'wpa' },
      name: 'Terrace network',
    });
    expect(made.body).toMatchObject({ error: 0 });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await openArea(t.page, 'QR codes');
  });

  it('edits a Wi-Fi code made elsewhere from what its image holds, and the installation draws the change', async () => {
    // Its details read the image: type and network, the password hidden until asked for.
    await list(t.page, 'QR codes')
      .getByRole('button', { name: 'Details of Terrace network', exact: true })
      .click();
    const details = detailsPane(t.page, 'Terrace network');
    await expect.poll(() => fact(details, 'Network name').textContent(), SOON).toBe('Cafe; Terrace');
    expect(await fact(details, 'Type').textContent()).toBe('Wi-Fi network');
    expect(await details.locator('dl.facts').textContent()).not.toContain('sun:shine');
    await details.getByRole('button', { name: 'Show password', exact: true }).click();
    expect(await fact(details, 'Password').textContent()).toContain('sun:shine');
    // A static code: the sentence that its scans cannot be counted, and no count of 0.
    await details
      .getByText('Static codes carry their content directly, so the installation cannot count their scans.', {
        exact: true,
      })
      .waitFor();
    expect(await details.locator('dt', { hasText: /^Scans$/ }).count()).toBe(0);
    await closeDetails(details);
    await details.waitFor({ state: 'detached' });

    await list(t.page, 'QR codes').getByRole('button', { name: 'Edit Terrace network', exact: true }).click();
    const form = dialogNamed(t.page, 'Edit Terrace network');
    await form.waitFor();
    await form.getByText(/^Linkdesk filled this in from the code’s image/).waitFor();
    expect(await form.getByRole('radio', { name: 'Wi-Fi network', exact: true }).isChecked()).toBe(true);
    expect(await field(form, 'Network name').inputValue()).toBe('Cafe; Terrace');
    expect(await chosenOption(form, 'Encryption')).toBe('WPA/WPA2');
    const password = field(form, 'Password');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('sun:shine');
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect
      .poll(() => canvasContent(preview), SOON)
      .toBe('WIFI:S:Cafe\\; Terrace;T:WPA;P:sun\\:shine;;');
    await expectAccessible(t.page, 'the edit of a code made elsewhere');

    await password.fill('rain;bow');
    await expect.poll(() => canvasContent(preview), SOON).toBe('WIFI:S:Cafe\\; Terrace;T:WPA;P:rain\\;bow;;');
    await form.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await t.page.getByRole('status').filter({ hasText: 'Saved Terrace network.' }).waitFor();

    // The installation's own image now carries the new network details.
    const code = await codeNamed(installation(), 'Terrace network');
    expect(await installationContent(code.link)).toBe('WIFI:S:Cafe\\; Terrace;T:WPA;P:rain\\;bow;;');
    // Saved from here, it now has a design: the list says what it holds, and that its scans are not counted.
    const listed = row(t.page, 'QR codes', 'Terrace network');
    await listed.getByText('Wi-Fi · Cafe; Terrace', { exact: true }).waitFor();
    await listed.getByText('Not counted', { exact: true }).waitFor();
    expect(await listed.textContent()).not.toContain('rain;bow');
    expect(t.pageProblems).toEqual([]);
  });

  it('takes a phone number as people type it, and the code leads to it as the payload needs it', async () => {
    const form = await openNewQrForm(t.page);
    await chooseType(form, 'phone');
    await field(form, 'Phone number').fill('+49 (0)30 123-45.67');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Call the office');
    // A phone code prints a short link of the account, not the number: drawn with a stand-in for its alias.
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect.poll(() => canvasContent(preview), SOON).toBe(`${t.sandbox.url}/xxxxxx`);
    await previewVerdict(form).filter({ hasText: 'Scans: reads back exactly' }).waitFor();
    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const details = detailsPane(t.page, 'Call the office');
    await details.waitFor();
    expect(await fact(details, 'Phone number').textContent()).toBe('+49301234567');

    const code = await codeNamed(installation(), 'Call the office');
    const behind = await fetch(`${t.sandbox.url}/${aliasOf(code.link)}`, { redirect: 'manual' });
    expect(behind.headers.get('location')).toBe('tel:+49301234567');
    await closeDetails(details);
    await details.waitFor({ state: 'detached' });
    await row(t.page, 'QR codes', 'Call the office')
      .getByText('Phone · +49301234567', { exact: true })
      .waitFor();
  });

  it('counts text in bytes against the one limit, and shows no code once it is over', async () => {
    const adds = resultsOf(t, 'qr:add').length;
    const form = await openNewQrForm(t.page);
    await chooseType(form, 'text');
    await field(form, 'Text content').fill('x'.repeat(2000));
    const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
    await expect.poll(() => canvasContent(preview), SOON).toBe('x'.repeat(2000));
    // Near the limit, the count shows under the field.
    const counter = (text: string) => form.locator('.field-hint').getByText(text, { exact: true });
    await counter('2,000 of 2,331 bytes at error correction M').waitFor();

    await field(form, 'Text content').fill('x'.repeat(2400));
    await counter('2,400 of 2,331 bytes at error correction M').waitFor();
    await form.getByText('This content does not fit in a QR code.', { exact: true }).waitFor();
    expect(await preview.count()).toBe(0);
    const limit = 'bytes; a QR code holds at most 2,331 bytes at error correction M. Shorten it.';
    await alertSaying(t.page, new RegExp(`^The content is 2,400 ${limit}$`)).waitFor();
    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await alertSaying(t.page, new RegExp(`^The text is 2,400 ${limit}$`)).waitFor();
    expect(resultsOf(t, 'qr:add')).toHaveLength(adds);
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Leaving a form with typed content asks first.
    const asked = dialogNamed(t.page, 'Discard your changes to the QR code?');
    await asked.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });
});
