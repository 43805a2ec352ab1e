// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Highlighted, matchedSpans } from './Highlighted.tsx';

afterEach(cleanup);

const marked = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('what the palette marks as matched', () => {
  it('marks each typed word once, preferring the start of a word', () => {
    expect(matchedSpans('Edit the selected link', 'ed link')).toEqual([
      [0, 2],
      [18, 22],
    ]);
    const { container } = render(<Highlighted text="Reseed the seeds" query="see" />);
    expect(marked(container)).toEqual(['see']);
    expect(container.textContent).toBe('Reseed the seeds');
    expect(container.querySelector('mark')?.previousSibling?.textContent).toBe('Reseed the ');
  });

  it('cuts the start of a long address to keep a match far into it in view', () => {
    const url = 'shop.example.com/campaigns/2026/autumn/clearance-weekend/landing';
    const { container } = render(<Highlighted text={url} query="clearance" keepMatchInView />);
    expect(container.textContent).toBe('…2026/autumn/clearance-weekend/landing');
    expect(marked(container)).toEqual(['clearance']);
  });

  it('leaves a match near the start where it is', () => {
    const { container } = render(<Highlighted text="shop.example.com/menu" query="menu" keepMatchInView />);
    expect(container.textContent).toBe('shop.example.com/menu');
  });
});
