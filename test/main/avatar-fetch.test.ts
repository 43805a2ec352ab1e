import { describe, expect, it } from 'vitest';
import { fetchAvatar, sniffAvatar } from '../../src/main/accounts/avatar-fetch.ts';
import { failure } from '../support/failure.ts';
import { tableFetch } from '../support/table-fetch.ts';

const INSTALLATION = 'https://links.example.com';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('avatars main fetches for the window', () => {
  it('knows images by their first bytes, whatever the server calls them', () => {
    expect(sniffAvatar(PNG)).toBe('image/png');
    expect(sniffAvatar(Buffer.from('ffd8ffe000104a46', 'hex'))).toBe('image/jpeg');
    expect(sniffAvatar(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffAvatar(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffAvatar(Buffer.from('\uFEFF <?xml version="1.0"?><svg/>'))).toBe('image/svg+xml');
    expect(sniffAvatar(Buffer.from('<!doctype html><svg></svg>'))).toBeNull();
    expect(sniffAvatar(Buffer.from('{"error":1}'))).toBeNull();
    expect(sniffAvatar(new Uint8Array())).toBeNull();
  });

  it('answers the image as a data address of the type its bytes have', async () => {
    const { fetch } = tableFetch({
      [`${INSTALLATION}/content/avatar/7.png`]: () =>
        new Response(PNG, { headers: { 'content-type': 'application/octet-stream' } }),
    });
    expect(await fetchAvatar(fetch, `${INSTALLATION}/content/avatar/7.png`, `${INSTALLATION}/`)).toEqual({
      dataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
    });
  });

  it('follows no redirect off the installation, and says a web page is not an image', async () => {
    const { fetch, asked } = tableFetch({
      [`${INSTALLATION}/avatar/1`]: () =>
        new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8080/secret' } }),
      [`${INSTALLATION}/avatar/2`]: () =>
        new Response('<!doctype html><h1>Sign in</h1>', { headers: { 'content-type': 'text/html' } }),
    });
    const redirected = await failure(fetchAvatar(fetch, `${INSTALLATION}/avatar/1`, INSTALLATION));
    expect(redirected).toMatchObject({ code: 'forbidden' });
    expect(asked).toEqual([`${INSTALLATION}/avatar/1`]);
    const page = await failure(fetchAvatar(fetch, `${INSTALLATION}/avatar/2`, INSTALLATION));
    expect(page).toMatchObject({
      code: 'bad_response',
      message: `The avatar at https://links.example.com/avatar/2 is a web page, not an image.`,
    });
  });

  it('refuses addresses with a user name, of another scheme or another origin, before sending anything', async () => {
    const { fetch, asked } = tableFetch({});
    for (const url of [
      'https://user:pw@links.example.com/a.png',
      'http://links.example.com/a.png',
      'https://links.example.com:8443/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'not a url',
    ]) {
      expect(await failure(fetchAvatar(fetch, url, INSTALLATION)), url).toMatchObject({ code: 'forbidden' });
    }
    expect(asked).toEqual([]);
  });
});
