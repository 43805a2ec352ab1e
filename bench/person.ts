import type { Locator, Page } from 'playwright-core';

/**
 * A person's hands on the window, counted: every click, keystroke and drag a flow needs, and the time the app
 * took between them. The estimate of a person's own time uses the keystroke-level model's averages (pointing
 * and clicking 1.1 s, a keystroke 0.28 s for an average typist, a drag 1.6 s), added to the time the app took;
 * it leaves out reading and deciding, which no script can measure.
 */
export class Person {
  clicks = 0;
  keys = 0;
  drags = 0;
  private started = 0;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  begin(): void {
    this.clicks = 0;
    this.keys = 0;
    this.drags = 0;
    this.started = performance.now();
  }

  /** Seconds since `begin`: what the app took, the script's own moves being near instant. */
  elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  estimatedSeconds(): number {
    return this.elapsedSeconds() + this.clicks * 1.1 + this.keys * 0.28 + this.drags * 1.6;
  }

  async click(target: Locator, options: { modifiers?: ('Shift' | 'Control')[] } = {}): Promise<void> {
    this.clicks++;
    await target.click(options);
  }

  /** Opens a row's context menu with the secondary button. */
  async contextClick(target: Locator): Promise<void> {
    this.clicks++;
    await target.click({ button: 'right' });
  }

  /** Types `text` into an empty field: one keystroke a character. */
  async type(target: Locator, text: string): Promise<void> {
    this.clicks++;
    this.keys += text.length;
    await target.fill(text);
  }

  /** Types into whatever has focus, character by character (segmented date fields, listboxes). */
  async typeHere(text: string): Promise<void> {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }

  async press(key: string): Promise<void> {
    this.keys++;
    await this.page.keyboard.press(key);
  }

  /** Chooses a file in the system's file dialog: a click to open it and one to choose the file. */
  async chooseFile(opener: Locator, path: string): Promise<void> {
    this.clicks += 2;
    const chooser = this.page.waitForEvent('filechooser');
    await opener.click();
    await (await chooser).setFiles(path);
  }

  async drag(from: Locator, to: Locator): Promise<void> {
    this.drags++;
    await from.hover();
    await this.page.mouse.down();
    const box = await to.boundingBox();
    if (!box) throw new Error('The drop target is not on screen');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }
}
