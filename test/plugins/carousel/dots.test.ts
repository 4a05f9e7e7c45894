/** Pagination dots (docs/rules.md §9): at most 7, scaled 0.5 / 0.75 / 1 at the window's edges. */
import { describe, expect, it } from 'vitest';
import { visibleDots } from '../../../plugins/carousel/dots';

const scales = (count: number, active: number) => visibleDots(count, active).map((d) => d.scale);
const indexes = (count: number, active: number) => visibleDots(count, active).map((d) => d.index);

describe('carousel dots (docs/rules.md §9)', () => {
  it('shows every dot at full size up to 7 slides', () => {
    expect(scales(3, 1)).toEqual([1, 1, 1]);
    expect(indexes(7, 6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(scales(7, 6)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(visibleDots(0, 0)).toEqual([]);
  });

  it('never shows more than 7 dots', () => {
    for (const count of [8, 12, 40]) for (let active = 0; active < count; active++) expect(visibleDots(count, active)).toHaveLength(7);
  });

  it('shrinks only the edges with more slides beyond them', () => {
    expect(indexes(12, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(scales(12, 0)).toEqual([1, 1, 1, 1, 1, 0.75, 0.5]);
    expect(indexes(12, 6)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(scales(12, 6)).toEqual([0.5, 0.75, 1, 1, 1, 0.75, 0.5]);
    expect(indexes(12, 11)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(scales(12, 11)).toEqual([0.5, 0.75, 1, 1, 1, 1, 1]);
  });

  it('keeps the current slide among the visible dots at full size', () => {
    for (let active = 0; active < 20; active++) {
      const dot = visibleDots(20, active).find((d) => d.index === active);
      expect(dot?.scale, `slide ${active}`).toBe(1);
    }
  });
});
