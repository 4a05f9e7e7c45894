/**
 * The custom scrollbar on the uk product page's panel (docs/rules.md §4 "Custom scrollbar",
 * §9): the thumb's size and place follow the panel, a track press pages in 200 ms, scrollTo
 * takes 300 ms by default, content changes are re-measured after 320 ms of quiet, the panel
 * stays focusable and the drawn bar hidden from assistive technology; cleanup restores.
 * jsdom lays nothing out, so the panel's and track's sizes are given as a browser would report them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_THUMB_PX, createScrollbar, readScrollbar, type Scrollbar } from '../../../plugins/scrollbar/scrollbar-controller';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-terms"[\s\S]*?<\/section>/.exec(page)![0];

let warnings: string[];
let bars: Scrollbar[];
let box: { content: number; client: number; track: number };
const root = () => document.querySelector<HTMLElement>('[data-comp-name="scrollbar"]')!;
const panel = () => root().querySelector<HTMLElement>('.scrollbar__content')!;
const track = () => root().querySelector<HTMLElement>('.scrollbar__track')!;
const thumb = () => root().querySelector<HTMLElement>('.scrollbar__thumb')!;
const thumbAt = () => Number(/translateY\((-?\d+)px\)/.exec(thumb().style.transform)![1]);
const start = () => {
  const bar = createScrollbar(root(), { warn: (m) => warnings.push(m), wrap: (fn) => fn });
  bars.push(bar);
  return bar;
};
/** Gives the panel and track the sizes layout would: 240 px panel, 224 px track. */
const layout = () => {
  Object.defineProperty(panel(), 'scrollHeight', { configurable: true, get: () => box.content });
  Object.defineProperty(panel(), 'clientHeight', { configurable: true, get: () => box.client });
  Object.defineProperty(track(), 'clientHeight', { configurable: true, get: () => box.track });
};
const press = (el: HTMLElement, clientY: number) => el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, clientY }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  document.body.innerHTML = section;
  box = { content: 960, client: 240, track: 224 };
  layout();
  warnings = [];
  bars = [];
});
afterEach(() => {
  for (const bar of bars) bar.stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('scrollbar', () => {
  it('the template: a focusable labelled panel and an aria-hidden track', () => {
    expect(panel().getAttribute('tabindex')).toBe('0');
    expect(panel().getAttribute('role')).toBe('region');
    expect(track().getAttribute('aria-hidden')).toBe('true');
  });

  it('the thumb is the visible share of the track and follows the scroll, once per frame', () => {
    start();
    expect(root().classList.contains('scrollbar--custom')).toBe(true);
    // 240 of 960 px visible: a quarter of the 224 px track.
    expect(thumb().style.height).toBe('56px');
    expect(thumbAt()).toBe(0);
    panel().scrollTop = 360; // half of the 720 px room
    panel().dispatchEvent(new Event('scroll'));
    expect(thumbAt()).toBe(0);
    vi.advanceTimersByTime(16);
    expect(thumbAt()).toBe(84); // half of 224 − 56
    panel().scrollTop = 720;
    panel().dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(16);
    expect(thumbAt()).toBe(168);
  });

  it('a very long panel keeps a thumb that can be grabbed', () => {
    box.content = 100_000;
    start();
    expect(thumb().style.height).toBe(`${MIN_THUMB_PX}px`);
  });

  it('a panel with nothing to scroll hides the bar', () => {
    box.content = 240;
    start();
    expect(root().classList.contains('scrollbar--idle')).toBe(true);
  });

  it('a press on the track below the thumb pages down in 200 ms, above it pages up', () => {
    start();
    thumb().getBoundingClientRect = () => ({ top: 100, bottom: 156 }) as DOMRect;
    press(track(), 200);
    vi.advanceTimersByTime(100);
    expect(panel().scrollTop).toBeGreaterThan(0);
    expect(panel().scrollTop).toBeLessThan(240);
    vi.advanceTimersByTime(132);
    expect(panel().scrollTop).toBe(240);
    press(track(), 50);
    vi.advanceTimersByTime(232);
    expect(panel().scrollTop).toBe(0);
  });

  it('a press on the thumb itself does not page; dragging it moves the panel in proportion', () => {
    start();
    press(thumb(), 10);
    vi.advanceTimersByTime(300);
    expect(panel().scrollTop).toBe(0);
    // 84 px of the 168 px the thumb can travel is half the 720 px room.
    thumb().dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientY: 94 }));
    expect(panel().scrollTop).toBe(360);
    thumb().dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientY: 94 }));
    thumb().dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientY: 150 }));
    expect(panel().scrollTop).toBe(360);
  });

  it('scrollTo takes 300 ms by default and stays within the room', () => {
    const bar = start();
    bar.scrollTo(600);
    vi.advanceTimersByTime(200);
    expect(panel().scrollTop).toBeLessThan(600);
    vi.advanceTimersByTime(132);
    expect(panel().scrollTop).toBe(600);
    bar.scrollTo(5000, 0);
    expect(panel().scrollTop).toBe(720);
  });

  it('added content is measured once, 320 ms after the last change', async () => {
    start();
    box.content = 1920;
    panel().append(Object.assign(document.createElement('p'), { textContent: 'One more term.' }));
    await Promise.resolve();
    vi.advanceTimersByTime(200);
    panel().append(Object.assign(document.createElement('p'), { textContent: 'And another.' }));
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    expect(thumb().style.height).toBe('56px');
    vi.advanceTimersByTime(20);
    expect(thumb().style.height).toBe('28px'); // 240 of 1920: an eighth of 224
  });

  it('a panel that cannot take focus is made focusable, with a warning', () => {
    panel().removeAttribute('tabindex');
    start();
    expect(panel().tabIndex).toBe(0);
    expect(warnings[0]).toContain('tabindex');
  });

  it('newer markup without a track gets one drawn, removed again on cleanup', () => {
    track().remove();
    const bar = createScrollbar(root(), { warn: (m) => warnings.push(m), wrap: (fn) => fn });
    expect(track().getAttribute('aria-hidden')).toBe('true');
    expect(thumb()).not.toBeNull();
    bar.stop();
    expect(root().querySelector('.scrollbar__track')).toBeNull();
  });

  it('without a panel the marker is refused', () => {
    document.body.innerHTML = '<div class="scrollbar" data-comp-name="scrollbar"></div>';
    expect(() => readScrollbar(root())).toThrow('scrollbar__content');
  });

  it("cleanup gives back the page's own thumb style and the classes it shipped with", () => {
    bars.splice(0).forEach((b) => b.stop());
    thumb().setAttribute('style', 'background: rgb(20, 40, 60);');
    root().classList.add('scrollbar--idle');
    const shipped = root().outerHTML;
    start();
    panel().dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2000);
    bars.pop()!.stop();
    expect(root().outerHTML).toBe(shipped);
  });

  it('cleanup restores the markup and stops listening', async () => {
    const bar = bars.pop() ?? start();
    bars.length = 0;
    bar.stop();
    expect(root().classList.contains('scrollbar--custom')).toBe(false);
    expect(thumb().getAttribute('style')).toBeNull();
    box.content = 1920;
    panel().append(document.createElement('p'));
    await Promise.resolve();
    vi.advanceTimersByTime(400);
    panel().dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(16);
    expect(thumb().getAttribute('style')).toBeNull();
  });
});
