import { describe, expect, it } from 'vitest';
import { minimumWidth } from './DataGrid.tsx';

describe('minimumWidth', () => {
  it('adds fixed tracks, stated minimums, a default for bare fractions, and the gaps between tracks', () => {
    expect(minimumWidth('2.75rem minmax(10rem, 2fr) 1fr 17rem')).toBe('calc(35.75rem + 5 * var(--space-2))');
  });
});
