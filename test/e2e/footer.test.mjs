/**
 * Footer navigation (docs/rules.md §4 "Footer navigation") on the uk home: at 375 px the
 * sitemap's categories are accordions (native buttons, one open at a time, Enter and Space,
 * axe clean with one open); at 1440 px every list shows and no accordion button does. On the
 * ca_fr home, the language panel: a disclosure at both widths, Esc and Tab out close it, a
 * language link goes to that language's home.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { open, booted } from './harness.mjs';
import { recordShifts, shiftsSoFar } from './gates/kit.mjs';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 800 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Opens a home (the uk one unless given), scrolls to the footer and waits for the footer navigation to mount. */
async function footer(viewport, options = {}, path = '/uk/') {
  const opened = await open(path, { viewport, ...options });
  await booted(opened.page);
  await opened.page.evaluate(() => document.querySelector('footer.footer').scrollIntoView());
  await opened.page.waitForFunction(() => window.storefront.mounted().includes('footer-nav') && document.querySelector('button.footer-category__anchor') !== null, { timeout: 10_000 });
  return opened;
}
const state = (page) => page.$$eval('.footer-category', (cats) => cats.map((c) => {
  const button = c.querySelector('button.footer-category__anchor');
  const list = c.querySelector('.footer-category__list-wrap');
  return { expanded: button?.getAttribute('aria-expanded'), shown: list.getBoundingClientRect().height > 0, controls: button?.getAttribute('aria-controls') === list.id };
}));

describe('footer navigation', () => {
  it('at 375 px: the categories collapse at idle, while the footer is still far below, so a quick scroll to it moves nothing', async () => {
    const { page, close } = await open('/uk/', { viewport: MOBILE, beforeLoad: recordShifts('footer.footer') });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('footer-nav') && document.querySelector('button.footer-category__anchor') !== null, { timeout: 10_000 });
      assert.ok(await page.$eval('footer.footer', (f) => f.getBoundingClientRect().top > 3 * innerHeight));
      await page.evaluate(() => document.querySelector('footer.footer').scrollIntoView());
      assert.deepEqual(await shiftsSoFar(page), []);
      assert.ok((await state(page)).every((c) => c.expanded === 'false' && !c.shown));
    } finally {
      await close();
    }
  });

  it('at 375 px: categories collapsed, one open at a time by click, Enter and Space', async () => {
    const { page, report, close } = await footer(MOBILE, { beforeLoad: (p) => p.setBypassCSP(true) });
    try {
      let s = await state(page);
      assert.ok(s.length >= 3);
      assert.ok(s.every((c) => c.expanded === 'false' && !c.shown && c.controls));
      await page.click('.footer-category:nth-child(1) button.footer-category__anchor');
      s = await state(page);
      assert.deepEqual(s.map((c) => c.expanded), ['true', ...s.slice(1).map(() => 'false')]);
      assert.ok(s[0].shown && s.slice(1).every((c) => !c.shown));
      await page.focus('.footer-column__item:nth-child(3) button.footer-category__anchor');
      await page.keyboard.press('Enter');
      s = await state(page);
      assert.equal(s[0].expanded, 'false');
      assert.equal(s[1].expanded, 'true');
      assert.ok(!s[0].shown && s[1].shown);
      await page.keyboard.press('Space');
      s = await state(page);
      assert.ok(s.every((c) => c.expanded === 'false' && !c.shown));
      await page.keyboard.press('Space');
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => (await window.axe.run(document.querySelector('footer.footer'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('at 1440 px: every list shows and no accordion button is shown', async () => {
    const { page, close } = await footer(DESKTOP);
    try {
      const s = await state(page);
      assert.ok(s.every((c) => c.shown && c.expanded === 'false'));
      const buttonsShown = await page.$$eval('button.footer-category__anchor', (bs) => bs.filter((b) => b.getBoundingClientRect().height > 0).length);
      assert.equal(buttonsShown, 0);
    } finally {
      await close();
    }
  });

  // The language panel (docs/rules.md §4 "Footer navigation") on the Canadian French home, whose
  // footer offers English and French.
  const LANG = 'button.footer-language__anchor';
  // The cookie bar, fixed at the bottom on a phone, would cover the footer's last row.
  const ACCEPTED = { cookies: [{ name: 'cookiesaccepted', value: 'true' }] };
  const panel = (page) =>
    page.evaluate(() => {
      const button = document.querySelector('button.footer-language__anchor');
      const wrap = document.querySelector('.footer-language-wrap');
      const box = wrap.getBoundingClientRect();
      return {
        expanded: button.getAttribute('aria-expanded'),
        controls: button.getAttribute('aria-controls') === wrap.id,
        shown: box.height > 0 && getComputedStyle(wrap).visibility !== 'hidden',
        above: box.bottom <= button.getBoundingClientRect().top,
        inside: box.left >= 0 && box.right <= innerWidth,
        links: [...wrap.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().height >= 24).map((a) => a.textContent),
        focus: document.activeElement?.textContent ?? '',
      };
    });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`language panel at ${viewport.width} px: a disclosure above its button, Esc and Tab out close it, axe clean open`, async () => {
      const { page, report, close } = await footer(viewport, { ...ACCEPTED, beforeLoad: (p) => p.setBypassCSP(true) }, '/ca_fr/');
      try {
        await page.waitForSelector(LANG);
        let p = await panel(page);
        assert.deepEqual([p.expanded, p.controls, p.shown], ['false', true, false]);
        await page.click(LANG);
        p = await panel(page);
        assert.deepEqual([p.expanded, p.shown, p.above, p.inside], ['true', true, true, true]);
        assert.deepEqual(p.links, ['English', 'Français']);
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => (await window.axe.run(document.querySelector('footer.footer'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
        assert.deepEqual(violations, []);
        await page.keyboard.press('Tab');
        assert.equal((await panel(page)).focus, 'English');
        await page.keyboard.press('Escape');
        p = await panel(page);
        assert.deepEqual([p.expanded, p.shown, p.focus], ['false', false, 'Canada / Français']);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        assert.equal((await panel(page)).focus, 'Français');
        await page.keyboard.press('Tab');
        p = await panel(page);
        assert.deepEqual([p.expanded, p.shown], ['false', false]);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }

  it('language panel: choosing English goes to the English Canadian home', async () => {
    const { page, close } = await footer(DESKTOP, ACCEPTED, '/ca_fr/');
    try {
      await page.waitForSelector(LANG);
      await page.click(LANG);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.footer-language__link[lang="en-CA"]')]);
      assert.equal(new URL(page.url()).pathname, '/ca/');
      assert.equal(await page.$eval('html', (h) => h.lang), 'en-CA');
    } finally {
      await close();
    }
  });
});
