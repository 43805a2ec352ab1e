/**
 * What goes on the system clipboard beside a copied secret (another user's API key, a generated password) so that
 * clipboard history, cloud clipboard sync and clipboard managers leave it out, in the formats each system's
 * tools look for:
 *
 * - Windows: `ExcludeClipboardContentFromMonitorProcessing` (any data) keeps it from every clipboard monitor,
 *   and `CanIncludeInClipboardHistory` / `CanUploadToCloudClipboard` as a DWORD 0 keep it from Win+V history and
 *   from syncing to the person's other devices.
 * - macOS: `org.nspasteboard.ConcealedType` (nspasteboard.org), which clipboard managers honour.
 * - Linux: `x-kde-passwordManagerHint` = `secret`, which KDE's Klipper and KDE Connect honour, as do CopyQ and
 *   others on any desktop.
 *
 * Electron writes a platform format by name as the custom type `electron application/osclipboard;format="…"`,
 * and writes every entry of one `clipboard.write` at once, so the text and its hints arrive together (a second
 * write would replace the text). The hints are a request, not a guarantee: a tool that does not know them keeps
 * the text, which is why the secret clipboard still takes it off after a while.
 */

/** A platform clipboard format and its bytes. */
interface SecretHint {
  format: string;
  bytes: Uint8Array;
}

/** A Windows DWORD, as the clipboard formats above take it: four bytes, little-endian. */
function dword(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The hints for a system, by `process.platform`. */
export function secretHints(platform: NodeJS.Platform): SecretHint[] {
  switch (platform) {
    case 'win32':
      return [
        { format: 'ExcludeClipboardContentFromMonitorProcessing', bytes: dword(1) },
        { format: 'CanIncludeInClipboardHistory', bytes: dword(0) },
        { format: 'CanUploadToCloudClipboard', bytes: dword(0) },
      ];
    case 'darwin':
      return [{ format: 'org.nspasteboard.ConcealedType', bytes: utf8('secret') }];
    default:
      return [{ format: 'x-kde-passwordManagerHint', bytes: utf8('secret') }];
  }
}

/** Electron's name for a platform clipboard format. */
export const osClipboardType = (format: string) => `electron application/osclipboard;format="${format}"`;

/**
 * The one clipboard entry a secret is written as, keyed as Electron's `ClipboardItem` takes it: its text, and
 * this system's hints as raw platform formats.
 */
export function secretClipboardItem(text: string, platform: NodeJS.Platform): Record<string, string | Blob> {
  const item: Record<string, string | Blob> = { 'text/plain': text };
  for (const hint of secretHints(platform)) item[osClipboardType(hint.format)] = new Blob([hint.bytes]);
  return item;
}
