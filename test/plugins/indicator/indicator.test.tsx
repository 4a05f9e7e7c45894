/**
 * The indicator plugin on label-indicator markup, mounted through the real registry: config
 * from the markup (bad values included), tabs that pick their panels by click and keys, the
 * play/pause control's texts, and the an-* attributes copied onto the items.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indicator } from '../../../plugins/indicator/index';
import { indicatorConfig } from '../../../plugins/indicator/indicator-config';
import { mountPlugins, type Mounted } from '../../support/runtime';

const MARKUP = `
  <div id="p1" class="panel" an-tr="feature-tr" an-ca="feature" an-ac="feature" an-la="feature:camera">Camera</div>
  <div id="p2" class="panel" an-ca="" an-la="feature:battery" hidden>Battery</div>
  <div id="p3" class="panel" hidden>Display</div>
  <div class="indicator" data-type="label-indicator" data-auto-rolling="true" data-play="false" data-an-tr="" data-an-ca="indication" data-an-ac="feature indicator" data-an-la="indicator option">
    <ul class="indicator__list" role="tablist">
      <li class="indicator__item" role="presentation" data-delay="3000"><button type="button" role="tab" aria-controls="p1" aria-selected="true">Camera</button></li>
      <li class="indicator__item" role="presentation" data-delay="3000"><button type="button" role="tab" aria-controls="p2" aria-selected="false">Battery</button></li>
      <li class="indicator__item" role="presentation" data-delay="3000" an-ac="own list item"><button type="button" role="tab" aria-controls="p3" aria-selected="false" an-la="own">Display</button></li>
    </ul>
    <button type="button" class="indicator__controls"><span class="hidden">Stop automatic slide show</span></button>
  </div>`;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
});

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')];
const panels = () => [...document.querySelectorAll<HTMLElement>('.panel')].map((p) => !p.hidden);
const root = () => document.querySelector<HTMLElement>('.indicator')!;

/** A viewport the indicator never comes into: it mounts only on an interaction (undone by vi.unstubAllGlobals). */
const outOfView = () =>
  vi.stubGlobal('IntersectionObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });

async function start(markup = MARKUP) {
  document.body.innerHTML = markup;
  mounted = mountPlugins([indicator], { indicator: { enabled: true } });
  await vi.waitFor(() => expect(root().dataset.selectedIndex).toBeDefined());
}

describe('indicator plugin (docs/rules.md §3, §4)', () => {
  it('a press on an item that mounted the indicator (its code still loading) is taken once it has mounted', async () => {
    outOfView();
    try {
      document.body.innerHTML = MARKUP;
      mounted = mountPlugins([indicator], { indicator: { enabled: true } });
      tabs()[2]!.click();
      await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('2'));
      expect(panels()).toEqual([false, false, true]);
      // A hover that mounted it chooses nothing.
      mounted!.registry.stop();
      document.body.innerHTML = MARKUP;
      mounted = mountPlugins([indicator], { indicator: { enabled: true } });
      tabs()[2]!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      await vi.waitFor(() => expect(root().dataset.selectedIndex).toBeDefined());
      expect([root().dataset.selectedIndex, panels()]).toEqual(['0', [true, false, false]]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('picks an item by click: aria-selected, roving tabindex, its panel shown', async () => {
    await start();
    expect(root().dataset.selectedIndex).toBe('0');
    tabs()[1]!.click();
    await vi.waitFor(() => expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']));
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(panels()).toEqual([false, true, false]);
  });

  it('arrow keys, Home and End move among the items, wrapping around', async () => {
    await start();
    tabs()[0]!.focus();
    tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('2'));
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('right to left, ArrowLeft goes on and ArrowRight back; keys with a modifier and Up/Down on a horizontal list are the browser\'s', async () => {
    // jsdom does not cascade direction: the items carry it, as a right-to-left page's would compute.
    await start(MARKUP.replace('<div class="indicator"', '<div dir="rtl" class="indicator"').replaceAll('<button type="button" role="tab"', '<button type="button" role="tab" style="direction: rtl"'));
    const key = (i: number, key: string, extra: KeyboardEventInit = {}) => {
      const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...extra });
      tabs()[i]!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    tabs()[0]!.focus();
    expect(key(0, 'ArrowLeft')).toBe(true);
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('1'));
    expect(key(1, 'ArrowRight')).toBe(true);
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('0'));
    expect([key(0, 'ArrowLeft', { altKey: true }), key(0, 'Home', { ctrlKey: true }), key(0, 'ArrowDown'), key(0, 'ArrowUp')]).toEqual([false, false, false, false]);
    await new Promise((r) => setTimeout(r, 20));
    expect(root().dataset.selectedIndex).toBe('0');
  });

  it('without rolling the page\'s control is hidden (nothing to play or stop), and shown again when switched off', async () => {
    await start(MARKUP.replace('data-auto-rolling="true"', 'data-auto-rolling="false"'));
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    expect(control.hidden).toBe(true);
    control.click();
    await new Promise((r) => setTimeout(r, 20));
    expect([root().dataset.playing, control.textContent, control.hasAttribute('data-state')]).toEqual(['false', 'Stop automatic slide show', false]);
    mounted!.registry.disable('indicator');
    await vi.waitFor(() => expect(root().hasAttribute('data-selected-index')).toBe(false));
    expect(control.hidden).toBe(false);
  });

  it('the control says what a press does, and toggles', async () => {
    await start();
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    // data-play="false": paused at first, so the control offers to play.
    await vi.waitFor(() => expect(control.textContent).toBe('Play automatic slide show'));
    control.click();
    await vi.waitFor(() => expect(control.textContent).toBe('Stop automatic slide show'));
    expect(root().dataset.playing).toBe('true');
  });

  it("with no dictionary text the control keeps the page's own label for the state it ships in (docs/rules.md §2)", async () => {
    const stop = 'Dừng trình chiếu tự động';
    // An empty data-stop-text gives no words: the label's stand.
    await start(MARKUP.replace('data-play="false"', 'data-play="true" data-stop-text=""').replace('>Stop automatic slide show<', `>${stop}<`));
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    await vi.waitFor(() => expect(control.dataset.state).toBe('running'));
    expect(control.textContent).toBe(stop);
    control.click();
    await vi.waitFor(() => expect(control.textContent).toBe('Play automatic slide show'));
    control.click();
    await vi.waitFor(() => expect(control.textContent).toBe(stop));
  });

  it('a label shipped with aria-pressed="true" is the play text; data-stop-text gives the stop text', async () => {
    await start(
      MARKUP.replace('data-play="false"', 'data-play="false" data-stop-text="Detener"').replace(
        '<button type="button" class="indicator__controls"><span class="hidden">Stop automatic slide show<',
        '<button type="button" class="indicator__controls" aria-pressed="true"><span class="hidden">Reproducir<',
      ),
    );
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    await vi.waitFor(() => expect(control.dataset.state).toBe('stopped'));
    expect(control.textContent).toBe('Reproducir');
    // The label says what a press does: no pressed state on top while the plugin drives it.
    expect(control.hasAttribute('aria-pressed')).toBe(false);
    control.click();
    await vi.waitFor(() => expect(control.textContent).toBe('Detener'));
    mounted!.registry.stop();
    mounted = undefined;
    await expect.poll(() => [control.getAttribute('aria-pressed'), control.textContent]).toEqual(['true', 'Reproducir']);
  });

  it('a block placed twice (the same panel ids): each indicator drives the panels of its own block; one holding it is never a panel', async () => {
    await start(`<section class="a">${MARKUP}</section><section class="b">${MARKUP}</section>`);
    const [, second] = [...document.querySelectorAll<HTMLElement>('.indicator')];
    await vi.waitFor(() => expect(second!.dataset.selectedIndex).toBe('0'));
    second!.querySelectorAll<HTMLButtonElement>('[role=tab]')[1]!.click();
    await vi.waitFor(() => expect(second!.dataset.selectedIndex).toBe('1'));
    const shown = (block: string) => [...document.querySelectorAll<HTMLElement>(`.${block} .panel`)].map((p) => !p.hidden);
    expect([shown('a'), shown('b')]).toEqual([[true, false, false], [false, true, false]]);
    // Switched off, each block gets back the panels it shipped with.
    mounted!.registry.stop();
    // Removals run through the time slicer: the panels are back by `plugin:unmounted`, maybe a task later (docs/architecture.md).
    await expect.poll(() => [shown('a'), shown('b')]).toEqual([[true, false, false], [true, false, false]]);
    await start(`<section id="holder">${MARKUP.replace('aria-controls="p3"', 'aria-controls="holder"')}</section>`);
    tabs()[1]!.click();
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('1'));
    expect(document.getElementById('holder')!.hidden).toBe(false);
  });

  it('an aria-controls that is no valid selector (a newline from a content tool) or lists two ids: the first id is the panel, the plugin keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await start(MARKUP.replace('aria-controls="p2"', 'aria-controls="p2&#10;"').replace('aria-controls="p3"', 'aria-controls="p3 p1"'));
      tabs()[1]!.click();
      await vi.waitFor(() => expect(panels()).toEqual([false, true, false]));
      tabs()[2]!.click();
      await vi.waitFor(() => expect(panels()).toEqual([false, false, true]));
      expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('with data-control="false" the control the page ships still stops the rolling', async () => {
    await start(MARKUP.replace('data-play="false"', 'data-play="true" data-control="false"'));
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    expect([control.hidden, root().dataset.playing]).toEqual([false, 'true']);
    control.click();
    await vi.waitFor(() => expect(root().dataset.playing).toBe('false'));
  });

  it('a mobile-only indicator, hidden from 768 px, holds its rolling there, and rolls again below', async () => {
    const listeners = new Set<() => void>();
    const wide = { matches: true, addEventListener: (_: string, fn: () => void) => listeners.add(fn), removeEventListener: (_: string, fn: () => void) => listeners.delete(fn) };
    vi.stubGlobal('matchMedia', (query: string) => (query === '(min-width: 768px)' ? wide : { matches: false }));
    try {
      await start(MARKUP.replace('data-play="false"', 'data-play="true"').replace('data-type="label-indicator"', 'data-type="dot-indicator-mobile-only"'));
      expect([root().dataset.playing, root().hasAttribute('data-held')]).toEqual(['true', true]);
      wide.matches = false;
      listeners.forEach((fn) => fn());
      await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(false));
      wide.matches = true;
      listeners.forEach((fn) => fn());
      await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(true));
      mounted!.registry.stop();
      mounted = undefined;
      // The removal runs through the time slicer, so it may end a task later.
      await vi.waitFor(() => expect(listeners.size).toBe(0));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a focus or a hover on the items or their panels holds the rolling (data-held); leaving both releases it', async () => {
    await start(MARKUP.replace('data-play="false"', 'data-play="true"'));
    expect(root().dataset.playing).toBe('true');
    expect(root().hasAttribute('data-held')).toBe(false);
    tabs()[1]!.focus();
    await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(true));
    // From the items to a panel: still held.
    document.getElementById('p1')!.dispatchEvent(new MouseEvent('mouseenter'));
    tabs()[1]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('p1') }));
    tabs()[1]!.blur();
    expect(root().hasAttribute('data-held')).toBe(true);
    document.getElementById('p1')!.dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body }));
    await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(false));
    expect(root().dataset.playing).toBe('true');
  });

  it('a focus already on an item when it mounts (the Tab that mounted it) holds the rolling; leaving releases it', async () => {
    outOfView();
    try {
      document.body.innerHTML = MARKUP.replace('data-play="false"', 'data-play="true"');
      mounted = mountPlugins([indicator], { indicator: { enabled: true } });
      tabs()[0]!.focus();
      await vi.waitFor(() => expect(root().dataset.playing).toBe('true'));
      expect(root().hasAttribute('data-held')).toBe(true);
      tabs()[0]!.blur();
      await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(false));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a pointer already on the indicator when it mounts holds the rolling; leaving releases it', async () => {
    // jsdom keeps no pointer: the browser's :hover state is given for the indicator.
    const matches = Element.prototype.matches;
    const spy = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.classList.contains('indicator') : matches.call(this, selector);
    });
    await start(MARKUP.replace('data-play="false"', 'data-play="true"'));
    spy.mockRestore();
    expect([root().dataset.playing, root().hasAttribute('data-held')]).toEqual(['true', true]);
    root().dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body }));
    await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(false));
  });

  it('the focus moving from an item into its panel keeps the hold; End picks the last item', async () => {
    await start(MARKUP.replace('data-play="false"', 'data-play="true"'));
    tabs()[0]!.focus();
    await vi.waitFor(() => expect(root().hasAttribute('data-held')).toBe(true));
    tabs()[0]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('p1') }));
    tabs()[1]!.click();
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('1'));
    // Drawn with the click: the hold outlived the focus's move into the panel.
    expect(root().hasAttribute('data-held')).toBe(true);
    tabs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('2'));
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('switched off after a change, the page gets back its own selection, panels, Tab order and control text', async () => {
    await start(MARKUP.replace('aria-selected="true"', 'aria-selected="false"'));
    // Nothing selected and paused: no item is chosen, yet the first stays reachable by Tab.
    expect(root().dataset.selectedIndex).toBe('-1');
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs()[1]!.click();
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('1'));
    const control = document.querySelector<HTMLButtonElement>('.indicator__controls')!;
    expect(control.textContent).toBe('Play automatic slide show');
    mounted!.registry.stop();
    mounted = undefined;
    await expect.poll(() => tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
    expect(tabs().map((t) => t.hasAttribute('tabindex'))).toEqual([false, false, false]);
    expect(control.textContent).toBe('Stop automatic slide show');
    expect(control.hasAttribute('data-state')).toBe(false);
    expect(root().hasAttribute('data-selected-index')).toBe(false);
    // The panels as the page shipped them, not as the last selection left them.
    expect(panels()).toEqual([true, false, false]);
  });

  it("copies an-* onto the items from their panels (an empty one is none), else from the indicator options, never over the item's or its list item's own", async () => {
    await start();
    const attrs = (b: Element) => ['an-tr', 'an-ca', 'an-ac', 'an-la'].map((n) => b.getAttribute(n));
    expect(tabs().map(attrs)).toEqual([
      ['feature-tr', 'feature', 'feature', 'feature:camera'],
      [null, 'indication', 'feature indicator', 'feature:battery'],
      [null, 'indication', null, 'own'],
    ]);
    mounted!.registry.stop();
    mounted = undefined;
    // Switched off, the page's markup is as it was (by `plugin:unmounted`, maybe a task later).
    await expect.poll(() => tabs().map(attrs)[2]).toEqual([null, null, null, 'own']);
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('bad config: each value named in a warning, defaults used, the indicator still works', async () => {
    const warnings: string[] = [];
    const config = indicatorConfig({ type: 'carousel<script>', autoRolling: 'yes', infiniteRolling: 'true' }, ['3000', '-5', '1e12', 'abc'], (m) => warnings.push(m));
    expect(config).toEqual({ type: 'dot-indicator', play: true, control: false, autoRolling: false, infiniteRolling: true, delays: [3000, 5000, 5000, 5000] });
    expect(warnings.map((w) => w.match(/data-[a-z-]+/)?.[0])).toEqual(['data-type', 'data-auto-rolling', 'data-delay', 'data-delay', 'data-delay']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(MARKUP.replace('data-delay="3000"', 'data-delay="javascript:alert(1)"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-delay of item 1'));
    tabs()[2]!.click();
    await vi.waitFor(() => expect(root().dataset.selectedIndex).toBe('2'));
    warn.mockRestore();
  });
});
