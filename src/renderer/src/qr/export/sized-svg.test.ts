import { describe, expect, it } from 'vitest';
import { sizedSvg } from './sized-svg.ts';

describe('sizing an SVG for drawing', () => {
  it('gives an SVG with only a viewBox the size asked for', () => {
    expect(sizedSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path/></svg>', 512)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" width="512" height="512"><path/></svg>',
    );
  });

  it('replaces a size it already has, in either quote, and leaves the rest alone', () => {
    expect(
      sizedSvg(
        `<?xml version="1.0"?><svg width='100' height="100px" viewBox="0 0 9 9"><svg width="3"/></svg>`,
        256,
      ),
    ).toBe(`<?xml version="1.0"?><svg viewBox="0 0 9 9" width="256" height="256"><svg width="3"/></svg>`);
    expect(sizedSvg('<svg/>', 128)).toBe('<svg width="128" height="128"/>');
  });
});
