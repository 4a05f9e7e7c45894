/**
 * The mobile drawer's overlay kit failing to load after the navigation was unbound (switched
 * off, or its marker gone, while the kit loaded): the page's markup, given back at the unbind,
 * stays as the page had it (docs/rules.md §2 "Header navigation").
 */
import { afterEach, expect, it, vi } from 'vitest';
import { bindNav } from '../../../plugins/header-nav/nav-controller';

vi.mock('../../../runtime/ui/overlay-kit', () => {
  throw new Error('offline');
});

const width = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', width);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('leaves the given-back markup alone when the kit fails after the unbind', async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
  document.body.innerHTML = `<nav class="nv00-gnb-v4"><button data-js-action="hamburger" aria-expanded="false">Menu</button>
   <div class="nv00-gnb-v4__container" role="navigation"><ul class="nv00-gnb-v4__l0-menu-list" role="menubar"><li class="nv00-gnb-v4__l0-menu"><div class="nv00-gnb-v4__l0-menu-title"><a class="nv00-gnb-v4__l0-menu-link" href="/a">A</a><button class="nv00-gnb-v4__l0-menu-toggle-btn">A</button></div><div class="nv00-gnb-v4__l1-menu-container"><a href="/a/1">1</a></div></li></ul></div></nav>`;
  const nav = document.querySelector<HTMLElement>('nav')!;
  const before = nav.outerHTML;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const unbind = bindNav(nav, ((fn: unknown) => fn) as never, undefined, (name) => name);
  // A phone's tap on the hamburger starts the kit's load; the plugin goes before it ends.
  document.querySelector<HTMLElement>('[data-js-action=hamburger]')!.click();
  unbind();
  expect(nav.outerHTML).toBe(before);
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('the overlay kit did not load')));
  expect(nav.outerHTML).toBe(before);
});
