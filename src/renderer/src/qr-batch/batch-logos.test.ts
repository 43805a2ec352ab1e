import { describe, expect, it } from 'vitest';
import type { Api } from '../../../shared/ipc/api.ts';
import type { LogoFile } from '../../../shared/qr/design.ts';
import { batchLogos } from './batch-logos.ts';
import { checkedLogo, design } from './testing-batch.ts';

const fetchedFile: LogoFile = { name: 'logo.png', mediaType: 'image/png', base64: 'iVBORw0KGgo=' };

/** Main's logo fetch, counted: answers the file, or refuses URLs containing "gone". */
function fakeApi() {
  const asked: string[] = [];
  const api = {
    fetchQrLogo: ({ url }: { url: string }) => {
      asked.push(url);
      return Promise.resolve(
        url.includes('gone')
          ? { ok: false, error: { code: 'not_found', message: 'The address answered 404.' } }
          : { ok: true, value: fetchedFile },
      );
    },
  } as unknown as Api;
  return { api, asked };
}

describe('the logos of a batch', () => {
  it('fetches and decodes each logo once, however many codes carry it', async () => {
    const { api, asked } = fakeApi();
    const loaded = checkedLogo();
    let decoded = 0;
    const logoOf = batchLogos(api, 'account-1', () => {
      decoded++;
      return Promise.resolve(loaded);
    });
    const withUrl = design({ logo: 'https://shop.example.com/logo.png' });
    const answers = await Promise.all([logoOf(withUrl), logoOf({ ...withUrl }), logoOf({ ...withUrl })]);
    expect(answers).toEqual([1, 2, 3].map(() => ({ status: 'ready', logo: loaded })));
    expect(asked).toEqual(['https://shop.example.com/logo.png']);
    expect(decoded).toBe(1);
  });

  it('takes a logo from a file before its URL, and none when there is neither', async () => {
    const { api, asked } = fakeApi();
    const files: LogoFile[] = [];
    const logoOf = batchLogos(api, 'account-1', (file) => {
      files.push(file);
      return Promise.resolve(checkedLogo());
    });
    const file: LogoFile = { name: 'mine.jpg', mediaType: 'image/jpeg', base64: '/9j/AAAA' };
    expect(await logoOf(design({ logo: 'https://x.test/l.png', logoFile: file }))).toMatchObject({
      status: 'ready',
    });
    expect(files).toEqual([file]);
    expect(asked).toEqual([]);
    expect(await logoOf(design())).toEqual({ status: 'none' });
  });

  it('says why a logo is missing, and the code is drawn without it', async () => {
    const { api } = fakeApi();
    const logoOf = batchLogos(api, 'account-1', () => Promise.reject(new Error('logo.png is damaged.')));
    expect(await logoOf(design({ logo: 'https://x.test/gone.png' }))).toEqual({
      status: 'failed',
      message:
        'Drawn without its logo: Linkdesk could not fetch https://x.test/gone.png (The address answered 404.)',
    });
    expect(await logoOf(design({ logo: 'https://x.test/ok.png' }))).toEqual({
      status: 'failed',
      message: 'Drawn without its logo: logo.png is damaged.',
    });
  });
});
