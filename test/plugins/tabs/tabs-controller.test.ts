/**
 * The tabs controller on the uk product page's tab markup (docs/rules.md §4 "Tabs", §9): one
 * selected at a time, the 300 ms animation lock on a controlled clock, disabled strip and tabs,
 * keys in both directions, missing panels, and the page's markup restored on cleanup.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTabs, TAB_ANIMATION_MS } from '../../../plugins/tabs/tabs-controller';
import { scrollDelta, stripEnds } from '../../../plugins/tabs/tabs-geometry';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-g-product-tab">[\s\S]*?<\/section>/.exec(page)![0];

const root = () => document.querySelector<HTMLElement>('[data-comp-name="tab"]')!;
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () => tabs().filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
const shownPanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
const tab = (name: string) => tabs().find((t) => t.textContent === name)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

let warnings: string[];
let stop: () => void;
const start = () => (stop = createTabs(root(), { warn: (m) => warnings.push(m), wrap: (fn) => fn }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = section;
  warnings = [];
  stop = () => {};
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

describe('tabs: selection', () => {
  it('starts on the page’s selected tab with a roving tabindex and only its panel shown', () => {
    start();
    expect(selected()).toEqual(['Overview']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(shownPanels()).toEqual(['pd-tabpanel-overview']);
  });

  it('a click selects one tab, shows its panel and hides the others', () => {
    start();
    click(tab('Specs'));
    expect(selected()).toEqual(['Specs']);
    expect(shownPanels()).toEqual(['pd-tabpanel-specs']);
    expect(tab('Specs').tabIndex).toBe(0);
    expect(tab('Overview').tabIndex).toBe(-1);
    expect(tab('Specs').closest('.tab__item')!.classList.contains('tab__item--active')).toBe(true);
    expect(tab('Overview').closest('.tab__item')!.classList.contains('tab__item--active')).toBe(false);
  });

  it('nothing is selectable while the 300 ms animation runs; at 300 ms it is again', () => {
    start();
    click(tab('Specs'));
    expect(root().classList.contains('tab--animating')).toBe(true);
    vi.advanceTimersByTime(TAB_ANIMATION_MS - 1);
    click(tab('Reviews'));
    key(tab('Specs'), 'ArrowRight');
    expect(selected()).toEqual(['Specs']);
    vi.advanceTimersByTime(1);
    expect(root().classList.contains('tab--animating')).toBe(false);
    click(tab('Reviews'));
    expect(selected()).toEqual(['Reviews']);
    expect(TAB_ANIMATION_MS).toBe(300);
  });

  it('nothing is selectable while the strip is disabled', () => {
    start();
    root().querySelector('[role="tablist"]')!.setAttribute('aria-disabled', 'true');
    click(tab('Specs'));
    key(tab('Overview'), 'End');
    expect(selected()).toEqual(['Overview']);
    root().querySelector('[role="tablist"]')!.removeAttribute('aria-disabled');
    click(tab('Specs'));
    expect(selected()).toEqual(['Specs']);
  });

  it('a disabled tab is never selected, by click or key', () => {
    start();
    click(tab('Trade-in'));
    expect(selected()).toEqual(['Overview']);
    click(tab('Delivery'));
    vi.advanceTimersByTime(TAB_ANIMATION_MS);
    key(tab('Delivery'), 'ArrowRight');
    expect(selected()).toEqual(['Samsung Care+']);
    expect(document.activeElement).toBe(tab('Samsung Care+'));
  });
});

describe('tabs: keyboard (automatic activation)', () => {
  it('Right/Left move and select in reading order, wrapping; Home/End reach the ends', () => {
    start();
    const press = (k: string) => {
      key(document.activeElement === document.body ? tab('Overview') : document.activeElement!, k);
      vi.advanceTimersByTime(TAB_ANIMATION_MS);
      return selected()[0];
    };
    tab('Overview').focus();
    expect(press('ArrowRight')).toBe('Specs');
    expect(press('ArrowLeft')).toBe('Overview');
    expect(press('ArrowLeft')).toBe('FAQ');
    expect(press('ArrowRight')).toBe('Overview');
    expect(press('End')).toBe('FAQ');
    expect(press('Home')).toBe('Overview');
    expect(document.activeElement).toBe(tab('Overview'));
  });

  it('right to left, Left is the next tab', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    root().style.direction = 'rtl';
    start();
    key(tab('Overview'), 'ArrowLeft');
    expect(selected()).toEqual(['Specs']);
  });

  it('other keys are left to the page, PageUp and PageDown among them (they scroll it)', () => {
    start();
    for (const key of ['Tab', 'PageDown', 'PageUp']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      tab('Overview').dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(selected()).toEqual(['Overview']);
    }
  });
});

describe('tabs: bad markup', () => {
  it('a tab whose panel is missing is disabled, with a warning naming aria-controls', () => {
    document.getElementById('pd-tabpanel-specs')!.remove();
    start();
    expect(warnings).toEqual(['tab "Specs" has aria-controls="pd-tabpanel-specs", which names no panel; the tab is disabled']);
    expect(tab('Specs').getAttribute('aria-disabled')).toBe('true');
    key(tab('Overview'), 'ArrowRight');
    expect(selected()).toEqual(['Reviews']);
  });

  it('a component without tabs throws a clear message', () => {
    root().querySelector('[role="tablist"]')!.innerHTML = '';
    expect(start).toThrow('the tab component has no [role=tablist] with [role=tab] items');
  });

  it('a page that selected a disabled tab starts on the first enabled one', () => {
    tab('Overview').setAttribute('aria-disabled', 'true');
    start();
    expect(selected()).toEqual(['Specs']);
    expect(shownPanels()).toEqual(['pd-tabpanel-specs']);
  });
});

describe('tabs: cleanup', () => {
  it('restores the page’s markup exactly, and listens no more', () => {
    const before = document.body.innerHTML;
    start();
    click(tab('Reviews'));
    stop();
    stop = () => {};
    expect(document.body.innerHTML).toBe(before);
    vi.advanceTimersByTime(TAB_ANIMATION_MS);
    click(tab('Specs'));
    expect(selected()).toEqual(['Overview']);
  });
});

describe('tabs: geometry (56 px margin, 4 px arrow threshold)', () => {
  const view = { left: 100, right: 500 };
  it('scrolls a tab that is cut off until 56 px of strip stay beside it', () => {
    expect(scrollDelta({ left: 120, right: 200 }, view)).toBe(-36);
    expect(scrollDelta({ left: 400, right: 480 }, view)).toBe(36);
    expect(scrollDelta({ left: 156, right: 444 }, view)).toBe(0);
    expect(scrollDelta({ left: 600, right: 700 }, view)).toBe(256);
  });

  it('a tab wider than the room aligns its start edge, in either direction', () => {
    expect(scrollDelta({ left: 120, right: 480 }, view)).toBe(-36);
    expect(scrollDelta({ left: 120, right: 480 }, view, true)).toBe(36);
    // Wholly past one end of the strip too: the start edge lines up, never the end edge.
    expect(scrollDelta({ left: 600, right: 1000 }, view)).toBe(444);
    expect(scrollDelta({ left: 600, right: 1000 }, view, true)).toBe(556);
    expect(scrollDelta({ left: -400, right: 0 }, view)).toBe(-556);
    expect(scrollDelta({ left: -400, right: 0 }, view, true)).toBe(-444);
  });

  it('an arrow is disabled within 4 px of its end, left to right and right to left', () => {
    const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 1000, clientWidth: 400 });
    expect(stripEnds(box(0))).toEqual({ atStart: true, atEnd: false });
    expect(stripEnds(box(4))).toEqual({ atStart: true, atEnd: false });
    expect(stripEnds(box(5))).toEqual({ atStart: false, atEnd: false });
    expect(stripEnds(box(596))).toEqual({ atStart: false, atEnd: true });
    expect(stripEnds(box(595))).toEqual({ atStart: false, atEnd: false });
    expect(stripEnds(box(-596))).toEqual({ atStart: false, atEnd: true });
    expect(stripEnds({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ atStart: true, atEnd: true });
  });
});

describe('tabs: arrows held down', () => {
  it('after the end hands the focus to the other arrow, the held key\'s repeats do not press it; a new press does', () => {
    const wrap = root().querySelector<HTMLElement>('.tab__list-wrap')!;
    // jsdom lays nothing out: a strip 1,000 px wide in a 300 px window, scrolled where the test says.
    let left = 400;
    Object.defineProperties(wrap, {
      scrollWidth: { configurable: true, get: () => 1000 },
      clientWidth: { configurable: true, get: () => 300 },
      scrollLeft: { configurable: true, get: () => left, set: (v: number) => (left = v) },
    });
    start();
    const prev = root().querySelector<HTMLElement>('.tab__arrow--prev')!;
    const next = root().querySelector<HTMLElement>('.tab__arrow--next')!;
    next.focus();
    const keydown = (el: Element, repeat: boolean) => {
      const e = new KeyboardEvent('keydown', { key: 'Enter', repeat, bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(keydown(next, false)).toBe(false);
    // The strip reaches its end: the next arrow is disabled and hands the focus over.
    left = 700;
    wrap.dispatchEvent(new Event('scroll'));
    expect([document.activeElement, next.hasAttribute('disabled')]).toEqual([prev, true]);
    // The key is still held: its repeats now land on the previous arrow, and do nothing there.
    expect([keydown(prev, true), keydown(prev, true)]).toEqual([true, true]);
    // Released and pressed again: a real press.
    expect(keydown(prev, false)).toBe(false);
    expect(keydown(prev, true)).toBe(false);
  });
});
