import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { placeWindow, type Display } from '../../src/main/window/window-placement.ts';
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from '../../src/main/window/window-options.ts';
import { createWindowStateStore, WINDOW_STATE_FILE } from '../../src/main/window/window-state.ts';
import { tempDir } from '../support/sandbox.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const folder = () => (dirs[dirs.length] = tempDir('linkdesk-window-'));

describe('window state store', () => {
  const state = { bounds: { x: 40, y: 60, width: 1100, height: 720 }, maximized: true };

  it('remembers the last state across launches (a new store on the same folder)', async () => {
    const dir = folder();
    const log = { warn: vi.fn() };
    expect(await createWindowStateStore(dir, log).load()).toBeNull();
    await createWindowStateStore(dir, log).save(state);
    expect(await createWindowStateStore(dir, log).load()).toEqual(state);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('writes atomically: only the state file is left, and the last save wins', async () => {
    const dir = folder();
    const store = createWindowStateStore(dir, { warn: vi.fn() });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.save({ ...state, bounds: { ...state.bounds, x: i } })),
    );
    expect(await readdir(dir)).toEqual([WINDOW_STATE_FILE]);
    expect(JSON.parse(await readFile(join(dir, WINDOW_STATE_FILE), 'utf8')).bounds.x).toBe(19);
  });

  it('falls back to the default place, saying why, when the file is corrupt or nonsense', async () => {
    for (const text of [
      '{"bounds": {"x": 1',
      '{"bounds": {"x": "a", "y": 0, "width": 1, "height": 1}, "maximized": false}',
      '[]',
    ]) {
      const dir = folder();
      await writeFile(join(dir, WINDOW_STATE_FILE), text);
      const log = { warn: vi.fn() };
      expect(await createWindowStateStore(dir, log).load(), text).toBeNull();
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(WINDOW_STATE_FILE));
    }
  });

  it('does not write a state that is not a position', async () => {
    const dir = folder();
    const log = { warn: vi.fn() };
    await createWindowStateStore(dir, log).save({
      bounds: { x: 0, y: 0, width: Number.NaN, height: 10 },
      maximized: false,
    });
    expect(await readdir(dir)).toEqual([]);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('logs a failed save instead of failing', async () => {
    const log = { warn: vi.fn() };
    await createWindowStateStore(join(folder(), 'missing', 'folder'), log).save(state);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not be saved'));
  });
});

describe('window placement', () => {
  const primary: Display = { workArea: { x: 0, y: 25, width: 1920, height: 1055 } };
  const right: Display = { workArea: { x: 1920, y: 0, width: 1280, height: 1024 } };
  const displays = [primary, right];
  const inside = (bounds: { x: number; y: number; width: number; height: number }, display: Display) => {
    const area = display.workArea;
    return (
      bounds.x >= area.x &&
      bounds.y >= area.y &&
      bounds.x + bounds.width <= area.x + area.width &&
      bounds.y + bounds.height <= area.y + area.height
    );
  };

  it('opens at the default size, centred on the primary display, the first time', () => {
    const placed = placeWindow(null, displays, primary);
    expect(placed.maximized).toBe(false);
    expect(placed.bounds).toEqual({
      x: (1920 - DEFAULT_WINDOW_SIZE.width) / 2,
      y: 25 + Math.round((1055 - DEFAULT_WINDOW_SIZE.height) / 2),
      ...DEFAULT_WINDOW_SIZE,
    });
  });

  it('keeps a remembered place that is on a screen, on whichever display it is', () => {
    const onRight = { bounds: { x: 2000, y: 100, width: 900, height: 700 }, maximized: true };
    expect(placeWindow(onRight, displays, primary)).toEqual(onRight);
  });

  it('pulls a window that hangs off a screen back onto the display it mostly was on', () => {
    const placed = placeWindow(
      { bounds: { x: 2900, y: 900, width: 900, height: 700 }, maximized: false },
      displays,
      primary,
    );
    expect(inside(placed.bounds, right)).toBe(true);
    expect(placed.bounds).toMatchObject({ width: 900, height: 700 });
  });

  it('opens centred on the primary display when its display is gone', () => {
    const placed = placeWindow(
      { bounds: { x: 5000, y: -3000, width: 1000, height: 700 }, maximized: false },
      displays,
      primary,
    );
    expect(inside(placed.bounds, primary)).toBe(true);
    expect(placed.bounds).toEqual({ x: 460, y: 25 + 178, width: 1000, height: 700 });
  });

  it('shrinks a window larger than its display, but not below the minimum size', () => {
    const small: Display = { workArea: { x: 0, y: 0, width: 1024, height: 700 } };
    const placed = placeWindow(
      { bounds: { x: -50, y: -50, width: 3000, height: 2000 }, maximized: false },
      [small],
      small,
    );
    expect(placed.bounds).toEqual({ x: 0, y: 0, width: 1024, height: 700 });
    const tiny = placeWindow(
      { bounds: { x: 10, y: 10, width: 200, height: 100 }, maximized: false },
      [small],
      small,
    );
    expect(tiny.bounds).toMatchObject({ width: MIN_WINDOW_SIZE.width, height: MIN_WINDOW_SIZE.height });
    expect(inside(tiny.bounds, small)).toBe(true);
  });
});
