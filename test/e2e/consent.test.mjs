/**
 * The cookie bar on the uk home (docs/rules.md §4 "Cookie bar"), driven as the store's QA suites
 * drive it: shown at the bottom of the viewport to a shopper without `cookiesaccepted`, accepted
 * by `a[title=ACCEPT]` on desktop and closed by `button.cookie-bar__main-close` on mobile; both
 * record the cookie for 90 days (docs/rules.md §9) and the bar stays away on the next page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { open, booted } from './harness.mjs';

const WRAP = '.cookie-bar__wrap';
const DAY_S = 86_400;

/** The bar's box, or null while hidden. */
const barBox = (page) => page.$eval(WRAP, (el) => (getComputedStyle(el).display === 'none' ? null : JSON.parse(JSON.stringify(el.getBoundingClientRect()))));

/** The cookie's lifetime in days, from the expiry the browser stored and the time the page read it. */
async function lifeDays(page, context) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiesaccepted');
  if (!cookie) return null;
  const now = await page.evaluate(() => Date.now() / 1000);
  return Math.round((cookie.expires - now) / DAY_S);
}

for (const [viewport, how, selector] of [
  [{ width: 1280, height: 900 }, 'ACCEPT', 'a[title="ACCEPT"]'],
  [{ width: 375, height: 800 }, 'close', 'button.cookie-bar__close.cookie-bar__main-close'],
]) {
  describe(`cookie bar at ${viewport.width}`, () => {
    it(`shows at the bottom without the cookie; ${how} records cookiesaccepted for 90 days and the bar stays away on reload`, async () => {
      const { page, context, report, close } = await open('/uk/', { viewport, cookieBar: true });
      try {
        await booted(page);
        await page.waitForSelector(WRAP, { visible: true });
        const box = await barBox(page);
        assert.ok(box && Math.abs(box.bottom - viewport.height) <= 1 && box.width >= viewport.width - 1, `bar box ${JSON.stringify(box)}`);
        assert.equal(await page.$eval('.cookie-bar', (el) => el.getAttribute('role')), 'status');
        await page.click(selector);
        await page.waitForSelector(WRAP, { hidden: true });
        assert.equal(await lifeDays(page, context), 90);
        assert.equal(new URL(page.url()).pathname, '/uk/', 'the accept link is not followed');
        await page.reload({ waitUntil: 'load' });
        await booted(page);
        await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
        assert.equal(await barBox(page), null);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  });
}
