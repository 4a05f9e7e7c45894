/**
 * The header navigation on the two other header generations (docs/rules.md §2 "Header
 * navigation"): the legacy `div.gnb` (pe), with depth2 panels, a back link in each and depth3
 * accordions, all `href="javascript:…"` links; and the older `nav.nv00-gnb` (vn), whose drawer
 * holds top-level links only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { headerNav } from '../../../plugins/header-nav/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const DEPTH2 = (la: string) => `
  <li class="gnb__depth2-menu has-depth-menu" role="presentation"><a class="gnb__depth2-link" href="javascript:;" role="menuitem" an-la="${la}"><span class="gnb__depth2-link-text">${la} label</span></a><a class="gnb__depth2-dropdown-cta" href="javascript:void(0)"><span class="hidden">Abrir menú</span></a>
    <div class="gnb__depth3-wrap"><div class="gnb__depth3-inner"><ul class="gnb__depth3" role="menu">
      <li class="gnb__depth3-menu" role="presentation"><a class="gnb__depth3-link" href="/pe/${la}/1/" role="menuitem">${la} 1</a></li>
    </ul></div></div></li>`;
const DEPTH1 = (la: string, panel: boolean) => `
  <li class="gnb__depth1-menu${panel ? ' has-depth-menu' : ''}" role="presentation"><a class="gnb__depth1-link" href="/pe/${la}/" role="menuitem" an-la="${la}"><span class="gnb__depth1-link-text">${la}</span></a>${panel ? `<a class="gnb__depth2-open-cta" href="javascript:void(0)"><svg class="icon"></svg></a>
    <div class="gnb__depth2-wrap">
      <div class="gnb__depth-back-wrap"><a class="gnb__depth-back" href="javascript:;"><span class="hidden">Volver</span></a></div>
      <div class="gnb__depth2-inner"><ul class="gnb__depth2" role="menu">${DEPTH2(`${la}-a`)}${DEPTH2(`${la}-b`)}</ul></div>
    </div>` : ''}</li>`;
const LEGACY = `
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <div class="gnb"><div class="gnb__dimmed"></div><nav class="gnb__nav" role="navigation"><div class="gnb__bar"><div class="gnb__bar-inner">
    <div class="gnb__mobile-menu"><a class="gnb__menu-btn js-gnb-menu-btn" href="javascript:void(0)" aria-haspopup="true" role="button"><span>Abrir menú</span></a></div>
    <div class="gnb__menu-wrap">
      <div class="gnb__depth1-container"><div class="gnb__main"><ul class="gnb__depth1" role="menubar">${DEPTH1('mobile', true)}${DEPTH1('tv', true)}${DEPTH1('offer', false)}</ul></div></div>
      <a class="gnb__menu-close" href="javascript:void(0)" role="button"><span class="hidden">Cerrar menú</span></a>
    </div>
  </div></div></nav></div>
  <a id="outside" href="/pe/">outside</a>`;

let mounted: Mounted | undefined;
const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
const root = () => document.querySelector<HTMLElement>('div.gnb')!;
const item = (i: number) => document.querySelectorAll<HTMLElement>('.gnb__depth1-menu')[i]!;
const toggle = (i: number) => item(i).querySelector<HTMLElement>('.gnb__depth2-open-cta')!;
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
/** Clicks like a browser: returns whether the link would have been followed (not prevented). */
const click = (el: HTMLElement) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

async function start(html: string, width: number, siteCode = 'pe') {
  setWidth(width);
  document.body.innerHTML = html;
  mounted = mountPlugins([headerNav], { 'header-nav': { enabled: true } }, buildRuntime({ siteCode, language: 'es_PE' }));
  await expect.poll(() => (document.querySelector('.gnb, .nv00-gnb') as HTMLElement).dataset.sfNav).toBe('closed');
}

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  setWidth(1024);
});

describe('header-nav: the legacy gnb header (pe)', () => {
  it('its menu roles become lists, links and disclosure buttons, named, and come back on switch-off', async () => {
    await start(LEGACY, 1440);
    expect(document.querySelectorAll('[role=menubar], [role=menu], [role=menuitem], li[role=presentation]')).toHaveLength(0);
    expect([toggle(0).getAttribute('role'), toggle(0).getAttribute('aria-label'), toggle(0).getAttribute('aria-expanded')]).toEqual(['button', 'mobile', 'false']);
    expect(document.getElementById(toggle(0).getAttribute('aria-controls')!)).toBe(item(0).querySelector('.gnb__depth2-wrap'));
    expect(item(0).querySelector('.gnb__depth-back')!.getAttribute('role')).toBe('button');
    // The accordion button takes the name of the label link beside it, which leaves the Tab order.
    const cta = item(0).querySelector<HTMLElement>('.gnb__depth2-dropdown-cta')!;
    const label = item(0).querySelector<HTMLElement>('.gnb__depth2-link')!;
    expect([cta.getAttribute('role'), cta.getAttribute('aria-label'), cta.getAttribute('aria-expanded')]).toEqual(['button', 'mobile-a label', 'false']);
    expect(document.getElementById(cta.getAttribute('aria-controls')!)).toBe(item(0).querySelector('.gnb__depth3-wrap'));
    expect([label.getAttribute('tabindex'), label.getAttribute('aria-hidden')]).toEqual(['-1', 'true']);
    const hamburger = document.querySelector<HTMLElement>('.js-gnb-menu-btn')!;
    expect([hamburger.getAttribute('aria-haspopup'), document.getElementById(hamburger.getAttribute('aria-controls')!)]).toEqual(['dialog', document.querySelector('.gnb__menu-wrap')]);

    mounted!.registry.stop();
    await expect.poll(() => root().dataset.sfNav).toBeUndefined();
    expect(document.querySelectorAll('[role=menubar]')).toHaveLength(1);
    expect(document.querySelectorAll('[role=menu]')).toHaveLength(2 * 3);
    expect(document.querySelectorAll('[role=menuitem]')).toHaveLength(3 + 2 * (2 + 2));
    expect([toggle(0).getAttribute('role'), toggle(0).getAttribute('aria-label'), cta.getAttribute('aria-label'), label.getAttribute('tabindex')]).toEqual([null, null, null, null]);
    expect(hamburger.getAttribute('aria-haspopup')).toBe('true');
  });

  it('desktop: a toggle opens its panel (one at a time), Esc closes it and returns focus; the javascript: link is not followed', async () => {
    await start(LEGACY, 1440);
    expect(click(toggle(0))).toBe(false);
    expect([root().dataset.sfNav, item(0).hasAttribute('data-sf-open'), toggle(0).getAttribute('aria-expanded')]).toEqual(['panel', true, 'true']);
    click(toggle(1));
    expect([item(0).hasAttribute('data-sf-open'), item(1).hasAttribute('data-sf-open')]).toEqual([false, true]);
    const link = item(1).querySelector<HTMLElement>('.gnb__depth3-link')!;
    link.focus();
    key(link, 'Escape');
    expect([root().dataset.sfNav, document.activeElement]).toEqual(['closed', toggle(1)]);
    // Space presses the toggle, as it presses a button.
    key(toggle(1), ' ');
    expect(root().dataset.sfNav).toBe('panel');
    // A click on the backdrop closes.
    click(document.querySelector<HTMLElement>('.gnb__dimmed')!);
    expect(root().dataset.sfNav).toBe('closed');
  });

  it('mobile: the menu button opens the drawer; a toggle slides in its panel with its own back link; accordions one at a time; close', async () => {
    await start(LEGACY, 375);
    const hamburger = document.querySelector<HTMLElement>('.js-gnb-menu-btn')!;
    expect(click(hamburger)).toBe(false);
    expect([root().dataset.sfNav, hamburger.getAttribute('aria-expanded')]).toEqual(['drawer', 'true']);
    await expect.poll(() => document.querySelector('.gnb__menu-wrap')!.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.gnb__menu-wrap')!.getAttribute('role')).toBe('dialog');
    click(toggle(1));
    expect([root().dataset.sfNav, item(1).hasAttribute('data-sf-open')]).toEqual(['sub', true]);
    const accordion = () => [...item(1).querySelectorAll('.gnb__depth2-dropdown-cta')].map((b) => b.getAttribute('aria-expanded'));
    const [a, b] = item(1).querySelectorAll<HTMLElement>('.gnb__depth2-dropdown-cta');
    expect(click(a!)).toBe(false);
    expect(accordion()).toEqual(['true', 'false']);
    click(b!);
    expect(accordion()).toEqual(['false', 'true']);
    // Another panel's back link does nothing; the open one's goes back and focuses the toggle.
    click(item(0).querySelector<HTMLElement>('.gnb__depth-back')!);
    expect(root().dataset.sfNav).toBe('sub');
    expect(click(item(1).querySelector<HTMLElement>('.gnb__depth-back')!)).toBe(false);
    expect([root().dataset.sfNav, accordion(), document.activeElement]).toEqual(['drawer', ['false', 'false'], toggle(1)]);
    expect(click(document.querySelector<HTMLElement>('.gnb__menu-close')!)).toBe(false);
    expect(root().dataset.sfNav).toBe('closed');
    expect(document.activeElement).toBe(hamburger);
  });
});

describe('header-nav: the older nv00-gnb header (vn)', () => {
  const OLDER = `<nav class="nv00-gnb" role="navigation" aria-label="main navigation"><div class="nv00-gnb__inner-wrap">
    <div class="nv00-gnb__search-wrap"><button class="nv00-gnb__close-btn"><span class="hidden">close menu</span></button></div>
    <div class="nv00-gnb__utility-wrap"><div class="nv00-gnb__utility hamburger"><button class="nv00-gnb__utility-btn" aria-expanded="false" aria-haspopup="true"><span class="hidden">Mở menu</span></button></div></div>
    <div class="nv00-gnb__l0-menu-wrap"><ul class="nv00-gnb__l0-menu-list">
      <li class="nv00-gnb__l0-menu"><a href="/vn/offer/" class="nv00-gnb__l0-menu-btn" role="menuitem" aria-expanded="false" aria-haspopup="true">Offer</a></li>
      <li class="nv00-gnb__l0-menu"><a href="/vn/tvs/" class="nv00-gnb__l0-menu-btn" role="menuitem" aria-expanded="false" aria-haspopup="true">TV</a></li>
    </ul></div></div></nav>`;

  it('mobile: the hamburger opens its header as a drawer, the close button shuts it and focus returns', async () => {
    await start(OLDER, 375, 'vn');
    const hamburger = document.querySelector<HTMLElement>('.nv00-gnb__utility.hamburger > button')!;
    const drawer = document.querySelector('.nv00-gnb__inner-wrap')!;
    expect([hamburger.getAttribute('aria-haspopup'), hamburger.getAttribute('aria-controls')]).toEqual(['dialog', drawer.id]);
    hamburger.click();
    expect([document.querySelector<HTMLElement>('nav')!.dataset.sfNav, hamburger.getAttribute('aria-expanded')]).toEqual(['drawer', 'true']);
    await expect.poll(() => drawer.getAttribute('aria-modal')).toBe('true');
    // The hamburger is inside its drawer here: a second press shuts it.
    hamburger.click();
    expect(document.querySelector<HTMLElement>('nav')!.dataset.sfNav).toBe('closed');
    expect(document.activeElement).toBe(hamburger);
    hamburger.click();
    await expect.poll(() => drawer.getAttribute('aria-modal')).toBe('true');
    document.querySelector<HTMLElement>('.nv00-gnb__close-btn')!.click();
    expect(document.querySelector<HTMLElement>('nav')!.dataset.sfNav).toBe('closed');
    expect(drawer.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });
});
