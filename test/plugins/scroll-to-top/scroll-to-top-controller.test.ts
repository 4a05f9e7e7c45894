/**
 * Scroll-to-top on the uk product page's markup (docs/rules.md §4 "Scroll-to-top", §9): shown
 * while the page scrolls up, hidden scrolling down and at the top, one read per frame; a press
 * scrolls to the top in 600 ms (at once under reduced motion) and moves focus to the skip
 * link; the visitor's own wheel takes over; cleanup restores the markup.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOW, createScrollToTop, readScrollTop } from '../../../plugins/scroll-to-top/scroll-to-top-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const markup = /<div class="scroll-top"[\s\S]*?<\/div>/.exec(page)![0];
const SKIP = '<div class="skip-bar"><a href="#content" id="skipToContent">Skip to content</a></div>';

let y = 0;
let warnings: string[];
let stops: (() => void)[];
const root = () => document.querySelector<HTMLElement>('.scroll-top')!;
const shown = () => root().classList.contains(SHOW);
const start = () => stops.push(createScrollToTop(root(), { warn: (m) => warnings.push(m), wrap: (fn) => fn }));
/** The page scrolls to `to` (as the browser would: position first, then the event), and a frame passes. */
const scroll = (to: number) => {
  y = to;
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersByTime(16);
};
const motion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((opts: ScrollToOptions) => {
    y = opts.top!;
  }) as typeof window.scrollTo);
  motion(false);
  document.body.innerHTML = SKIP + '<main id="content"></main>' + markup;
  warnings = [];
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('scroll-to-top', () => {
  it('the template has a hidden-until-shown button with a text name', () => {
    expect(shown()).toBe(false);
    expect(readScrollTop(root()).textContent).toBe('Back to top');
  });

  it('shows while scrolling up, hides scrolling down and at the top', () => {
    start();
    scroll(800);
    expect(shown()).toBe(false);
    scroll(1600);
    expect(shown()).toBe(false);
    scroll(1200);
    expect(shown()).toBe(true);
    scroll(1300);
    expect(shown()).toBe(false);
    scroll(900);
    expect(shown()).toBe(true);
    scroll(0);
    expect(shown()).toBe(false);
  });

  it('reads the position once per frame however many scroll events arrive', () => {
    start();
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads++, y) });
    y = 500;
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('scroll'));
    expect(reads).toBe(0);
    vi.advanceTimersByTime(16);
    expect(reads).toBe(1);
  });

  it('a press scrolls to the top in 600 ms, eased, and moves focus to the skip link', () => {
    start();
    scroll(2000);
    scroll(1500);
    root().querySelector('button')!.click();
    expect(document.activeElement?.id).toBe('skipToContent');
    vi.advanceTimersByTime(300);
    // The eased share at about half the time is 0.7756 (docs/rules.md §9): some 340 px of 1500 left.
    expect(y).toBeGreaterThan(250);
    expect(y).toBeLessThan(500);
    vi.advanceTimersByTime(200);
    expect(y).toBeGreaterThan(0);
    vi.advanceTimersByTime(132);
    expect(y).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(16);
    expect(shown()).toBe(false);
  });

  it('under reduced motion the press jumps to the top at once', () => {
    motion(true);
    start();
    scroll(2000);
    scroll(1500);
    root().querySelector('button')!.click();
    expect(y).toBe(0);
  });

  it("the visitor's own wheel stops the way up", () => {
    start();
    scroll(2000);
    scroll(1500);
    root().querySelector('button')!.click();
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('wheel'));
    const at = y;
    vi.advanceTimersByTime(1000);
    expect(y).toBe(at);
    expect(at).toBeGreaterThan(0);
  });

  it('a data-focus-target naming nothing warns and falls back to the skip link', () => {
    root().dataset.focusTarget = 'nowhere';
    start();
    root().querySelector('button')!.click();
    expect(document.activeElement?.id).toBe('skipToContent');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('data-focus-target');
  });

  it('without its button the marker is refused', () => {
    document.body.innerHTML = '<div class="scroll-top" data-comp-name="scroll-top"></div>';
    expect(() => readScrollTop(root())).toThrow('scroll-top__button');
  });

  it('cleanup restores the markup and stops listening', () => {
    start();
    scroll(900);
    scroll(400);
    expect(shown()).toBe(true);
    stops.pop()!();
    expect(shown()).toBe(false);
    scroll(1200);
    scroll(300);
    expect(shown()).toBe(false);
    root().querySelector('button')!.click();
    expect(y).toBe(300);
  });
});
