import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { expectAccessible } from './support/axe.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import { openArea, proUser, staleBanner } from './support/list-screens.ts';
import {
  canvasContent,
  chooseLogoFile,
  chooseType,
  field,
  openNewQrForm,
  openPreviewDetails,
  previewVerdict,
  solidPng,
} from './support/qr-screens.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

/** A redraw and its check on a loaded two-core machine. */
const SOON = { timeout: 10_000, interval: 200 };

describe('the QR preview with the installation stopped, end to end', () => {
  const t = useE2eApp(build);

  it('draws, reads back and explains every keystroke without the installation', async () => {
    const installation = await startSandbox({ memory: true, seed: 'empty', rateLimit: 0 });
    let stopped = false;
    try {
      const pro = proUser(installation);
      await submitAddAccount(t.page, { name: 'Office', baseUrl: installation.url, apiKey: pro.apiKey });
      await firstAccountOpened(t.page, pro.username);
      await openArea(t.page, 'QR codes');
      await t.page.getByText('No QR codes yet.', { exact: false }).waitFor();

      await installation.close();
      stopped = true;
      // Asked again, main answers from what it last saw: the screen stays usable.
      await openArea(t.page, 'QR codes');
      await staleBanner(t.page).waitFor();

      const form = await openNewQrForm(t.page);
      await form.getByText('Enter the content to see the code', { exact: true }).waitFor();
      const preview = form.getByRole('img', { name: 'QR code preview', exact: true });
      const verdict = previewVerdict(form);
      const qrCalls = () => t.exchanges.filter((exchange) => exchange.channel.startsWith('qr:')).length;
      const before = qrCalls();

      await chooseType(form, 'text');
      await field(form, 'Text content').fill('Offline hello');
      await expect.poll(() => canvasContent(preview), SOON).toBe('Offline hello');
      await verdict.filter({ hasText: 'Scans: reads back exactly' }).waitFor();
      await openPreviewDetails(form);
      await form.getByText(/^Version 1, 21 × 21 modules, error correction M$/).waitFor();
      // Drawn and checked in the window: nothing went to main for it.
      expect(qrCalls()).toBe(before);

      // Faint modules: told why, with the ratio.
      await field(form, 'Foreground colour').fill('rgb(200,200,200)');
      await form
        .getByRole('alert')
        .filter({ hasText: /^Contrast 1\.\d:1 is too low for phone cameras/ })
        .waitFor();
      await verdict.filter({ hasText: /^(May not scan|Does not scan)$/ }).waitFor();
      // Swapped, the modules are lighter than the background.
      await field(form, 'Foreground colour').fill('rgb(20,20,20)');
      await form.getByRole('button', { name: 'Swap colours', exact: true }).click();
      await form
        .getByRole('note')
        .filter({ hasText: /^The modules are lighter than the background/ })
        .waitFor();
      await verdict.filter({ hasText: 'Does not scan' }).waitFor();
      await form.getByRole('button', { name: 'Swap colours', exact: true }).click();
      await verdict.filter({ hasText: 'Scans: reads back exactly' }).waitFor();

      // A logo at its largest hides more than error correction can rebuild.
      const long = `https://example.com/${'a'.repeat(280)}`;
      await field(form, 'Text content').fill(long);
      await chooseLogoFile(form, {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: solidPng(120, [200, 30, 60]),
      });
      const size = field(form, 'Logo size');
      await size.focus();
      await t.page.keyboard.press('End');
      expect(await size.getAttribute('aria-valuetext')).toBe('40% of the code’s width');
      await form
        .getByRole('alert')
        .filter({ hasText: /^The logo covers 40% of the code's width/ })
        .waitFor();
      await verdict.filter({ hasText: 'Does not scan' }).waitFor();
      await expectAccessible(t.page, 'the new-QR-code dialog with a problem');
      // Without it, it reads.
      await form.getByRole('button', { name: 'Remove logo.png', exact: true }).click();
      await verdict.filter({ hasText: 'Scans: reads back exactly' }).waitFor();
      expect(await canvasContent(preview)).toBe(long);

      // Long text makes a dense code, then one too long to make at all.
      await field(form, 'Text content').fill('x'.repeat(1200));
      await form
        .getByRole('note')
        .filter({ hasText: /^Very dense: \d+ modules per side/ })
        .waitFor();
      await field(form, 'Text content').fill('x'.repeat(3000));
      await form
        .getByRole('alert')
        .filter({ hasText: /^The content is 3,000 bytes/ })
        .waitFor();
      // Too long for any code: nothing is drawn (never the previous code), and the preview says why.
      await form.getByText('This content does not fit in a QR code.', { exact: true }).waitFor();
      expect(await preview.count()).toBe(0);

      // Creating needs the installation: refused with a message, and what was typed stays.
      await field(form, 'Text content').fill('Offline hello');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Made offline');
      await verdict.filter({ hasText: 'Scans: reads back exactly' }).waitFor();
      await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
      const refusal = form.getByRole('alert').filter({ hasText: 'The QR code was not created' });
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/refused the connection|could not be reached|not running/i);
      expect(resultsOf(t, 'qr:add')).toEqual([
        { ok: false, error: expect.objectContaining({ code: 'network' }) },
      ]);
      expect(await field(form, 'Text content').inputValue()).toBe('Offline hello');
      expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
        'Made offline',
      );
      // The decoder is WebAssembly: it loaded under the window's Content-Security-Policy.
      expect(t.pageProblems).toEqual([]);
    } finally {
      if (!stopped) await installation.close();
    }
  });
});
