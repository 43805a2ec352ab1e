import type { BrowserContext, Page } from 'playwright-core';

/** Everything the page keeps or shows, as text: the DOM, every field's value, and every kind of storage. */
export interface RendererState {
  dom: string;
  fieldValues: string;
  storage: string;
  cookies: string;
}

/*
 * The scripts below run in the page, not here: they are source text handed to Chromium, because this project's
 * Node code is compiled without the DOM's types.
 */

/** The current value of every field, which the markup does not show. */
const READ_FIELD_VALUES = `JSON.stringify(
  [...document.querySelectorAll('input, textarea, select')].map((element) => element.value)
)`;

/** Web Storage, every record of every IndexedDB store, Cache Storage's URLs and the page's cookies. */
const READ_STORAGE = `(async () => {
  const request = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const indexed = [];
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await request(indexedDB.open(info.name));
    for (const store of db.objectStoreNames) {
      indexed.push({ db: info.name, store, records: await request(db.transaction(store).objectStore(store).getAll()) });
    }
    db.close();
  }
  const cached = [];
  // Cache Storage exists only in secure contexts (127.0.0.1 is one); say nothing rather than fail elsewhere.
  for (const name of typeof caches === 'undefined' ? [] : await caches.keys()) {
    for (const entry of await (await caches.open(name)).keys()) cached.push(entry.url);
  }
  return JSON.stringify({
    localStorage: { ...localStorage },
    sessionStorage: { ...sessionStorage },
    indexed,
    cached,
    documentCookie: document.cookie,
  });
})()`;

/** Reads what a key could have leaked into: the markup, the inputs, Web Storage, IndexedDB and Cache Storage. */
export async function readRendererState(page: Page, context: BrowserContext): Promise<RendererState> {
  return {
    dom: await page.content(),
    fieldValues: await page.evaluate<string>(READ_FIELD_VALUES),
    storage: await page.evaluate<string>(READ_STORAGE),
    cookies: JSON.stringify(await context.cookies()),
  };
}

/** Where each secret shows up in the renderer, if anywhere: e.g. `alex's key: storage`. Names, never the secrets. */
export function leaksIn(state: RendererState, secrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [label, secret] of Object.entries(secrets)) {
    for (const [where, text] of Object.entries(state)) {
      if (text.includes(secret)) found.push(`${label}: ${where}`);
    }
  }
  return found;
}
