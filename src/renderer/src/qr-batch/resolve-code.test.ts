import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import type { DesignLogo } from '../qr/details/use-design-logo.ts';
import { batchCodeOfLink, batchCodeOfQrRow } from './batch-code.ts';
import { printedUrl, resolveCode, type CodeLookups } from './resolve-code.ts';
import { checkedLogo, design, qrRow } from './testing-batch.ts';

function lookups(answer: Result<QrDesign | null>, logo: DesignLogo = { status: 'none' }): CodeLookups {
  return { design: () => Promise.resolve(answer), logo: () => Promise.resolve(logo) };
}

const code = batchCodeOfQrRow(qrRow(7, 'Spring menu', 'spring'));

describe('how a code of the batch is drawn', () => {
  it('draws a link as a plain code of its short URL, printed under it', async () => {
    const link = batchCodeOfLink({
      id: 40,
      alias: 'launch',
      shorturl: 'https://sho.rt/launch',
      longurl: 'https://shop.example.com/',
      title: 'Launch day',
      description: '',
      clicks: 0,
      uniqueclicks: 0,
      date: '2026-05-01',
      domain: null,
      campaign: null,
      channel: [],
    });
    expect(link).toMatchObject({ label: 'launch', caption: 'Launch day', alias: 'launch' });
    expect(await resolveCode(link, lookups({ ok: true, value: null }))).toEqual({
      ok: true,
      value: {
        source: {
          kind: 'design',
          look: {
            content: 'https://sho.rt/launch',
            foreground: [0, 0, 0],
            background: [255, 255, 255],
            logo: null,
            logoScale: 0,
          },
        },
        expected: 'https://sho.rt/launch',
        shortUrl: 'https://sho.rt/launch',
        note: null,
      },
    });
  });

  it('draws a code from its design: a static one carries its payload and prints no URL', async () => {
    const saved = design({ type: 'text', data: 'Table 12', foreground: 'rgb(20,40,90)' });
    const resolved = await resolveCode(code, lookups({ ok: true, value: saved }));
    expect(resolved).toMatchObject({
      ok: true,
      value: {
        source: { kind: 'design', look: { content: 'Table 12', foreground: [20, 40, 90] } },
        expected: 'Table 12',
        shortUrl: null,
        note: null,
      },
    });
  });

  it('draws a dynamic code with its short link, and with its logo', async () => {
    const logo = checkedLogo();
    const saved = design({ type: 'link', data: 'https://shop.example.com/', logo: 'https://x.test/l.png' });
    const resolved = await resolveCode(code, lookups({ ok: true, value: saved }, { status: 'ready', logo }));
    expect(resolved).toMatchObject({
      ok: true,
      value: {
        source: { kind: 'design', look: { content: 'https://sho.rt/spring', logo } },
        expected: 'https://sho.rt/spring',
        shortUrl: 'https://sho.rt/spring',
      },
    });
  });

  it('draws without a logo that cannot be had, and keeps the reason as a note', async () => {
    const saved = design({ logo: 'https://x.test/l.png' });
    const failed: DesignLogo = { status: 'failed', message: 'Drawn without its logo: gone.' };
    const resolved = await resolveCode(code, lookups({ ok: true, value: saved }, failed));
    expect(resolved).toMatchObject({
      ok: true,
      value: { source: { look: { logo: null } }, note: 'Drawn without its logo: gone.' },
    });
  });

  it('draws a code made elsewhere from the installation’s image, whatever it reads as', async () => {
    const resolved = await resolveCode(code, lookups({ ok: true, value: null }));
    expect(resolved).toEqual({
      ok: true,
      value: {
        source: { kind: 'installation', link: 'https://sho.rt/qr/spring', expected: null },
        expected: null,
        shortUrl: 'https://sho.rt/spring',
        note: null,
      },
    });
    if (!resolved.ok) return;
    // Dynamic only when the image carries its short link; otherwise static, and nothing is printed.
    expect(printedUrl(resolved.value, 'https://sho.rt/spring')).toBe('https://sho.rt/spring');
    expect(printedUrl(resolved.value, 'WIFI:S:Cafe;;')).toBeNull();
  });

  it('says why a code cannot be drawn', async () => {
    const failed = await resolveCode(
      code,
      lookups({ ok: false, error: { code: 'internal', message: 'The design file is damaged.' } }),
    );
    expect(failed).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: 'Linkdesk could not read the design kept on this computer: The design file is damaged.',
      },
    });
    const shapeless = await resolveCode(code, lookups({ ok: true, value: design({ data: { old: true } }) }));
    expect(shapeless).toMatchObject({
      ok: false,
      error: { message: 'The design kept on this computer does not say what the code carries.' },
    });
  });
});
