/** Responsive image sources (docs/rules.md §9): widths by viewport, retina, presets. */
import { describe, expect, it } from 'vitest';
import { chooseSource, widthFor, withPreset } from '../../../plugins/responsive-image/image-source';

describe('responsive image source (docs/rules.md §9)', () => {
  it('picks 360 below 768 px, 768 below 1366 px, else 1366', () => {
    expect([320, 767, 768, 1365, 1366, 2560].map((w) => widthFor(w, 1))).toEqual([360, 360, 768, 768, 1366, 1366]);
  });

  it('one step up at a pixel ratio of 1.5 or more, never past 1366', () => {
    expect([375, 1024, 1920].map((w) => widthFor(w, 1.49))).toEqual([360, 768, 1366]);
    expect([375, 1024, 1920].map((w) => widthFor(w, 1.5))).toEqual([768, 1366, 1366]);
    expect(widthFor(375, 3)).toBe(768);
  });

  it('sets the preset by extension (jpg, png, gif), replacing the one the page had; other files as they are', () => {
    expect(withPreset('//images.samsung.com/a/kv.png?$ORIGIN_PNG$', 768)).toBe('//images.samsung.com/a/kv.png?$768_PNG$');
    expect(withPreset('/img/a.JPG', 360)).toBe('/img/a.JPG?$360_JPG$');
    expect(withPreset('/img/a.gif', 1366)).toBe('/img/a.gif?$1366_GIF$');
    expect(withPreset('/img/a.svg', 768)).toBe('/img/a.svg');
    expect(withPreset('/img/a.webp?x=1', 768)).toBe('/img/a.webp?x=1');
  });

  it('keeps the other query parameters (a cache key) and a fragment, and finds the extension before them', () => {
    expect(withPreset('/i/kv.jpg?v=3', 768)).toBe('/i/kv.jpg?$768_JPG$&v=3');
    expect(withPreset('/i/kv.png?$ORIGIN_PNG$&v=3#top', 1366)).toBe('/i/kv.png?$1366_PNG$&v=3#top');
    expect(withPreset('https://example.com/a.png#x', 360)).toBe('https://example.com/a.png?$360_PNG$#x');
  });

  it('uses the mobile source below 768 px', () => {
    const sources = { desktop: '/d.png', mobile: '/m.png', preview: null };
    expect(chooseSource(sources, 375, 2)).toBe('/m.png?$768_PNG$');
    expect(chooseSource(sources, 768, 1)).toBe('/d.png?$768_PNG$');
  });
});
