import { describe, expect, it } from 'vitest';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { webAddressIn } from '../../src/main/quick-shorten/clipboard-address.ts';
import { createQuickShorten, type QuickShortenDeps } from '../../src/main/quick-shorten/quick-shorten.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { quickShortenMessage } from '../../src/shared/ipc/quick-shorten.ts';

describe('the web address on the clipboard', () => {
  it('is an http(s) address with a real host, or one copied from www. on without its scheme', () => {
    expect(webAddressIn('  https://example.com/spring?ref=mail \n')).toBe(
      'https://example.com/spring?ref=mail',
    );
    expect(webAddressIn('http://localhost:8080/a')).toBe('http://localhost:8080/a');
    expect(webAddressIn('www.example.com/menu')).toBe('https://www.example.com/menu');
  });

  it('is nothing else: words, several lines, other schemes, addresses with credentials or no host', () => {
    for (const text of [
      '',
      'hunter2',
      'see https://example.com',
      'https://example.com\nhttps://example.org',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'mailto:someone@example.com',
      'someone@example.com',
      'https://user:secret@example.com/',
      'https://intranet/',
      'example.com',
    ]) {
      expect(webAddressIn(text), text).toBeNull();
    }
  });
});

/** A quick shorten whose installation and accounts are stand-ins; `made` records what was sent. */
function quickShortenWith(overrides: Partial<QuickShortenDeps> = {}) {
  const clipboard = createMemoryClipboard();
  const made: string[] = [];
  const quick = createQuickShorten({
    clipboard,
    account: async () => ({ id: 'work', name: 'Work' }),
    waitSeconds: () => 0,
    shorten: async (_accountId, url) => {
      made.push(url);
      return { id: made.length, shorturl: `https://go.test/${made.length}` };
    },
    ...overrides,
  });
  return { clipboard, made, quick };
}

describe('shortening the clipboard', () => {
  it('puts the short URL where the address was and says so', async () => {
    const { clipboard, made, quick } = quickShortenWith();
    clipboard.writeText('https://example.com/a');
    const result = await quick.run();
    expect(result).toMatchObject({
      outcome: 'shortened',
      shortUrl: 'https://go.test/1',
      linkId: 1,
      copied: true,
    });
    expect(made).toEqual(['https://example.com/a']);
    expect(clipboard.text).toBe('https://go.test/1');
    expect(quickShortenMessage(result).title).toBe('Copied https://go.test/1');
  });

  it('sends nothing, and never repeats the clipboard, when it holds no web address', async () => {
    const { clipboard, made, quick } = quickShortenWith();
    clipboard.writeText('correct horse battery staple');
    const result = await quick.run();
    expect(result).toEqual({ outcome: 'no-address' });
    expect(JSON.stringify(quickShortenMessage(result))).not.toContain('horse');
    expect(made).toEqual([]);
    expect(clipboard.text).toBe('correct horse battery staple');
  });

  it('sends nothing while the account would wait for its rate limit, and says for how long', async () => {
    const { clipboard, made, quick } = quickShortenWith({ waitSeconds: () => 42 });
    clipboard.writeText('https://example.com/a');
    const result = await quick.run();
    expect(result).toEqual({ outcome: 'waiting', accountName: 'Work', seconds: 42 });
    expect(quickShortenMessage(result).body).toMatch(/try again in 42 s\. Nothing was sent\./);
    expect(made).toEqual([]);
  });

  it('says why when the installation cannot be reached, and leaves the clipboard as it was', async () => {
    const { clipboard, quick } = quickShortenWith({
      shorten: async () => {
        throw new AppError('network', 'The installation cannot be reached.');
      },
    });
    clipboard.writeText('https://example.com/a');
    const result = await quick.run();
    expect(result).toMatchObject({ outcome: 'failed', error: { code: 'network' } });
    expect(clipboard.text).toBe('https://example.com/a');
  });

  it('keeps the link it made when the clipboard cannot be read back, and says it was not copied', async () => {
    let reads = 0;
    const { made, quick } = quickShortenWith({
      clipboard: {
        // The first read finds the address; the one after the create fails, as wl-paste can on Wayland.
        readText: () => {
          reads += 1;
          if (reads > 1) throw new Error('wl-paste: failed to read the clipboard');
          return 'https://example.com/a';
        },
        writeText: () => undefined,
      },
    });
    expect(await quick.run()).toMatchObject({ outcome: 'shortened', linkId: 1, copied: false });
    expect(made).toEqual(['https://example.com/a']);
    expect(quick.latest().map((link) => link.linkId)).toEqual([1]);
  });

  it('needs an account, and keeps the five latest links it made, newest first', async () => {
    const none = quickShortenWith({ account: async () => null });
    none.clipboard.writeText('https://example.com/a');
    expect(await none.quick.run()).toEqual({ outcome: 'no-account' });

    const { clipboard, quick } = quickShortenWith();
    for (let n = 1; n <= 7; n++) {
      clipboard.writeText(`https://example.com/${n}`);
      await quick.run(n);
    }
    expect(quick.latest().map((link) => link.longUrl)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `https://example.com/${n}`),
    );
    quick.forget('work', 7);
    expect(quick.latest()[0]!.longUrl).toBe('https://example.com/6');
  });
});
