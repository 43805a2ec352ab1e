import { describe, expect, it } from 'vitest';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { createSecretClipboard } from '../../src/main/clipboard/secret-clipboard.ts';
import { secretClipboardItem } from '../../src/main/clipboard/secret-formats.ts';

/** The entry as Electron gets it, with each hint's bytes read back. */
async function entryOf(platform: NodeJS.Platform) {
  const item = secretClipboardItem('key-of-sam', platform);
  const read: Record<string, string | number[]> = {};
  for (const [type, value] of Object.entries(item)) {
    read[type] = typeof value === 'string' ? value : [...new Uint8Array(await value.arrayBuffer())];
  }
  return read;
}

const raw = (format: string) => `electron application/osclipboard;format="${format}"`;
const ascii = (text: string) => [...Buffer.from(text, 'ascii')];

describe('a secret copied to the system clipboard', () => {
  it('is kept out of Windows clipboard history, cloud sync and clipboard monitors', async () => {
    expect(await entryOf('win32')).toEqual({
      'text/plain': 'key-of-sam',
      [raw('ExcludeClipboardContentFromMonitorProcessing')]: [1, 0, 0, 0],
      // DWORD 0, little-endian: "no".
      [raw('CanIncludeInClipboardHistory')]: [0, 0, 0, 0],
      [raw('CanUploadToCloudClipboard')]: [0, 0, 0, 0],
    });
  });

  it('is marked concealed for macOS clipboard managers', async () => {
    expect(await entryOf('darwin')).toEqual({
      'text/plain': 'key-of-sam',
      [raw('org.nspasteboard.ConcealedType')]: ascii('secret'),
    });
  });

  it('carries the password manager hint KDE and other Linux clipboard managers honour', async () => {
    expect(await entryOf('linux')).toEqual({
      'text/plain': 'key-of-sam',
      [raw('x-kde-passwordManagerHint')]: ascii('secret'),
    });
  });

  it('is written through the clipboard’s secret write where it has one, and cleared as plain text', async () => {
    const memory = createMemoryClipboard();
    const secretWrites: string[] = [];
    const clipboard = {
      ...memory,
      readText: () => memory.text,
      writeSecretText: (text: string) => {
        secretWrites.push(text);
        memory.writeText(text);
      },
    };
    let clear = () => undefined as void;
    const secrets = createSecretClipboard({ clipboard, setTimer: (run) => void (clear = run) });
    await secrets.copy('key-of-sam');
    expect(secretWrites).toEqual(['key-of-sam']);
    expect(memory.text).toBe('key-of-sam');
    clear();
    await expect.poll(() => memory.text).toBe('');
  });
});
