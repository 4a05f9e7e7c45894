/** Carousel config from data-swiper-option (docs/rules.md §2 "Carousel"), bad input included. */
import { describe, expect, it } from 'vitest';
import { carouselConfig, DEFAULT_DELAY_MS } from '../../../plugins/carousel/carousel-config';
import { swiperOptions } from '../../../plugins/carousel/create-swiper';

function read(option: string | undefined, viewMode?: string) {
  const warnings: string[] = [];
  return { config: carouselConfig(option, viewMode, (m) => warnings.push(m)), warnings };
}

describe('carousel config (docs/rules.md §3)', () => {
  it('reads slides per view per breakpoint, autoplay, loop and pagination', () => {
    const { config, warnings } = read('{"slidesPerView":1,"breakpoints":{"768":{"slidesPerView":2},"1366":{"slidesPerView":4}},"loop":true,"autoplay":{"delay":4000},"pagination":true}');
    expect(config).toEqual({ slidesPerView: 1, breakpoints: { 768: 2, 1366: 4 }, autoplayDelay: 4000, loop: true, pagination: true, viewMode: 'pc' });
    expect(warnings).toEqual([]);
  });

  it('takes swiper\'s own shapes: "auto" per view, autoplay true, pagination as an object', () => {
    const { config, warnings } = read('{"slidesPerView":"auto","autoplay":true,"pagination":{"clickable":true}}');
    expect(config).toMatchObject({ slidesPerView: 'auto', autoplayDelay: DEFAULT_DELAY_MS, pagination: true, loop: false });
    expect(warnings).toEqual([]);
  });

  it('view mode mobile keeps one slide per view at every width', () => {
    const { config } = read('{"slidesPerView":3,"breakpoints":{"768":{"slidesPerView":4}}}', 'mobile');
    expect(config).toMatchObject({ slidesPerView: 1, breakpoints: {}, viewMode: 'mobile' });
  });

  it('passes the store\'s swipe numbers to swiper, and no motion under reduced motion', () => {
    const { config } = read('{"loop":true}');
    expect(swiperOptions(config, false)).toMatchObject({ threshold: 10, longSwipesRatio: 0.1, loop: true, speed: 400 });
    expect(swiperOptions(config, true).speed).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"loop":tru', 'not a JSON object'],
    ['an array', '[1,2]', 'not a JSON object'],
    ['a negative per view', '{"slidesPerView":-3}', 'data-swiper-option.slidesPerView'],
    ['a huge per view', '{"slidesPerView":1e9}', 'data-swiper-option.slidesPerView'],
    ['a huge delay', '{"autoplay":{"delay":1e12}}', 'data-swiper-option.autoplay.delay'],
    ['a tiny delay', '{"autoplay":{"delay":1}}', 'data-swiper-option.autoplay.delay'],
    ['autoplay of an unknown type', '{"autoplay":"fast"}', 'data-swiper-option.autoplay'],
    ['loop as a string', '{"loop":"yes"}', 'data-swiper-option.loop'],
    ['a bad breakpoint', '{"breakpoints":{"wide":{"slidesPerView":2}}}', 'breakpoints["wide"]'],
    ['an oversized option', `{"x":"${'a'.repeat(5000)}"}`, 'longer than 4096'],
  ])('%s: a warning naming the field, the safe default', (_, option, field) => {
    const { config, warnings } = read(option);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(field);
    expect(config.slidesPerView).toBe(1);
    expect([1000, DEFAULT_DELAY_MS, null]).toContain(config.autoplayDelay);
    expect(config.loop).toBe(false);
  });

  it('more than 8 breakpoints: the 8 narrowest are used, and the rest said in a warning', () => {
    const widths = [320, 480, 600, 768, 1024, 1280, 1366, 1440, 1920, 2560];
    const { config, warnings } = read(JSON.stringify({ breakpoints: Object.fromEntries(widths.map((w, i) => [String(w), { slidesPerView: (i % 8) + 1 }])) }));
    expect(config.breakpoints).toEqual({ 320: 1, 480: 2, 600: 3, 768: 4, 1024: 5, 1280: 6, 1366: 7, 1440: 8 });
    expect(warnings).toEqual(['storefront: plugin "carousel": data-swiper-option.breakpoints has 10 widths; using the 8 narrowest']);
    expect(read(JSON.stringify({ breakpoints: Object.fromEntries(widths.slice(0, 8).map((w) => [String(w), { slidesPerView: 2 }])) })).warnings).toEqual([]);
  });

  it('more than 8 breakpoints: the narrowest are kept whatever order the keys come in', () => {
    // An object lists whole-number keys first, smallest up, then the others as written:
    // "767.5", "0" and "wide" must still be weighed by their width.
    const text = '{"breakpoints":{"wide":{"slidesPerView":3},"2560":{"slidesPerView":8},"1920":{"slidesPerView":7},"1440":{"slidesPerView":6},"1366":{"slidesPerView":5},"1280":{"slidesPerView":4},"1024":{"slidesPerView":3},"768":{"slidesPerView":2},"767.5":{"slidesPerView":2},"0":{"slidesPerView":1}}}';
    const { config, warnings } = read(text);
    expect(config.breakpoints).toEqual({ 0: 1, 767.5: 2, 768: 2, 1024: 3, 1280: 4, 1366: 5, 1440: 6, 1920: 7 });
    expect(warnings).toEqual(['storefront: plugin "carousel": data-swiper-option.breakpoints has 10 widths; using the 8 narrowest']);
  });

  it('a delay out of bounds falls back to the default delay, not to none', () => {
    expect(read('{"autoplay":{"delay":-5}}').config.autoplayDelay).toBe(DEFAULT_DELAY_MS);
  });

  it('an unknown view mode warns and uses pc', () => {
    const { config, warnings } = read('{}', 'tablet');
    expect(config.viewMode).toBe('pc');
    expect(warnings[0]).toContain('data-view-mode');
  });
});
