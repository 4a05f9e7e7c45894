// @vitest-environment node
// The menu from the local backend over real HTTP (templates/backend), fetched by the real
// runtime/http call and rendered into a jsdom document: the US menu whole, faults keeping the
// default menu, the live window moved. (Node environment: the server runs in this process.)
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyJsonMenu, type JsonMenuDeps } from '../../../plugins/header-nav/json-menu';
import type { MenuClock } from '../../../plugins/header-nav/live-badges';
import { request } from '../../../runtime/http';
import { useBackend } from '../../templates/backend/harness';

const be = useBackend();
// jsdom ships no types of its own; only its constructor and document are used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

const NAV = `<nav class="nv00-gnb-v4"><ul class="nv00-gnb-v4__l0-menu-list nv00-gnb-v4__l0-menu-list--left">
  <li class="nv00-gnb-v4__l0-menu"><div class="nv00-gnb-v4__l0-menu-title"><a class="nv00-gnb-v4__l0-menu-link" href="/us/shop/">Default shop</a></div></li></ul></nav>`;

/** A clock that stands still at `now` (timers are kept, never run). */
const still = (now: number): MenuClock => ({ now: () => now, setTimeout: () => 0, clearTimeout: () => undefined });

function deps(overrides: Partial<JsonMenuDeps> = {}): JsonMenuDeps & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    url: `${be.page}/us/api/header-menu.json`,
    fetch: (url) => request(url, { timeoutMs: 2000 }),
    warn: (m) => warnings.push(m),
    isSmb: async () => false,
    clock: still(Date.now()),
    pageUrl: `${be.page}/us/`,
    allowedHosts: [],
    warnings,
    ...overrides,
  };
}

let nav: HTMLElement;
beforeAll(() => {
  vi.stubGlobal('document', new JSDOM('<!DOCTYPE html><body></body>').window.document);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  document.body.innerHTML = NAV;
  nav = document.querySelector('nav')!;
});
const texts = (selector: string) => [...nav.querySelectorAll(selector)].map((n) => n.textContent);

describe('the US header menu from the local backend', () => {
  it('replaces the list through the navigation\'s edit; an edit that never runs it (the navigation went) keeps the page\'s menu, with no badge timer', async () => {
    const regions: Element[] = [];
    const later = deps({ edit: async (region, change) => (regions.push(region), await Promise.resolve(), change()) });
    await expect(applyJsonMenu(nav, later)).resolves.toBe(true);
    expect([regions, texts('.nv00-gnb-v4__l0-menu-text')[0]]).toEqual([[nav.querySelector('ul')], 'Mobile']);
    document.body.innerHTML = NAV;
    nav = document.querySelector('nav')!;
    const timers = vi.fn(() => 0);
    const never = deps({ edit: async () => undefined, clock: { now: () => Date.now(), setTimeout: timers, clearTimeout: () => undefined } });
    await expect(applyJsonMenu(nav, never)).resolves.toBe(false);
    expect([texts('a'), timers.mock.calls.length]).toEqual([['Default shop'], 0]);
  });

  it('renders every top item, three levels, fly-outs and images, with no warning', async () => {
    const d = deps();
    await expect(applyJsonMenu(nav, d)).resolves.toBe(true);
    expect(d.warnings).toEqual([]);
    expect(texts('.nv00-gnb-v4__l0-menu-text')).toEqual(['Mobile', 'TV & Audio', 'Offers', 'Live', 'Business']);
    expect(texts('.nv00-gnb-v4__l2-menu-text')).toContain('Galaxy S25 Ultra');
    expect(nav.querySelectorAll('a.nv00-gnb-v4__flyout--black-text')).toHaveLength(2);
    for (const img of nav.querySelectorAll('img')) expect(img.getAttribute('src')!.startsWith(`${be.page}/etc.clientlibs/`)).toBe(true);
    const education = [...nav.querySelectorAll<HTMLAnchorElement>('a.nv00-gnb-v4__l1-menu-link')].find((a) => a.textContent === 'Education Offers Program')!;
    expect([education.target, education.rel]).toEqual(['_blank', 'noopener']);
  });

  it('signed out the SMB items are gone; an SMB shopper sees them', async () => {
    await applyJsonMenu(nav, deps());
    expect(nav.textContent).not.toContain('SMB exclusive offers');
    expect(nav.textContent).not.toContain('Account manager');
    document.body.innerHTML = NAV;
    nav = document.querySelector('nav')!;
    await applyJsonMenu(nav, deps({ isSmb: async () => true }));
    expect(texts('.nv00-gnb-v4__l1-menu-text')).toContain('SMB exclusive offers');
    expect(texts('.nv00-gnb-v4__l2-menu-text')).toEqual(expect.arrayContaining(['Volume pricing', 'Account manager']));
  });

  it('the live badge shows inside the window the backend sets, not outside it', async () => {
    const start = Date.UTC(2030, 0, 1, 10);
    await be.post('/__backend/header-menu-live', { start, end: start + 3_600_000 });
    await applyJsonMenu(nav, deps({ clock: still(start - 1) }));
    expect(nav.querySelector<HTMLElement>('.nv00-gnb-v4__live-badge')!.hidden).toBe(true);
    document.body.innerHTML = NAV;
    nav = document.querySelector('nav')!;
    await applyJsonMenu(nav, deps({ clock: still(start + 1) }));
    expect(nav.querySelector<HTMLElement>('.nv00-gnb-v4__live-badge')!.hidden).toBe(false);
  });

  it.each(['500', 'malformed', 'empty', 'drop'])('a %s fault keeps the default menu with one warning', async (mode) => {
    await be.fault({ path: '/us/api/header-menu.json', mode });
    const d = deps();
    await expect(applyJsonMenu(nav, d)).resolves.toBe(false);
    expect(texts('.nv00-gnb-v4__l0-menu-link')).toEqual(['Default shop']);
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toContain('default menu kept');
  });

  it('a slow reply past the timeout keeps the default menu', async () => {
    await be.fault({ path: '/us/api/header-menu.json', mode: 'slow', delayMs: 1000 });
    const d = deps({ fetch: (url) => request(url, { timeoutMs: 200 }) });
    await expect(applyJsonMenu(nav, d)).resolves.toBe(false);
    expect(d.warnings[0]).toMatch(/failed \(.*\); default menu kept/);
    expect(texts('.nv00-gnb-v4__l0-menu-link')).toEqual(['Default shop']);
  });
});
