import type { TextClipboard } from './secret-clipboard.ts';

/**
 * A clipboard held in memory, where there is no system clipboard to reach (dev:browser, tests): what main put
 * there can be read back to check it, and it is gone with the process.
 */
export function createMemoryClipboard(): TextClipboard & { readonly text: string } {
  let text = '';
  return {
    get text() {
      return text;
    },
    writeText(value: string) {
      text = value;
    },
    readText: () => text,
  };
}
