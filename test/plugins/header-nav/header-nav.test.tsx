import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { headerNav } from '../../../plugins/header-nav/index';
import { bindThenPrepare, PREPARE } from '../../../plugins/header-nav/HeaderNav';
import { whenIdle } from '../../../plugins/header-nav/json-menu-load';
import { LEAVE_GRACE_MS, SWITCH_DELAY_MS } from '../../../plugins/header-nav/nav-state';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const L0 = (la: string, panel: boolean) => `
  <li class="nv00-gnb-v4__l0-menu">
    <div class="nv00-gnb-v4__l0-menu-title">
      <a class="nv00-gnb-v4__l0-menu-link" role="menuitem" an-la="${la}" href="/uk/${la}/">${la}</a>
      <button class="nv00-gnb-v4__l0-menu-toggle-btn" role="menuitem" aria-haspopup="true" aria-expanded="false"><span class="hidden">${la}</span></button>
    </div>
    ${panel ? `<div class="nv00-gnb-v4__l1-menu-container"><ul class="nv00-gnb-v4__l1-menu-list">
      <li class="nv00-gnb-v4__l1-menu"><a class="nv00-gnb-v4__l1-menu-link" href="/uk/${la}/a/">A</a>
        <button class="nv00-gnb-v4__l1-menu-toggle-btn" type="button">A</button>
        <ul class="nv00-gnb-v4__l2-menu-list"><li><a class="nv00-gnb-v4__l2-menu-link" href="/uk/${la}/a/1/">A1</a></li></ul></li>
      <li class="nv00-gnb-v4__l1-menu"><a class="nv00-gnb-v4__l1-menu-link" href="/uk/${la}/b/">B</a>
        <button class="nv00-gnb-v4__l1-menu-toggle-btn" type="button">B</button>
        <ul class="nv00-gnb-v4__l2-menu-list"><li><a class="nv00-gnb-v4__l2-menu-link" href="/uk/${la}/b/1/">B1</a></li></ul></li>
    </ul></div>` : ''}
  </li>`;
const HEADER = `
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <nav class="nv00-gnb-v4"><div class="nv00-gnb-v4__wrap">
    <button class="nv00-gnb-v4__utility-hamburger" data-js-action="hamburger" aria-haspopup="true" aria-expanded="false"><span class="hidden">Navigation</span></button>
    <div class="nv00-gnb-v4__container">
      <div class="nv00-gnb-v4__container-header"><button class="nv00-gnb-v4__backward-btn"><span class="hidden">Back</span></button></div>
      <ul class="nv00-gnb-v4__l0-menu-list nv00-gnb-v4__l0-menu-list--left" role="menubar" aria-label="main menu">${L0('mobile', true)}${L0('tv', true)}${L0('offer', false)}</ul>
      <button class="nv00-gnb-v4__close-btn"><span class="hidden">Close menu</span></button>
    </div>
  </div><div class="nv00-gnb-v4__dim"></div></nav>
  <a id="outside" href="/uk/">outside</a>`;

let mounted: Mounted;
const nav = () => document.querySelector<HTMLElement>('nav')!;
const li = (i: number) => document.querySelectorAll<HTMLElement>('.nv00-gnb-v4__l0-menu')[i]!;
const toggle = (i: number) => li(i).querySelector<HTMLElement>('.nv00-gnb-v4__l0-menu-toggle-btn')!;
const link = (i: number) => li(i).querySelector<HTMLElement>('.nv00-gnb-v4__l0-menu-link')!;
const expanded = () => [0, 1].map((i) => toggle(i).getAttribute('aria-expanded'));
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const pointer = (target: Element, type: string) => target.dispatchEvent(new Event(type));
const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });

async function start(width = 1440) {
  setWidth(width);
  document.body.innerHTML = HEADER;
  mounted = mountPlugins([headerNav], { 'header-nav': { enabled: true } }, buildRuntime());
  await expect.poll(() => nav().dataset.sfNav).toBe('closed');
}

beforeEach(() => PREPARE.splice(0));
afterEach(() => {
  vi.useRealTimers();
  mounted?.registry.stop();
  PREPARE.splice(0);
  setWidth(1024);
});

describe('header-nav: the legacy roles', () => {
  it('become plain lists, links and disclosure buttons tied to their panels; a toggle with nothing to open is hidden', async () => {
    await start();
    expect(document.querySelectorAll('[role=menubar], [role=menuitem]')).toHaveLength(0);
    for (const i of [0, 1]) {
      expect(toggle(i).getAttribute('aria-haspopup')).toBeNull();
      expect(document.getElementById(toggle(i).getAttribute('aria-controls')!)).toBe(li(i).querySelector('.nv00-gnb-v4__l1-menu-container'));
    }
    expect(toggle(2).hidden).toBe(true);
    expect(document.querySelector('[data-js-action=hamburger]')!.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('are put back as the page had them when the plugin switches off', async () => {
    await start();
    mounted.registry.stop();
    await expect.poll(() => nav().dataset.sfNav).toBeUndefined();
    expect(document.querySelectorAll('[role=menubar]')).toHaveLength(1);
    expect(document.querySelectorAll('[role=menuitem]')).toHaveLength(6);
    expect(toggle(0).getAttribute('aria-controls')).toBeNull();
    expect(toggle(2).hidden).toBe(false);
  });
});

describe('header-nav: the older nv00-gnb header', () => {
  const OLDER = `<nav class="nv00-gnb" role="navigation" aria-label="main navigation"><div class="nv00-gnb__l0-menu-wrap"><ul class="nv00-gnb__l0-menu-list">
    <li class="nv00-gnb__l0-menu"><a href="/vn/offer/" class="nv00-gnb__l0-menu-btn" role="menuitem" aria-expanded="false" aria-haspopup="true" an-la="offer">Offer</a></li>
    <li class="nv00-gnb__l0-menu"><a href="/vn/tvs/" class="nv00-gnb__l0-menu-btn" role="menuitem" aria-expanded="false" aria-haspopup="true" an-la="tv">TV</a>
      <ul class="nv00-gnb__l1-menu-list"><li><a href="/vn/tvs/qled/">QLED</a></li></ul></li>
  </ul></div></nav>`;
  const links = () => [...document.querySelectorAll<HTMLElement>('.nv00-gnb__l0-menu > a')];
  const attrs = (a: HTMLElement) => ['role', 'aria-expanded', 'aria-haspopup'].map((n) => a.getAttribute(n));

  it('its top-level links without a menu become plain links (no menuitem, expanded or popup), and come back on switch-off', async () => {
    document.body.innerHTML = OLDER;
    mounted = mountPlugins([headerNav], { 'header-nav': { enabled: true } }, buildRuntime({ siteCode: 'vn', language: 'vi_VN' }));
    await expect.poll(() => attrs(links()[0]!)[0]).toBeNull();
    expect(attrs(links()[0]!)).toEqual([null, null, null]);
    // The item with a list of its own under it keeps its popup attributes (the list may be a menu
    // the page drives); a menuitem outside any menu is invalid everywhere, so that role goes.
    expect(attrs(links()[1]!)).toEqual([null, 'false', 'true']);
    expect(links()[0]!.getAttribute('href')).toBe('/vn/offer/');
    expect(document.querySelector('nav')!.dataset.sfNav).toBe('closed');
    mounted.registry.stop();
    await expect.poll(() => attrs(links()[0]!)).toEqual(['menuitem', 'false', 'true']);
  });
});

describe('header-nav: bind, then prepare', () => {
  const left = () => document.querySelector<HTMLElement>('.nv00-gnb-v4__l0-menu-list--left')!;
  /** A step whose markup change is run when the test says: `arrive()` asks for it. */
  function pendingStep() {
    const state = { asked: false, done: false, arrive: () => {} };
    let go!: () => void;
    const ready = new Promise<void>((r) => (go = r));
    state.arrive = go;
    PREPARE.push(async (el, { edit, signal }) => {
      await ready;
      state.asked = true;
      // As the menu JSON's step does: wait for a menu not in use, then edit.
      await whenIdle(el, el.querySelector('.nv00-gnb-v4__l0-menu-list--left')!, signal);
      edit(() => {
        el.querySelector('.nv00-gnb-v4__l0-menu-list--left')!.innerHTML = L0('generated', true);
        state.done = true;
      });
    });
    return state;
  }

  it('the menu works before a step has its markup (a tap on the hamburger is not lost), and binds again to what the step leaves', async () => {
    const step = pendingStep();
    await start(1024);
    document.querySelector<HTMLElement>('[data-js-action=hamburger]')!.click();
    expect(nav().dataset.sfNav).toBe('drawer');
    document.querySelector<HTMLElement>('.nv00-gnb-v4__close-btn')!.click();
    await expect.poll(() => nav().dataset.sfNav).toBe('closed');
    step.arrive();
    await expect.poll(() => step.done).toBe(true);
    setWidth(1440);
    window.dispatchEvent(new Event('resize'));
    await expect.poll(() => nav().dataset.sfNav).toBe('closed');
    const only = document.querySelector<HTMLElement>('.nv00-gnb-v4__l0-menu-toggle-btn')!;
    expect([document.querySelectorAll('.nv00-gnb-v4__l0-menu').length, only.getAttribute('aria-controls')]).toEqual([1, expect.stringMatching(/.+/)]);
    only.click();
    expect([only.getAttribute('aria-expanded'), nav().dataset.sfNav]).toEqual(['true', 'panel']);
  });

  it('a step\'s change waits while a panel is open, and runs once it closes', async () => {
    const step = pendingStep();
    await start();
    toggle(0).click();
    step.arrive();
    await expect.poll(() => step.asked).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect([step.done, document.querySelectorAll('.nv00-gnb-v4__l0-menu').length, nav().dataset.sfNav]).toEqual([false, 3, 'panel']);
    // Closed from the keyboard: the focus moves to the toggle, still in the list, so it waits on,
    // and on while the focus moves within the list.
    toggle(0).focus();
    key(toggle(0), 'Escape');
    expect(nav().dataset.sfNav).toBe('closed');
    link(1).focus();
    await new Promise((r) => setTimeout(r, 0));
    expect(step.done).toBe(false);
    // The window losing the focus (a focusout to nowhere, the focus kept where it was) is no leaving.
    link(1).dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await new Promise((r) => setTimeout(r, 5));
    expect([step.done, document.activeElement]).toEqual([false, link(1)]);
    // The focus leaves the list: the list is replaced and bound.
    document.getElementById('outside')!.focus();
    await expect.poll(() => step.done).toBe(true);
    expect(left().querySelectorAll('.nv00-gnb-v4__l0-menu')).toHaveLength(1);
    expect(left().querySelector('.nv00-gnb-v4__l0-menu-toggle-btn')!.getAttribute('aria-controls')).toBeTruthy();
  });

  it('a change still waiting when the plugin switches off never runs, and the page keeps its menu as it had it', async () => {
    const step = pendingStep();
    await start();
    toggle(1).click();
    step.arrive();
    await expect.poll(() => step.asked).toBe(true);
    mounted.registry.stop();
    await expect.poll(() => nav().dataset.sfNav).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect([step.done, left().querySelectorAll('.nv00-gnb-v4__l0-menu').length, left().getAttribute('role')]).toEqual([false, 3, 'menubar']);
  });

  it('a pointer resting on an item opens its panel at the mount, not again at the bind after a change', async () => {
    // jsdom keeps no pointer: the browser's :hover is given for every top-level item.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.classList.contains('nv00-gnb-v4__l0-menu') : matches.call(this, selector);
    });
    const step = pendingStep();
    setWidth(1440);
    document.body.innerHTML = HEADER;
    mounted = mountPlugins([headerNav], { 'header-nav': { enabled: true } }, buildRuntime());
    await expect.poll(() => nav().dataset.sfNav).toBe('panel');
    key(document.body, 'Escape');
    await expect.poll(() => nav().dataset.sfNav).toBe('closed');
    step.arrive();
    await expect.poll(() => step.done).toBe(true);
    expect(nav().dataset.sfNav).toBe('closed');
    vi.restoreAllMocks();
  });

  it('a change that throws leaves the menu bound, and the step\'s failure is warned', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    PREPARE.push((_el, { edit }) => void edit(() => {
      throw new Error('list unreadable');
    }));
    await start();
    await expect.poll(() => warn.mock.calls.flat()).toContain("storefront: header-nav: a preparing step failed, the page's menu is kept (list unreadable)");
    expect(nav().dataset.sfNav).toBe('closed');
    toggle(0).click();
    expect(nav().dataset.sfNav).toBe('panel');
    warn.mockRestore();
  });

  it('only the first bind is told it is the first (the mounting event is replayed once)', async () => {
    document.body.innerHTML = HEADER;
    const firsts: boolean[] = [];
    const abort = new AbortController();
    PREPARE.push((_el, { edit }) => void edit(() => undefined));
    const unbind = bindThenPrepare(nav(), { ...buildRuntime(), signal: abort.signal } as never, (first) => (firsts.push(first), (nav().dataset.sfNav = 'closed'), () => delete nav().dataset.sfNav));
    await expect.poll(() => firsts).toEqual([true, false]);
    unbind();
    abort.abort();
  });

  it("a failing step warns and the page's menu stays bound", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    PREPARE.push(() => {
      throw new Error('menu JSON unreadable');
    });
    await start();
    await expect.poll(() => warn.mock.calls.flat()).toContain("storefront: header-nav: a preparing step failed, the page's menu is kept (menu JSON unreadable)");
    expect(toggle(0).getAttribute('aria-controls')).toBeTruthy();
    warn.mockRestore();
  });

  it.each([
    ['as it starts', 'getComputedStyle'],
    ['after its listeners are on', 'outerWidth'],
  ] as const)('a bind that throws %s is reported for the plugin, and the page gets its menu and listeners back', async (_, broken) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setWidth(1440);
    document.body.innerHTML = HEADER;
    // The page broke a browser call the bind makes: the style of the navigation, or the window's
    // outer width, which the bind reads once its listeners are on.
    const style = window.getComputedStyle;
    if (broken === 'getComputedStyle') vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => { if (el === nav()) throw new Error('style unreadable'); return style(el, pseudo); });
    else vi.spyOn(window, 'outerWidth', 'get').mockImplementation(() => { throw new Error('width unreadable'); });
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    mounted = mountPlugins([headerNav], { 'header-nav': { enabled: true } }, buildRuntime());
    await expect.poll(() => mounted.events.filter((e) => e.type === 'plugin:error').map((e) => (e.payload as { plugin: string }).plugin)).toEqual(['header-nav']);
    await expect.poll(() => document.querySelectorAll('[role=menubar]').length).toBe(1);
    expect(document.querySelectorAll('[role=menuitem]')).toHaveLength(6);
    expect(nav().dataset.sfNav).toBeUndefined();
    const keydowns = (spy: MockInstance<typeof document.addEventListener>) => spy.mock.calls.filter(([type]) => type === 'keydown').map(([, fn]) => fn);
    expect(keydowns(added)).toHaveLength(broken === 'outerWidth' ? 1 : 0);
    // Every keydown listener added since the mount began is off again (the runtime's own triggers,
    // added before, may come off too).
    expect(keydowns(removed).filter((fn) => keydowns(added).includes(fn))).toEqual(keydowns(added));
    vi.restoreAllMocks();
    error.mockRestore();
  });
});

describe('header-nav: a search opener in the drawer', () => {
  it('closes the drawer (the search layer opens instead); outside the drawer, or with it closed, it does nothing to the menu', async () => {
    await start(1024);
    const inDrawer = Object.assign(document.createElement('button'), { className: 'nv00-gnb-v4__search gnb__search-btn-js', textContent: 'Search' });
    document.querySelector('.nv00-gnb-v4__container')!.append(inDrawer);
    const hamburger = document.querySelector<HTMLElement>('[data-js-action=hamburger]')!;
    hamburger.click();
    expect(nav().dataset.sfNav).toBe('drawer');
    // Any other control in the drawer leaves it open.
    document.querySelector<HTMLElement>('.nv00-gnb-v4__backward-btn')!.click();
    expect(nav().dataset.sfNav).toBe('drawer');
    inDrawer.click();
    await expect.poll(() => nav().dataset.sfNav).toBe('closed');
    inDrawer.click();
    expect(nav().dataset.sfNav).toBe('closed');
  });
});

describe('header-nav: desktop', () => {
  it('a toggle click opens its panel, one at a time, and closes it again', async () => {
    await start();
    toggle(0).click();
    expect([expanded(), nav().dataset.sfNav]).toEqual([['true', 'false'], 'panel']);
    toggle(1).click();
    expect(expanded()).toEqual(['false', 'true']);
    toggle(1).click();
    expect([expanded(), nav().dataset.sfNav]).toEqual([['false', 'false'], 'closed']);
  });

  it("the pointer's click on the item it opened keeps the panel open; the next click, or one from the keyboard, closes it", async () => {
    await start();
    const click = (el: HTMLElement) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    pointer(li(0), 'pointerenter');
    click(toggle(0));
    expect(expanded()).toEqual(['true', 'false']);
    click(toggle(0));
    expect(expanded()).toEqual(['false', 'false']);
    pointer(li(0), 'pointerleave');
    pointer(li(0), 'pointerenter');
    expect(expanded()).toEqual(['true', 'false']);
    // Enter on the toggle: a click without a pointer's count.
    toggle(0).click();
    expect(expanded()).toEqual(['false', 'false']);
    // Opened from the keyboard, the pointer's click closes it.
    toggle(1).click();
    click(toggle(1));
    expect(expanded()).toEqual(['false', 'false']);
    // Opened by the pointer, shut with Esc and opened again from the keyboard: the pointer's
    // next click closes it (the hover's opening is over).
    pointer(li(0), 'pointerenter');
    key(document.body, 'Escape');
    toggle(0).click();
    click(toggle(0));
    expect(expanded()).toEqual(['false', 'false']);
  });

  it('Esc anywhere closes a panel opened by the pointer; a click on the backdrop closes it', async () => {
    await start();
    pointer(li(0), 'pointerenter');
    expect(expanded()).toEqual(['true', 'false']);
    key(document.body, 'Escape');
    expect(expanded()).toEqual(['false', 'false']);
    // With the focus on another top-level item too.
    pointer(li(0), 'pointerenter');
    link(1).focus();
    key(link(1), 'Escape');
    expect(expanded()).toEqual(['false', 'false']);
    expect(document.activeElement).toBe(link(1));
    pointer(li(1), 'pointerenter');
    document.querySelector<HTMLElement>('.nv00-gnb-v4__dim')!.click();
    expect(nav().dataset.sfNav).toBe('closed');
  });

  it(`leaving closes after ${LEAVE_GRACE_MS} ms; coming back in time keeps it open`, async () => {
    await start();
    vi.useFakeTimers();
    pointer(li(0), 'pointerenter');
    pointer(li(0), 'pointerleave');
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    expect(expanded()).toEqual(['true', 'false']);
    pointer(li(0), 'pointerenter');
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(expanded()).toEqual(['true', 'false']);
    pointer(li(0), 'pointerleave');
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(expanded()).toEqual(['false', 'false']);
  });

  it(`a pointer crossing another item on its way out calls its switch off: the open panel closes after ${LEAVE_GRACE_MS} ms, and no other opens`, async () => {
    await start();
    vi.useFakeTimers();
    pointer(li(0), 'pointerenter');
    pointer(li(0), 'pointerleave');
    pointer(li(1), 'pointerenter');
    vi.advanceTimersByTime(SWITCH_DELAY_MS - 100);
    pointer(li(1), 'pointerleave');
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    expect(expanded()).toEqual(['true', 'false']);
    vi.advanceTimersByTime(1);
    expect(expanded()).toEqual(['false', 'false']);
    vi.advanceTimersByTime(5_000);
    expect(expanded()).toEqual(['false', 'false']);
  });

  it('keyboard focus in the item keeps its panel open when the pointer leaves', async () => {
    await start();
    vi.useFakeTimers();
    pointer(li(0), 'pointerenter');
    // Reached with Tab: the focus is the keyboard's (:focus-visible).
    key(document.body, 'Tab');
    toggle(0).focus();
    expect(toggle(0).matches(':focus-visible')).toBe(true);
    pointer(li(0), 'pointerleave');
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(expanded()).toEqual(['true', 'false']);
  });

  it(`with a panel open, another item takes over after ${SWITCH_DELAY_MS} ms, not on the pointer's way past`, async () => {
    await start();
    vi.useFakeTimers();
    pointer(li(0), 'pointerenter');
    pointer(li(0), 'pointerleave');
    pointer(li(1), 'pointerenter');
    vi.advanceTimersByTime(SWITCH_DELAY_MS - 1);
    expect(expanded()).toEqual(['true', 'false']);
    // Back into the first item's panel: the switch is called off.
    pointer(li(1), 'pointerleave');
    pointer(li(0), 'pointerenter');
    vi.advanceTimersByTime(LEAVE_GRACE_MS * 2);
    expect(expanded()).toEqual(['true', 'false']);
    pointer(li(0), 'pointerleave');
    pointer(li(1), 'pointerenter');
    vi.advanceTimersByTime(SWITCH_DELAY_MS);
    expect(expanded()).toEqual(['false', 'true']);
  });

  it('a touch does not open on hover', async () => {
    await start();
    const touch = new Event('pointerenter');
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    li(0).dispatchEvent(touch);
    expect(nav().dataset.sfNav).toBe('closed');
  });
});

describe('header-nav: mobile', () => {
  const accordions = () => [...li(0).querySelectorAll('.nv00-gnb-v4__l1-menu-toggle-btn')].map((b) => b.getAttribute('aria-expanded'));
  it('hamburger opens the drawer; a toggle slides in its sub-menu; accordions one at a time; back; close', async () => {
    await start(375);
    document.querySelector<HTMLElement>('[data-js-action=hamburger]')!.click();
    expect(nav().dataset.sfNav).toBe('drawer');
    expect(document.querySelector('[data-js-action=hamburger]')!.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => document.querySelector('.nv00-gnb-v4__container')!.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.nv00-gnb-v4__container')!.getAttribute('aria-label')).toBe('Navigation');
    toggle(0).click();
    expect([nav().dataset.sfNav, expanded()[0]]).toEqual(['sub', 'true']);
    expect(document.querySelector<HTMLElement>('.nv00-gnb-v4__backward-btn')!.hidden).toBe(false);
    const [a, b] = li(0).querySelectorAll<HTMLElement>('.nv00-gnb-v4__l1-menu-toggle-btn');
    a!.click();
    expect(accordions()).toEqual(['true', 'false']);
    b!.click();
    expect(accordions()).toEqual(['false', 'true']);
    document.querySelector<HTMLElement>('.nv00-gnb-v4__backward-btn')!.click();
    expect([nav().dataset.sfNav, accordions()]).toEqual(['drawer', ['false', 'false']]);
    expect(document.activeElement).toBe(toggle(0));
    document.querySelector<HTMLElement>('.nv00-gnb-v4__close-btn')!.click();
    expect(nav().dataset.sfNav).toBe('closed');
    expect(document.querySelector('.nv00-gnb-v4__container')!.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('[data-js-action=hamburger]'));
  });

  it('a click made within the resize debounce acts in the mode of the new width', async () => {
    await start(1280);
    vi.useFakeTimers();
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    document.querySelector<HTMLElement>('[data-js-action=hamburger]')!.click();
    expect(nav().dataset.sfNav).toBe('drawer');
    expect(document.querySelector('[data-js-action=hamburger]')!.getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(10);
    expect(nav().dataset.sfNav).toBe('drawer');
  });

  it('a resize across 1280 px resets the drawer (after the 10 ms debounce)', async () => {
    await start(375);
    document.querySelector<HTMLElement>('[data-js-action=hamburger]')!.click();
    toggle(1).click();
    vi.useFakeTimers();
    setWidth(1440);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(9);
    expect(nav().dataset.sfNav).toBe('sub');
    vi.advanceTimersByTime(1);
    expect(nav().dataset.sfNav).toBe('closed');
    toggle(1).click();
    expect(nav().dataset.sfNav).toBe('panel');
  });
});
