import { IPC_PATH, TOKEN_HEADER } from '../../../src/dev-browser/bridge-script.ts';
import type { DevBrowser } from '../../../src/dev-browser/dev-browser.ts';

/**
 * A request through dev:browser's bridge, exactly as the window sends it: for what a test sets up as an earlier
 * version or another window of Linkdesk would have (codes made with a design kept here). Answers the value, or
 * throws with main's message.
 */
export async function viaBridge<T>(devBrowser: DevBrowser, channel: string, request: object): Promise<T> {
  const response = await fetch(devBrowser.origin + IPC_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: devBrowser.token },
    body: JSON.stringify({ channel, request }),
  });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${channel} failed: ${result.error?.message}`);
  return result.value!;
}
