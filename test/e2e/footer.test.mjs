/**
 * Footer navigation (docs/rules.md §4 "Footer navigation") on the uk home: at 375 px the
 * sitemap's categories are accordions (native buttons, one open at a time, Enter and Space,
 * axe clean with one open); at 1440 px every list shows and no accordion button does.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { open, booted } from './harness.mjs';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 800 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Opens the uk home, scrolls to the footer and waits for the footer navigation to mount. */
async function footer(viewport, options = {}) {
  const opened = await open('/uk/', { viewport, ...options });
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
});
