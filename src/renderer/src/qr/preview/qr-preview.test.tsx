// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../../shared/qr/colours.ts';
import type { Preview, PreviewInput } from '../../../../shared/qr/preview.ts';
import type { ScanProblem } from '../../../../shared/qr/scan-check.ts';
import { PreviewEngineContext, type PreviewEngine } from './preview-engine.ts';
import { QrPreview } from './QrPreview.tsx';
import type { ScanVerdict } from './scan-verdict.ts';

afterEach(cleanup);

const MATRIX = { size: 45, modules: new Uint8Array(45 * 45), version: 7, level: 'H' as const };

/** Builds wait until the test lets them finish, one by one, so overlapping updates can be seen. */
function heldEngine(answer: (input: PreviewInput) => Partial<Preview> = () => ({})) {
  const started: PreviewInput[] = [];
  const finish: (() => void)[] = [];
  const drawn: number[] = [];
  const engine: PreviewEngine = {
    build: (input) => {
      started.push(input);
      return new Promise((resolve) =>
        finish.push(() =>
          resolve({
            matrix: MATRIX,
            image: { width: input.pixels, height: input.pixels, data: new Uint8ClampedArray(4) },
            decoded: input.content,
            scannable: true,
            problems: [],
            ...answer(input),
          }),
        ),
      );
    },
    draw: (_canvas, image) => void drawn.push(image.width),
  };
  const release = async () => {
    await act(async () => finish.shift()?.());
  };
  return { engine, started, drawn, release };
}

function show(engine: PreviewEngine, content: string | null, onVerdict?: (verdict: ScanVerdict) => void) {
  return (
    <PreviewEngineContext.Provider value={engine}>
      <QrPreview
        content={content}
        foreground={BLACK}
        background={WHITE}
        logo={null}
        logoScale={0.22}
        label="Code"
        {...(onVerdict ? { onVerdict } : {})}
      />
    </PreviewEngineContext.Provider>
  );
}

describe('the QR preview', () => {
  it('asks for content while there is none', () => {
    const { engine, started } = heldEngine();
    render(show(engine, null));
    expect(screen.getByText('Enter the content to see the code')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Code' })).toBeNull();
    expect(started).toEqual([]);
  });

  it('runs only the latest of the changes made while a build was running', async () => {
    const { engine, started, drawn, release } = heldEngine();
    const view = render(show(engine, 'a'));
    expect(screen.getByRole('img', { name: 'Code' })).toBeTruthy();
    expect(screen.getByText('Checking the code…')).toBeTruthy();
    view.rerender(show(engine, 'ab'));
    view.rerender(show(engine, 'abc'));
    view.rerender(show(engine, 'abcd'));
    expect(started.map((input) => input.content)).toEqual(['a']);

    await release();
    expect(started.map((input) => input.content)).toEqual(['a', 'abcd']);
    await release();
    expect(drawn).toHaveLength(2);
    expect(started[1]).toMatchObject({ foreground: BLACK, background: WHITE, pixels: 240, logo: null });
    expect(screen.getByText('Scans: reads back exactly')).toBeTruthy();
    // Folded away under Details: nobody needs the symbol's version to make a code.
    const facts = screen.getByText('Version 7, 45 × 45 modules, error correction H');
    expect(facts.closest('details')?.open).toBe(false);
    expect(performance.getEntriesByName('qr-preview-update').length).toBeGreaterThanOrEqual(2);
  });

  it('tells what it concludes: checking while a build runs, then the verdict with the errors’ words', async () => {
    const problems: ScanProblem[] = [
      { kind: 'logo', severity: 'error', message: 'The logo covers 40%.' },
      { kind: 'dense', severity: 'warning', message: 'Very dense.' },
    ];
    const { engine, release } = heldEngine((input) =>
      input.content === 'bad' ? { scannable: false, decoded: null, problems } : {},
    );
    const verdicts: ScanVerdict[] = [];
    const listen = (verdict: ScanVerdict) => void verdicts.push(verdict);
    const view = render(show(engine, null, listen));
    expect(verdicts).toEqual([{ state: 'unchecked' }]);
    view.rerender(show(engine, 'good', listen));
    expect(verdicts.at(-1)).toEqual({ state: 'checking' });
    await release();
    expect(verdicts.at(-1)).toEqual({ state: 'sound' });
    view.rerender(show(engine, 'bad', listen));
    await release();
    expect(verdicts.at(-1)).toEqual({
      state: 'unsound',
      headline: 'Does not scan',
      reasons: ['The logo covers 40%.'],
    });
    // Told once per change, however often it renders.
    const told = verdicts.length;
    view.rerender(show(engine, 'bad', listen));
    expect(verdicts).toHaveLength(told);
  });

  it('lists errors as alerts and warnings as notes', async () => {
    const problems: ScanProblem[] = [
      { kind: 'contrast', severity: 'error', message: 'Contrast 1.3:1 is too low.' },
      { kind: 'dense', severity: 'warning', message: 'Very dense.' },
    ];
    const { engine, release } = heldEngine(() => ({ problems }));
    render(show(engine, 'faint'));
    await release();
    // The image read back on screen, but a faint print would not.
    expect(screen.getByText('May not scan')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Contrast 1.3:1 is too low.');
    expect(screen.getByRole('note').textContent).toBe('Very dense.');
  });

  it('says when the content does not fit at all', async () => {
    const tooLong: ScanProblem = {
      kind: 'too-long',
      severity: 'error',
      message: 'The content is 3,000 bytes.',
    };
    const { engine, release } = heldEngine(() => ({
      matrix: null,
      image: null,
      scannable: false,
      problems: [tooLong],
    }));
    render(show(engine, 'x'.repeat(3000)));
    await release();
    expect(screen.getByText('Does not scan')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The content is 3,000 bytes.');
  });

  it('says why when no preview could be made', async () => {
    const engine: PreviewEngine = {
      build: () => Promise.reject(new Error('The decoder did not load.')),
      draw: () => {},
    };
    render(show(engine, 'x'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The preview could not be drawn: The decoder did not load.',
    );
  });

  it('never leaves the last code in view when new content cannot be drawn', async () => {
    const { engine, drawn, release } = heldEngine((input) =>
      input.content.length > 100
        ? {
            matrix: null,
            image: null,
            scannable: false,
            problems: [{ kind: 'too-long', severity: 'error', message: 'The content is 3,000 bytes.' }],
          }
        : {},
    );
    const view = render(show(engine, 'fits'));
    await release();
    const canvas = () => screen.queryByRole('img', { name: 'Code' });
    expect(canvas()).toBeTruthy();
    expect(drawn).toHaveLength(1);

    view.rerender(show(engine, 'x'.repeat(3000)));
    // While it is checked, the old image is marked as out of date, not passed off as this content.
    expect(canvas()?.getAttribute('class')).toContain('qr-preview-outdated');
    expect(canvas()?.parentElement?.getAttribute('aria-busy')).toBe('true');
    await release();
    // The canvas still holds the old image, so it is hidden, and the frame says why.
    expect(drawn).toHaveLength(1);
    expect(canvas()).toBeNull();
    expect(screen.getByText('This content does not fit in a QR code.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The content is 3,000 bytes.');

    view.rerender(show(engine, 'fits again'));
    await release();
    expect(canvas()?.getAttribute('class')).toBe('qr-preview-canvas');
    expect(screen.queryByText('This content does not fit in a QR code.')).toBeNull();
  });

  it('hides the last code when a preview fails, rather than showing it as this one', async () => {
    let fail = false;
    const engine: PreviewEngine = {
      build: (input) =>
        fail
          ? Promise.reject(new Error('The decoder did not load.'))
          : Promise.resolve({
              matrix: MATRIX,
              image: { width: input.pixels, height: input.pixels, data: new Uint8ClampedArray(4) },
              decoded: input.content,
              scannable: true,
              problems: [],
            }),
      draw: () => {},
    };
    const view = render(show(engine, 'first'));
    expect(await screen.findByText('Scans: reads back exactly')).toBeTruthy();
    fail = true;
    view.rerender(show(engine, 'second'));
    expect(await screen.findByText('The code could not be drawn.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Code' })).toBeNull();
  });
});
