/**
 * Popups end to end (docs/rules.md §2 "Layer popups and messages", §4 "Popups", "Snack bar") on
 * the uk home (desktop 1280, mobile 375 with a phone's overlay scrollbars) and the Arabic ae_ar
 * home (right to left): a layer button opens its popup, which covers the page; the close button,
 * Esc, the dimmed area and Back close it; focus returns to the button and Tab stays inside; a
 * confirm stacks over a layer; messages show server text as text; the snack bar sits 24 px above
 * the bottom and goes; the scroll lock shifts nothing; bad ids open nothing; axe is clean.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { open, booted } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Axe (wcag2a, wcag2aa, wcag21aa) on what `include` names: "rule: targets" lines. */
async function axeViolations(page, include) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (inc) => {
    const result = await window.axe.run({ include: inc }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, rules: { 'aria-dialog-name': { enabled: true } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 800, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/**
 * A controlled clock for the page's timers: from its install, setTimeout/clearTimeout queue
 * callbacks that run only when the test calls `tick(page, ms)`, in due order. The runtime's code
 * is unchanged: it calls the page's setTimeout as always.
 */
function installSnackClock() {
  let now = 0;
  let next = 1;
  const due = new Map();
  window.setTimeout = (fn, ms = 0, ...args) => (due.set(next, { at: now + Number(ms || 0), fn: () => fn(...args) }), next++);
  window.clearTimeout = (id) => due.delete(id);
  window.__snackClock = (ms) => {
    const end = now + ms;
    for (;;) {
      const [id, timer] = [...due].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0] ?? [];
      if (!timer) break;
      due.delete(id);
      now = timer.at;
      timer.fn();
    }
    now = end;
  };
}
const tick = (page, ms) => page.evaluate((m) => window.__snackClock(m), ms);
/** What a shopper gets of the snack bar: shown or not, its opacity target and its text. */
const snack = (page) => page.$eval('.snackbar', (s) => ({ shown: !s.hidden && s.getBoundingClientRect().height > 0, opacity: s.style.opacity, text: s.textContent }));

const topPopup = (page) => page.evaluate(() => [...document.querySelectorAll('[aria-modal="true"]')].filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.id || e.className));
const focusInside = (page, sel) => page.$eval(sel, (el) => el.contains(document.activeElement));
const waitClosed = (page, sel) => page.waitForFunction((s) => getComputedStyle(document.querySelector(s)).display === 'none', { timeout: 5000 }, sel);
const popupDepth = (page) => page.evaluate(() => history.state?.sfPopup ?? 0);

/** Clicks the layer button naming `id` and waits until its popup is open and holds focus. */
async function openByButton(page, id) {
  const button = await page.$(`.popup-kinds [data-div-id="#${id}"]`);
  await button.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  await button.click();
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-modal') === 'true' && document.querySelector(s).contains(document.activeElement), { timeout: 5000 }, `#${id}`);
  return button;
}

/** What the shopper sees at the middle of the popup and at a corner of the page. */
const hitTest = (page, id) =>
  page.$eval(`#${id}`, (el) => {
    const r = el.getBoundingClientRect();
    const middle = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 40));
    const corner = document.elementFromPoint(2, innerHeight - 2);
    return { middleInside: el.contains(middle), cornerIsDim: corner?.classList.contains('layer-popup-dim') ?? false, visible: r.width > 0 && r.height > 0 };
  });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`popups on uk home, ${name} ${viewport.width}`, () => {
    it('a layer button opens its popup over a dimmed page; the close button closes it and focus returns', async () => {
      const { page, report, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const button = await openByButton(page, 'layerPrivacy');
        assert.deepEqual(await hitTest(page, 'layerPrivacy'), { middleInside: true, cornerIsDim: true, visible: true });
        assert.equal(await page.$eval('body', (b) => getComputedStyle(b).overflow), 'hidden');
        assert.equal(await popupDepth(page), 1);
        await page.click('#layerPrivacy .layer-popup__close');
        await waitClosed(page, '#layerPrivacy');
        assert.ok(await button.evaluate((b) => document.activeElement === b));
        assert.notEqual(await page.$eval('body', (b) => getComputedStyle(b).overflow), 'hidden');
        await page.waitForFunction(() => (history.state?.sfPopup ?? 0) === 0, { timeout: 5000 });
        assert.deepEqual([report.pageErrors, report.violations], [[], []]);
      } finally {
        await close();
      }
    });

    for (const [how, act] of [
      ['Esc', (page) => page.keyboard.press('Escape')],
      ['the dimmed area', (page) => page.mouse.click(2, VIEWPORTS[name].height - 2)],
      ['Back', (page) => page.goBack()],
    ]) {
      it(`${how} closes the popup, focus returns to its button, and the page stays`, async () => {
        const { page, url, close } = await open('/uk/', { viewport });
        try {
          await booted(page);
          const button = await openByButton(page, 'layerGeneric');
          await act(page);
          await waitClosed(page, '#layerGeneric');
          assert.ok(await button.evaluate((b) => document.activeElement === b));
          assert.equal(page.url(), url);
          assert.equal(await page.evaluate(() => document.querySelectorAll('.layer-popup-dim').length), 0);
        } finally {
          await close();
        }
      });
    }

    it('the sign-in layer opens on its email field, the first time too; Tab and Shift+Tab stay inside it', async () => {
      const { page, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        await openByButton(page, 'layerLogin');
        // Its form's code loads as the layer opens: the field takes the focus once it is there.
        await page.waitForFunction(() => document.activeElement?.matches('#layerLogin input[name="email"]'), { timeout: 10_000 });
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          assert.ok(await focusInside(page, '#layerLogin'), `Tab ${i + 1} left the popup`);
        }
        for (let i = 0; i < 12; i++) {
          await page.keyboard.down('Shift');
          await page.keyboard.press('Tab');
          await page.keyboard.up('Shift');
          assert.ok(await focusInside(page, '#layerLogin'), `Shift+Tab ${i + 1} left the popup`);
        }
        // A typed password is not kept for whoever opens the layer next; the email is.
        await page.type('#layerLogin input[name="email"]', 'olivia.bennett@example.com');
        await page.type('#layerLogin input[name="password"]', 'secret');
        await page.keyboard.press('Escape');
        await waitClosed(page, '#layerLogin');
        await openByButton(page, 'layerLogin');
        await page.waitForFunction(() => document.activeElement?.matches('#layerLogin input[name="email"]'), { timeout: 10_000 });
        assert.deepEqual(await page.$eval('#layerLogin', (l) => [l.querySelector('input[name="email"]').value, l.querySelector('input[name="password"]').value]), ['olivia.bennett@example.com', '']);
      } finally {
        await close();
      }
    });

    it('a confirm stacks over a layer: Back closes only the confirm, a second Back the layer', async () => {
      const { page, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        await openByButton(page, 'layerLogin');
        await page.evaluate(() => { window.answer = window.storefront.popup.confirm('Leave without signing in?'); });
        await page.waitForSelector('[role=alertdialog]', { visible: true });
        assert.deepEqual(await topPopup(page), ['layerLogin', 'layer-popup sf-message-popup']);
        assert.ok(await page.$eval('[role=alertdialog]', (d) => { const r = d.getBoundingClientRect(); return d.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); }));
        await page.goBack();
        await page.waitForFunction(() => !document.querySelector('[role=alertdialog]'), { timeout: 5000 });
        assert.equal(await page.evaluate(() => window.answer), false);
        assert.deepEqual(await topPopup(page), ['layerLogin']);
        assert.ok(await focusInside(page, '#layerLogin'));
        await page.goBack();
        await waitClosed(page, '#layerLogin');
      } finally {
        await close();
      }
    });

    it('the video buttons open a labelled video dialog that plays the local film at 16:9 and 9:16; the close button, Esc and Back each pause and rewind it, and focus returns', async () => {
      const { page, url, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const closers = [
          ['the close button', () => page.click('.video-popup .layer-popup__close')],
          ['Esc', () => page.keyboard.press('Escape')],
          ['Back', () => page.goBack()],
        ];
        for (const [i, [how, act]] of closers.entries()) {
          const vertical = i === 1;
          const button = await page.$(`.popup-kinds [data-video-src]${vertical ? '[data-video-vertical]' : ':not([data-video-vertical])'}`);
          await button.evaluate((b) => b.scrollIntoView({ block: 'center' }));
          await button.click();
          await page.waitForFunction(() => document.querySelector('.video-popup')?.getAttribute('aria-modal') === 'true' && document.querySelector('.video-popup').contains(document.activeElement), { timeout: 5000 });
          const label = await page.$eval('.video-popup', (d) => [d.getAttribute('role'), document.getElementById(d.getAttribute('aria-labelledby'))?.textContent]);
          assert.deepEqual(label, ['dialog', vertical ? 'Galaxy Z Flip7 in 15 seconds' : 'Galaxy S25 Ultra: the film']);
          // The film loads and plays (a state, not a time).
          await page.waitForFunction(() => { const v = document.querySelector('.video-popup video'); return v.readyState >= 1 && !v.paused && v.currentTime > 0; }, { timeout: 8000 });
          const ratio = vertical ? 9 / 16 : 16 / 9;
          const box = await page.$eval('.video-popup__frame', (f) => { const r = f.getBoundingClientRect(); return { width: r.width, height: r.height }; });
          assert.ok(box.height > 0 && Math.abs(box.width / ratio - box.height) <= 1, `${box.width}x${box.height} is not within 1 px of ${vertical ? '9:16' : '16:9'}`);
          const video = await page.$('.video-popup video');
          await act();
          await page.waitForFunction(() => !document.querySelector('.video-popup'), { timeout: 5000 });
          assert.deepEqual(await video.evaluate((v) => [v.paused, v.currentTime, v.hasAttribute('src')]), [true, 0, false], `closed by ${how}`);
          assert.ok(await button.evaluate((b) => document.activeElement === b), `focus back after ${how}`);
          assert.equal(page.url(), url);
          await page.waitForFunction(() => (history.state?.sfPopup ?? 0) === 0, { timeout: 5000 });
        }
        // A refused source opens nothing.
        assert.equal(await page.evaluate(() => window.storefront.popup.video('javascript:alert(1)')), false);
        assert.equal(await page.$('.video-popup'), null);
      } finally {
        await close();
      }
    });

    it('the scroll lock moves nothing sideways: padding only for a real scrollbar', async () => {
      const { page, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const place = () => page.$eval('#content', (c) => c.getBoundingClientRect().width);
        const before = await place();
        const bar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
        await page.evaluate(() => window.storefront.popup.open('layerGeneric'));
        await page.waitForFunction(() => document.getElementById('layerGeneric').getAttribute('aria-modal') === 'true');
        assert.equal(await place(), before);
        const padding = await page.$eval('body', (b) => b.style.paddingRight);
        if (name === 'mobile') assert.equal(padding, '', 'a phone has no scrollbar gutter to make up for');
        else assert.equal(padding, bar > 0 ? `${bar}px` : '');
      } finally {
        await close();
      }
    });

    it('messages: server text with markup shows as text; the snack bar sits 24 px above the bottom, fades at 3.5 s, goes at 4 s, holds while hovered or focused, and a new one replaces it', async () => {
      const { page, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        await page.evaluate(() => { window.closed = window.storefront.popup.alert('<img src=x onerror="window.hacked=1">Signed out'); });
        await page.waitForSelector('[role=alertdialog]', { visible: true });
        assert.equal(await page.$eval('[role=alertdialog] .layer-popup__desc', (d) => d.textContent), '<img src=x onerror="window.hacked=1">Signed out');
        assert.equal(await page.evaluate(() => document.querySelectorAll('[role=alertdialog] img').length), 0);
        await page.click('[role=alertdialog] button');
        await page.waitForFunction(() => !document.querySelector('[role=alertdialog]'));
        // The snack bar's timers run on a clock only this test advances (installSnackClock): no real seconds pass.
        await page.evaluate(installSnackClock);
        await page.evaluate(() => window.storefront.popup.toast('Added to your wishlist'));
        await page.waitForSelector('.snackbar[role=status]', { visible: true });
        const gap = await page.$eval('.snackbar', (s) => innerHeight - s.getBoundingClientRect().bottom);
        assert.equal(Math.round(gap), 24);
        assert.equal(await page.$eval('.snackbar', (s) => s.textContent), 'Added to your wishlist');
        await tick(page, 3499);
        assert.deepEqual(await snack(page), { shown: true, opacity: '1', text: 'Added to your wishlist' });
        await tick(page, 1);
        assert.deepEqual(await snack(page), { shown: true, opacity: '0', text: 'Added to your wishlist' }, 'fading after 3.5 s');
        await tick(page, 500);
        assert.equal((await snack(page)).shown, false, 'hidden at 4 s');
        // A new toast replaces the old one and starts its own 4 s.
        await page.evaluate(() => window.storefront.popup.toast('<b>One</b>'));
        await page.waitForFunction(() => document.querySelector('.snackbar').textContent === '<b>One</b>' && !document.querySelector('.snackbar').hidden);
        await tick(page, 3000);
        await page.evaluate(() => window.storefront.popup.toast('Two'));
        await page.waitForFunction(() => document.querySelector('.snackbar').textContent === 'Two');
        assert.equal(await page.evaluate(() => document.querySelectorAll('.snackbar').length), 1);
        await tick(page, 3499);
        assert.deepEqual(await snack(page), { shown: true, opacity: '1', text: 'Two' }, "the old toast's timers are gone");
        // Hovered: held for as long as the pointer stays; after it leaves, the 3.5 s / 4 s start again.
        const box = await page.$eval('.snackbar', (s) => { const r = s.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
        await page.mouse.move(box.x, box.y);
        await tick(page, 10_000);
        assert.deepEqual(await snack(page), { shown: true, opacity: '1', text: 'Two' }, 'held while hovered');
        await page.mouse.move(box.x, 5);
        await tick(page, 3499);
        assert.deepEqual(await snack(page), { shown: true, opacity: '1', text: 'Two' });
        await tick(page, 501);
        assert.equal((await snack(page)).shown, false);
        // Focused: held until focus leaves.
        await page.evaluate(() => window.storefront.popup.toast('Three'));
        await page.waitForFunction(() => document.querySelector('.snackbar').textContent === 'Three');
        await page.$eval('.snackbar', (s) => s.focus());
        await tick(page, 10_000);
        assert.deepEqual(await snack(page), { shown: true, opacity: '1', text: 'Three' }, 'held while focused');
        await page.$eval('.snackbar', (s) => s.blur());
        await tick(page, 4000);
        assert.equal((await snack(page)).shown, false);
        assert.equal(await page.evaluate(() => window.hacked), undefined);
      } finally {
        await close();
      }
    });

    it('bad ids open nothing, say why, and leave the page scrolling', async () => {
      const { page, report, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const results = await page.evaluate(() => Promise.all(['#x,body', 'layerNope', '<b>x</b>'].map((id) => window.storefront.popup.open(id))));
        assert.deepEqual(results, [false, false, false]);
        const warnings = () => report.console.filter((m) => m.includes('storefront: popup.open:'));
        // Console messages reach the test after the calls resolve: wait for them (a state, not a time).
        for (let i = 0; i < 50 && warnings().length < 3; i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
        assert.deepEqual(warnings().map((m) => m.replace(/^(\w+):.*popup\.open: /, '$1 ')).sort(), ['warn "#x,body" is not a popup id', 'warn "<b>x</b>" is not a popup id', 'warn no popup with id "layerNope" on this page']);
        assert.notEqual(await page.$eval('body', (b) => getComputedStyle(b).overflow), 'hidden');
        assert.equal(await popupDepth(page), 0);
      } finally {
        await close();
      }
    });
  });
}

describe('popups on the Arabic ae_ar home (right to left)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: the sign-in layer opens, its close button sits at the left, it closes, and axe is clean`, async () => {
      const { page, close } = await open('/ae_ar/', { viewport, beforeLoad: (p) => p.setBypassCSP(true) });
      try {
        await booted(page);
        const button = await openByButton(page, 'layerLogin');
        const side = await page.$eval('#layerLogin', (p) => {
          const r = p.getBoundingClientRect();
          const c = p.querySelector('.layer-popup__close').getBoundingClientRect();
          return c.left - r.left < r.right - c.right ? 'left' : 'right';
        });
        assert.equal(side, 'left');
        assert.deepEqual(await axeViolations(page, [['#layerLogin']]), []);
        await page.click('#layerLogin .layer-popup__close');
        await waitClosed(page, '#layerLogin');
        assert.ok(await button.evaluate((b) => document.activeElement === b));
      } finally {
        await close();
      }
    });
  }
});
