/**
 * Header navigation (docs/rules.md §2 "Header navigation", §4 "Mobile nav", §5, §9) on the v4
 * homes, by mouse and keyboard at 1440 px (disclosure navigation: panels, backdrop, keys, the
 * pointer's grace) and 375 px (the 360 px drawer, sliding sub-menus, one accordion at a time,
 * back, close, Esc, the browser's Back), across a live resize of the 1280 px boundary, right to
 * left on ae_ar, and axe on the home with nothing open.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { open, booted } from './harness.mjs';
import { backend, recordShifts, server, shiftsSoFar } from './gates/kit.mjs';
import { until } from './faults/calls.mjs';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 800 };
const NAV = 'nav.nv00-gnb-v4';
const L0 = (n) => `.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu:nth-child(${n})`;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Opens a home with the navigation bound. */
async function home(site, viewport, options = {}) {
  const opened = await open(`/${site}/`, { viewport, ...options });
  await booted(opened.page);
  await opened.page.waitForFunction(() => window.storefront.mounted().includes('header-nav') && document.querySelector('nav.nv00-gnb-v4')?.dataset.sfNav !== undefined, { timeout: 10_000 });
  return opened;
}

/** What the menu shows: the nav's state and the open items' an-la. */
const shown = (page) =>
  page.$eval(NAV, (nav) => ({
    nav: nav.dataset.sfNav,
    open: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu[data-sf-open]')].map((li) => li.querySelector('[an-la]').getAttribute('an-la')),
  }));
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.className.split(' ')[0]}${el.getAttribute('an-la') ? `[${el.getAttribute('an-la')}]` : ''}` : null;
});
/** Waits for the menu's state, then for its slide and fade animations to finish (a click needs the box at rest). */
const waitNav = async (page, value) => {
  await page.waitForFunction((v) => document.querySelector('nav.nv00-gnb-v4').dataset.sfNav === v, { timeout: 5000 }, value);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || !document.querySelector('nav.nv00-gnb-v4').contains(a.effect?.target ?? null)), { timeout: 5000 });
  // The drawer shows at once; the overlay kit (its own chunk, loaded on the first open) then makes
  // it modal and moves the focus in.
  if (value === 'drawer') await page.waitForFunction(() => document.querySelector('nav.nv00-gnb-v4 [aria-modal="true"]')?.contains(document.activeElement), { timeout: 5000 }).catch(() => {});
};
const center = async (page, selector) => {
  const box = await (await page.$(selector)).boundingBox();
  assert.ok(box, `${selector} is shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Records every state the menu goes through (attribute changes), read back with `seen()`. */
async function recordStates(page) {
  await page.evaluate(() => {
    const nav = document.querySelector('nav.nv00-gnb-v4');
    window.__navSeen = [];
    const note = () => window.__navSeen.push(`${nav.dataset.sfNav}:${[...nav.querySelectorAll('.nv00-gnb-v4__l0-menu[data-sf-open] > .nv00-gnb-v4__l0-menu-title [an-la]')].map((e) => e.getAttribute('an-la'))[0] ?? ''}`);
    new MutationObserver(note).observe(nav, { attributes: true, subtree: true, attributeFilter: ['data-sf-nav', 'data-sf-open'] });
  });
  return () => page.evaluate(() => [...new Set(window.__navSeen)]);
}

describe('header navigation at 1440 (desktop)', () => {
  it('corrects the legacy roles: plain lists, links and disclosure buttons tied to their panels; nothing in the bar moves as it binds', async () => {
    const { page, close } = await home('uk', DESKTOP, { beforeLoad: recordShifts(NAV) });
    try {
      // The toggles show once they are buttons, in room the bar kept for them from the first paint.
      assert.deepEqual(await shiftsSoFar(page), []);
      const roles = await page.$eval(NAV, (nav) => ({
        menubars: nav.querySelectorAll('[role=menubar]').length,
        strayItems: [...nav.querySelectorAll('[role=menuitem]')].filter((e) => !e.closest('[role=menu]')).length,
        toggles: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu-list--left .nv00-gnb-v4__l0-menu-toggle-btn')].map((b) => [b.getAttribute('aria-expanded'), !!document.getElementById(b.getAttribute('aria-controls')), b.getAttribute('aria-haspopup')]),
      }));
      assert.equal(roles.menubars, 0);
      assert.equal(roles.strayItems, 0);
      assert.deepEqual(roles.toggles, Array(6).fill(['false', true, null]));
    } finally {
      await close();
    }
  });

  it('hover opens the panel with the dimmed backdrop; a click on its item keeps it; a diagonal path to the panel keeps it; leaving closes it', async () => {
    const { page, report, close } = await home('uk', DESKTOP);
    try {
      const seen = await recordStates(page);
      const from = await center(page, `${L0(2)} .nv00-gnb-v4__l0-menu-link`);
      await page.mouse.move(from.x, from.y);
      await waitNav(page, 'panel');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['mobile'] });
      assert.equal(await page.$eval(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`, (b) => b.getAttribute('aria-expanded')), 'true');
      const dim = await page.$eval('.nv00-gnb-v4__dim', (d) => ({ display: getComputedStyle(d).display, position: getComputedStyle(d).position }));
      assert.deepEqual(dim, { display: 'block', position: 'fixed' });
      const panel = await page.$eval(`${L0(2)} .nv00-gnb-v4__l1-menu-container`, (p) => p.getBoundingClientRect().toJSON());
      assert.ok(panel.height > 100 && panel.width > 1000, `panel box ${JSON.stringify(panel)}`);
      // The click that comes with the pointer keeps open the panel it opened.
      await page.click(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['mobile'] });
      // Diagonally to the panel under the next item, crossing that item's title on the way.
      const next = await center(page, `${L0(3)} .nv00-gnb-v4__l0-menu-link`);
      const target = { x: next.x + 200, y: panel.y + 60 };
      // The move crosses item 3 in steps, each a round trip to the browser: on a loaded machine a
      // step can take longer than the switch delay (150 ms) or the leave grace (300 ms), which
      // would count as a pointer resting there. Those timers are held during the move; the ones
      // still set after it (none, when each step called off the last) then run.
      await page.evaluate(() => {
        const { setTimeout: st, clearTimeout: ct } = window;
        const held = new Map();
        window.setTimeout = function (fn, ms, ...rest) {
          if (ms !== 150 && ms !== 300) return st.call(this, fn, ms, ...rest);
          const id = st.call(this, () => {}, 2 ** 31 - 1);
          held.set(id, fn);
          return id;
        };
        window.clearTimeout = function (id) {
          held.delete(id);
          return ct.call(this, id);
        };
        window.__release = () => {
          Object.assign(window, { setTimeout: st, clearTimeout: ct });
          const due = [...held.values()];
          held.clear();
          due.forEach((fn) => fn());
          return due.length;
        };
      });
      await page.mouse.move(target.x, target.y, { steps: 12 });
      await page.evaluate(() => window.__release());
      // The pointer now rests in the panel of item 2: it stays open, and never switched on the way.
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['mobile'] });
      assert.deepEqual(await seen(), ['panel:mobile']);
      // Out of the header onto the page: closes after the grace delay.
      await page.mouse.move(target.x, 800, { steps: 4 });
      await waitNav(page, 'closed');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a click on the backdrop closes the panel; one panel at a time', async () => {
    const { page, close } = await home('uk', DESKTOP);
    try {
      await page.focus(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await page.keyboard.press('Enter');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['mobile'] });
      await page.focus(`${L0(3)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await page.keyboard.press('Enter');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['tv and av'] });
      await page.mouse.click(700, 850);
      await waitNav(page, 'closed');
    } finally {
      await close();
    }
  });

  it('keys: Enter toggles, Down opens on the first link, Up/Down/Home/End move, Esc closes and returns focus', async () => {
    const { page, close } = await home('uk', DESKTOP);
    try {
      const toggle = `${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`;
      await page.focus(toggle);
      await page.keyboard.press('Enter');
      assert.equal((await shown(page)).nav, 'panel');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-toggle-btn[mobile]');
      await page.keyboard.press('Enter');
      assert.equal((await shown(page)).nav, 'closed');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['mobile'] });
      assert.equal(await focused(page), 'nv00-gnb-v4__l1-menu-link[mobile:smartphones]');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[mobile:smartphones:galaxy s25 ultra]');
      await page.keyboard.press('End');
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[mobile:accessories:see all]');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), 'nv00-gnb-v4__l1-menu-link[mobile:smartphones]', 'Down wraps to the first link');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[mobile:accessories:see all]', 'Up wraps to the last link');
      await page.keyboard.press('Home');
      assert.equal(await focused(page), 'nv00-gnb-v4__l1-menu-link[mobile:smartphones]');
      await page.keyboard.press('Escape');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-toggle-btn[mobile]');
      // Up opens on the last link.
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[mobile:accessories:see all]');
      // Right closes and moves to the next top-level item; Left to the previous one.
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[tv and av]');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[mobile]');
      await page.keyboard.press('End');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[business]');
      await page.keyboard.press('Home');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[shop]');
    } finally {
      await close();
    }
  });

  it('Tab out of the last link of a panel closes it', async () => {
    const { page, close } = await home('uk', DESKTOP);
    try {
      await page.focus(`${L0(6)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await page.keyboard.press('ArrowUp');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['wearables'] });
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[wearables:rings:see all]');
      await page.keyboard.press('Tab');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-btn[support]');
    } finally {
      await close();
    }
  });

  it('right to left (ae_ar): Left moves to the next item, Right to the previous one', async () => {
    const { page, close } = await home('ae_ar', DESKTOP);
    try {
      await page.focus(`${L0(2)} .nv00-gnb-v4__l0-menu-link`);
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[tv and av]');
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-link[mobile]');
    } finally {
      await close();
    }
  });
});

describe('header navigation at 375 (mobile drawer)', () => {
  const drawerBox = (page) => page.$eval('.nv00-gnb-v4__container', (c) => ({ width: Math.round(c.getBoundingClientRect().width), role: c.getAttribute('role'), modal: c.getAttribute('aria-modal'), label: c.getAttribute('aria-label'), fullHeight: c.getBoundingClientRect().height === innerHeight }));
  const locked = (page) => page.evaluate(() => document.body.style.overflow === 'hidden');

  it('the hamburger opens a 360 px drawer (focus in, scroll locked); a top-level item slides in its sub-menu; back; close returns focus', async () => {
    const { page, report, close } = await home('uk', MOBILE);
    try {
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      assert.deepEqual(await drawerBox(page), { width: 360, role: 'dialog', modal: 'true', label: 'Navigation', fullHeight: true });
      assert.equal(await page.$eval('[data-js-action="hamburger"]', (b) => b.getAttribute('aria-expanded')), 'true');
      assert.ok(await page.evaluate(() => document.querySelector('.nv00-gnb-v4__container').contains(document.activeElement)), 'focus is in the drawer');
      assert.ok(await locked(page));
      await page.click(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await waitNav(page, 'sub');
      assert.equal(await focused(page), 'nv00-gnb-v4__backward-btn');
      const visibleTops = await page.$$eval('.nv00-gnb-v4__l0-menu', (lis) => lis.filter((li) => li.getClientRects().length > 0).length);
      assert.equal(visibleTops, 1, 'only the open item shows');
      assert.ok(await page.$eval(`${L0(2)} .nv00-gnb-v4__l1-menu-container`, (p) => p.getClientRects().length > 0));
      await page.click('.nv00-gnb-v4__backward-btn');
      await waitNav(page, 'drawer');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-toggle-btn[mobile]');
      await page.click('.nv00-gnb-v4__close-btn');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'nv00-gnb-v4__utility[gnb:open]');
      assert.equal(await page.$eval('[data-js-action="hamburger"]', (b) => b.getAttribute('aria-expanded')), 'false');
      assert.equal((await drawerBox(page)).modal, null);
      assert.equal(await locked(page), false);
      // Tab from the hamburger goes on to something shown: the header's layer popups' empty
      // focus-loop guards are out of the Tab order while no popup is open.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => ({ what: document.activeElement.className, box: document.activeElement.getBoundingClientRect().toJSON() }));
      assert.ok(next.box.width > 0 && next.box.height > 0, `the Tab after the hamburger lands on ${JSON.stringify(next)}`);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('second-level items are accordions, one open at a time', async () => {
    const { page, close } = await home('uk', MOBILE);
    try {
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      await page.click(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await waitNav(page, 'sub');
      const accordion = (page) => page.$$eval(`${L0(2)} .nv00-gnb-v4__l1-menu-toggle-btn`, (bs) => bs.map((b) => [b.getAttribute('aria-expanded'), document.getElementById(b.getAttribute('aria-controls')).getClientRects().length > 0]));
      assert.deepEqual(await accordion(page), [['false', false], ['false', false], ['false', false]]);
      const buttons = await page.$$(`${L0(2)} .nv00-gnb-v4__l1-menu-toggle-btn`);
      await buttons[0].click();
      assert.deepEqual(await accordion(page), [['true', true], ['false', false], ['false', false]]);
      await buttons[1].click();
      assert.deepEqual(await accordion(page), [['false', false], ['true', true], ['false', false]]);
      await buttons[1].click();
      assert.deepEqual(await accordion(page), [['false', false], ['false', false], ['false', false]]);
      // Keyboard: Enter opens one; ArrowDown walks the sub-menu; the backward arrow goes back.
      await buttons[2].focus();
      await page.keyboard.press('Enter');
      assert.deepEqual(await accordion(page), [['false', false], ['false', false], ['true', true]]);
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), 'nv00-gnb-v4__l2-menu-link[mobile:accessories:cases]');
      await page.keyboard.press('ArrowLeft');
      await waitNav(page, 'drawer');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-toggle-btn[mobile]');
    } finally {
      await close();
    }
  });

  it('Esc and the browser Back close the drawer and return focus to the hamburger', async () => {
    const { page, url, close } = await home('uk', MOBILE);
    try {
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      await page.click(`${L0(3)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await waitNav(page, 'sub');
      await page.keyboard.press('Escape');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'nv00-gnb-v4__utility[gnb:open]');
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      await page.goBack();
      await waitNav(page, 'closed');
      assert.equal(page.url(), url, 'Back took the drawer off, not the page');
      assert.equal(await focused(page), 'nv00-gnb-v4__utility[gnb:open]');
      assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    } finally {
      await close();
    }
  });
});

describe('header navigation at 375, right to left (ae_ar)', () => {
  it('the drawer opens at the inline end (the left edge), the sub-menu goes back with the Right arrow', async () => {
    const { page, close } = await home('ae_ar', MOBILE);
    try {
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      const box = await page.$eval('.nv00-gnb-v4__container', (c) => c.getBoundingClientRect().toJSON());
      assert.deepEqual([Math.round(box.left), Math.round(box.width)], [0, 360]);
      await page.click(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await waitNav(page, 'sub');
      await page.keyboard.press('ArrowRight');
      await waitNav(page, 'drawer');
      assert.equal(await focused(page), 'nv00-gnb-v4__l0-menu-toggle-btn[mobile]');
    } finally {
      await close();
    }
  });
});

describe('header navigation across a live resize', () => {
  it('a resize across 1280 px resets the menu: an open panel and an open drawer both close', async () => {
    const { page, close } = await home('uk', DESKTOP);
    try {
      await page.focus(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await page.keyboard.press('ArrowDown');
      assert.equal((await shown(page)).nav, 'panel');
      await page.setViewport(MOBILE);
      await waitNav(page, 'closed');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      await page.click('[data-js-action="hamburger"]');
      await waitNav(page, 'drawer');
      await page.click(`${L0(2)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await waitNav(page, 'sub');
      await page.setViewport(DESKTOP);
      await waitNav(page, 'closed');
      assert.deepEqual(await shown(page), { nav: 'closed', open: [] });
      assert.equal(await page.$eval('.nv00-gnb-v4__container', (c) => c.getAttribute('aria-modal')), null);
      assert.equal(await page.evaluate(() => document.body.style.overflow), '');
      // The desktop menu works at once after the resize.
      await page.focus(`${L0(4)} .nv00-gnb-v4__l0-menu-toggle-btn`);
      await page.keyboard.press('Enter');
      assert.deepEqual(await shown(page), { nav: 'panel', open: ['appliances'] });
    } finally {
      await close();
    }
  });
});

describe('header navigation: axe with nothing open', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`the uk home at ${viewport.width} has no violations in the header (the legacy menubar roles are corrected)`, async () => {
      const { page, close } = await home('uk', viewport, { beforeLoad: (p) => p.setBypassCSP(true) });
      try {
        await page.addScriptTag({ content: AXE });
        const found = await page.evaluate(async () => {
          const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
          return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
        });
        assert.deepEqual(found, []);
      } finally {
        await close();
      }
    });
  }
});

describe('tablet viewport (docs/rules.md §9)', () => {
  const content = (page) => page.$eval('meta[name=viewport]', (m) => m.content);
  it('a tablet with an outer width of 534 to 768 px is laid out 768 px wide; wider keeps the page viewport', async () => {
    // Headless Chromium's window keeps its own outer width whatever the viewport: the tablet's
    // outer width is the emulated viewport's.
    const tablet = (p) => p.evaluateOnNewDocument(() => Object.defineProperty(window, 'outerWidth', { get: () => window.innerWidth }));
    const { page, close } = await home('uk', { width: 600, height: 900 }, { beforeLoad: tablet });
    try {
      assert.equal(await page.evaluate(() => outerWidth), 600);
      assert.equal(await content(page), 'width=768');
      await page.setViewport({ width: 1024, height: 900 });
      await page.waitForFunction(() => document.querySelector('meta[name=viewport]').content !== 'width=768', { timeout: 5000 });
      assert.equal(await content(page), 'width=device-width, initial-scale=1');
    } finally {
      await close();
    }
  });
});

describe('the US menu from JSON (docs/rules.md §2 "Header menu JSON")', () => {
  const json = async () => (await fetch(new URL('/us/api/header-menu.json', (await server()).url))).json();
  /** The menu as shown: L0 titles, every link's text and target, the live badge. */
  const menu = (page) =>
    page.$eval(NAV, (nav) => ({
      l0: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu')].map((li) => li.querySelector('.nv00-gnb-v4__l0-menu-title, a, button')?.textContent.replace(/\s+/g, ' ').trim()),
      texts: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu-list--left a')].map((a) => a.textContent.replace(/\s+/g, ' ').trim()),
      blank: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu-list--left a[target="_blank"]')].map((a) => ({ text: a.textContent.trim(), rel: a.rel })),
      badge: [...nav.querySelectorAll('.nv00-gnb-v4__live-badge')].map((b) => !b.hidden && b.getBoundingClientRect().width > 0),
      hrefs: [...nav.querySelectorAll('.nv00-gnb-v4__l0-menu-list--left a[href]')].map((a) => a.getAttribute('href')),
    }));
  const usHome = async (options = {}) => {
    const opened = await home('us', DESKTOP, options);
    await opened.page.waitForFunction(() => [...document.querySelectorAll('nav.nv00-gnb-v4 .nv00-gnb-v4__l0-menu-list--left a')].some((a) => a.textContent.includes('Galaxy S25 FE')), { timeout: 15_000 }).catch(() => undefined);
    return opened;
  };

  it('signed out: the menu JSON is rendered into the header (SMB-only items left out, new-tab links with noopener, the live badge inside its window) and works by keyboard', async () => {
    await backend('POST', '/__backend/reset');
    const data = await json();
    const { page, report, close } = await usHome();
    try {
      const shownMenu = await menu(page);
      assert.equal(shownMenu.l0.length, data.menuOptions.length);
      for (const item of data.menuOptions) assert.ok(shownMenu.l0.some((t) => t.startsWith(item.titleTabHeadline)), `L0 ${item.titleTabHeadline} is shown`);
      assert.ok(shownMenu.texts.includes('Galaxy S25 FE'), 'an L3 item of the JSON');
      assert.ok(!shownMenu.texts.some((t) => /SMB exclusive offers|Volume pricing|Account manager/.test(t)), 'SMB-only items are not shown signed out');
      assert.deepEqual(shownMenu.blank.find((l) => l.text.includes('Education Offers Program'))?.rel.split(' ').includes('noopener'), true);
      assert.deepEqual(shownMenu.badge, [true], 'the live badge shows inside its window');
      assert.ok(shownMenu.hrefs.every((h) => h.startsWith('/us/') || /^https?:/.test(h)), 'only site links');
      // The behaviour binds to the JSON menu: Enter on the first item opens its panel.
      await page.focus('.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu:first-child [aria-expanded]');
      await page.keyboard.press('Enter');
      await waitNav(page, 'panel');
      assert.equal((await shown(page)).open.length, 1);
      // Laid out as a store's menu: each product image beside its name, the featured product
      // in a column of its own beside the groups.
      const layout = await page.evaluate(() => {
        const panel = document.querySelector('.nv00-gnb-v4__l0-menu[data-sf-open] > .nv00-gnb-v4__l1-menu-container');
        const box = (el) => el.getBoundingClientRect();
        const images = [...panel.querySelectorAll('.nv00-gnb-v4__l2-menu-image')].map((img) => {
          const [i, t] = [box(img), box(img.parentElement.querySelector('.nv00-gnb-v4__l2-menu-text'))];
          return i.right <= t.left && Math.abs((i.top + i.bottom) / 2 - (t.top + t.bottom) / 2) < 2;
        });
        const featured = panel.querySelector('.nv00-gnb-v4__l1-featured');
        return { images, besideGroups: box(featured).left >= box(panel.querySelector('.nv00-gnb-v4__l1-menu-list')).right };
      });
      assert.ok(layout.images.length > 0 && layout.images.every(Boolean), `images beside their names: ${layout.images}`);
      assert.equal(layout.besideGroups, true, 'the featured product beside the groups');
      // In a window shorter than the panel, the panel ends in the window and scrolls inside
      // itself: End reaches its last link in view.
      await page.setViewport({ width: DESKTOP.width, height: 560 });
      const fit = await page.evaluate(() => document.querySelector('.nv00-gnb-v4__l0-menu[data-sf-open] > .nv00-gnb-v4__l1-menu-container').getBoundingClientRect().bottom <= innerHeight);
      assert.equal(fit, true, 'the panel ends in the window');
      await page.focus('.nv00-gnb-v4__l0-menu[data-sf-open] .nv00-gnb-v4__l1-menu-container a[href]');
      await page.keyboard.press('End');
      const last = await page.evaluate(() => {
        const links = [...document.querySelectorAll('.nv00-gnb-v4__l0-menu[data-sf-open] .nv00-gnb-v4__l1-menu-container a[href]')].filter((a) => a.checkVisibility());
        const r = document.activeElement.getBoundingClientRect();
        return { isLast: document.activeElement === links.at(-1), inView: r.top >= 0 && r.bottom <= innerHeight };
      });
      assert.deepEqual(last, { isLast: true, inView: true });
      await page.keyboard.press('Escape');
      await waitNav(page, 'closed');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  /** The us home through the backend's sign-in as `user`, the JSON menu rendered. */
  const signedInHome = async (user) => {
    const opened = await open(`/__backend/sign-in?user=${user}&return=${encodeURIComponent('/us/')}`, { viewport: DESKTOP });
    await booted(opened.page);
    await opened.page.waitForFunction(() => [...document.querySelectorAll('nav.nv00-gnb-v4 .nv00-gnb-v4__l0-menu-list--left a')].some((a) => a.textContent.includes('Galaxy S25 FE')), { timeout: 15_000 }).catch(() => undefined);
    return opened;
  };
  const SMB_ONLY = ['SMB exclusive offers', 'Volume pricing', 'Account manager'];

  it('a signed-in SMB-registered shopper (isSMBRegisteredUserYN=Y) sees the SMB-only items; a visitor that cookie outlived does not', async () => {
    await backend('POST', '/__backend/reset');
    const smb = await signedInHome('us-smb');
    try {
      const { texts } = await menu(smb.page);
      for (const t of SMB_ONLY) assert.ok(texts.includes(t), `${t} is shown to an SMB shopper`);
    } finally {
      await smb.close();
    }
    const visitor = await usHome({ cookies: [{ name: 'isSMBRegisteredUserYN', value: 'Y' }] });
    try {
      const { texts } = await menu(visitor.page);
      assert.ok(texts.includes('Galaxy S25 FE'), 'the JSON menu is shown');
      for (const t of SMB_ONLY) assert.ok(!texts.includes(t), `${t} is not shown signed out`);
    } finally {
      await visitor.close();
    }
  });

  it("getCustomer's 401, asked for a signed-in shopper without the SMB cookie, signs the shopper out; the menu shows without the SMB-only items", async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/tokocommercewebservices/v2/us/users/current/getCustomer', mode: 'code', code: '401' });
    // Not through signedInHome: the sign-out navigates the page, which can come before a wait
    // for the boot has read it (the navigation binds at once and asks at once).
    const { context, close } = await open(`/__backend/sign-in?user=us-shopper&return=${encodeURIComponent('/us/')}`, { viewport: DESKTOP });
    try {
      const gone = await until(async () => !(await context.cookies()).some((c) => c.name === 'jwt_us'), 20_000);
      assert.ok(gone, 'jwt_us is still set after a 401 from getCustomer');
      const calls = (await backend('GET', '/__backend/requests?path=/tokocommercewebservices/v2/us/users/current/getCustomer')).requests;
      assert.ok(calls.length >= 1, 'getCustomer was asked');
    } finally {
      await close();
    }
  });

  it('outside its window the live badge is hidden', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/header-menu-live', { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z' });
    const { page, close } = await usHome();
    try {
      const { texts, badge } = await menu(page);
      assert.ok(texts.includes('Galaxy S25 FE'), 'the JSON menu is shown');
      assert.deepEqual(badge, [false]);
    } finally {
      await close();
    }
  });

  it('on a phone, the hamburger works while the menu JSON is still out; the JSON menu comes in once the drawer is closed, and works', async () => {
    await backend('POST', '/__backend/reset');
    // The menu JSON answers only when the test lets it (the reset below ends the wait).
    await backend('POST', '/__backend/faults', { path: '/us/api/header-menu.json', mode: 'slow', delayMs: 120000 });
    const { page, report, close } = await home('us', MOBILE);
    try {
      assert.ok(!(await menu(page)).texts.includes('Galaxy S25 FE'), 'the page\'s own menu while the JSON is out');
      await page.click('[data-js-action=hamburger]');
      await waitNav(page, 'drawer');
      const answered = page.waitForResponse((r) => r.url().includes('/us/api/header-menu.json'));
      await backend('POST', '/__backend/reset');
      await answered;
      // The drawer the shopper opened stays open, on the menu they are reading.
      assert.equal((await shown(page)).nav, 'drawer');
      await page.click('.nv00-gnb-v4__close-btn');
      await waitNav(page, 'closed');
      await page.waitForFunction(() => [...document.querySelectorAll('nav.nv00-gnb-v4 .nv00-gnb-v4__l0-menu-list--left a')].some((a) => a.textContent.includes('Galaxy S25 FE')), { timeout: 15_000 });
      // Bound to the new items: the drawer opens, and the first item's sub-menu with it.
      await page.click('[data-js-action=hamburger]');
      await waitNav(page, 'drawer');
      await page.click('.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu:first-child [aria-expanded]');
      await waitNav(page, 'sub');
      assert.equal((await shown(page)).open.length, 1);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a failing menu JSON (500) keeps the page\'s own menu, with a warning, and the menu still works', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/us/api/header-menu.json', mode: '500' });
    const { page, report, close } = await home('us', DESKTOP);
    try {
      // The menu is bound at once; the JSON's failure comes after.
      assert.ok(await until(() => report.console.some((m) => m.includes('default menu kept')), 15_000), `a warning: ${report.console.join(' | ')}`);
      const { texts } = await menu(page);
      assert.ok(!texts.includes('Galaxy S25 FE'), 'the JSON menu is not shown');
      assert.ok(texts.length > 5, 'the page\'s own menu is there');
      await page.focus('.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu:first-child [aria-expanded]');
      await page.keyboard.press('Enter');
      await waitNav(page, 'panel');
    } finally {
      await close();
    }
  });
});
