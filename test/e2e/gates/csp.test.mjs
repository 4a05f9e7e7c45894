/**
 * Strict CSP with Trusted Types (docs/quality.md): every template served with
 * `script-src 'self' <search host>; object-src 'none'; base-uri 'none';
 * require-trusted-types-for 'script'` (`?csp=strict`) boots with 0 violations and 0 uncaught
 * errors, and the foundation (badge on the bus) and search flows (open, type, suggestions) work.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listPages } from '../../../templates/server.mjs';
import { open, booted } from '../harness.mjs';
import { backend, badgeResponds, count, openSearch, SEARCH_INPUT } from './kit.mjs';

const pages = await listPages();
const SEARCH_PAGES = ['/uk/', '/us/', '/uk/business/'];
count('strict CSP + Trusted Types', `${pages.length} templates booted, ${SEARCH_PAGES.length} search flows, the uk video widgets, the uk home without style attributes`);

describe('strict CSP with Trusted Types', () => {
  it('the server sends the strict policy for ?csp=strict', async () => {
    const { page, close } = await open('/uk/?csp=strict');
    try {
      const res = await page.goto(page.url());
      assert.match(res.headers()['content-security-policy'], /require-trusted-types-for 'script'/);
      assert.match(res.headers()['content-security-policy'], /object-src 'none'; base-uri 'none'/);
    } finally {
      await close();
    }
  });

  for (const path of pages) {
    it(`${path}: boots, the badge follows the bus, 0 violations, 0 uncaught errors`, async () => {
      await backend('POST', '/__backend/reset');
      const { page, report, close } = await open(`${path}?csp=strict`, { cookies: [{ name: 's_ecom_sc_cnt', value: '2' }] });
      try {
        await booted(page);
        const hasBadge = await page.$('.gnb-cart-count');
        if (hasBadge) assert.equal(await badgeResponds(page), null);
        await page.waitForNetworkIdle({ idleTime: 200, timeout: 5000 }).catch(() => undefined);
        assert.deepEqual({ violations: report.violations, pageErrors: report.pageErrors }, { violations: [], pageErrors: [] });
      } finally {
        await close();
      }
    });
  }

  it('/uk/: the video widgets play and the YouTube player script loads through the "storefront-video" policy, 0 violations', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/uk/?csp=strict');
    try {
      await booted(page);
      await page.$eval('.media-videos', (s) => s.scrollIntoView({ block: 'center' }));
      await page.waitForSelector('.media-videos__item--youtube video[data-player="youtube"]', { timeout: 8000 });
      await page.waitForFunction(() => document.querySelector('.media-videos__item--film .video-widget')?.dataset.videoState === 'play', { timeout: 8000 });
      assert.deepEqual({ violations: report.violations, pageErrors: report.pageErrors }, { violations: [], pageErrors: [] });
    } finally {
      await close();
    }
  });

  it('/uk/ with no style attribute allowed (`style-src-attr \'none\'`): the runtime sets none; the icon sprite is in, hidden by its CSSOM style', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/uk/?csp=styles');
    try {
      await booted(page);
      await page.waitForSelector('body > svg[aria-hidden="true"] symbol', { timeout: 8000 });
      // Placed out of the flow, taking no room: not display:none, which breaks its gradients.
      const sprite = await page.$eval('body > svg[aria-hidden="true"]', (s) => {
        const { position, display } = getComputedStyle(s);
        const { width, height } = s.getBoundingClientRect();
        return { position, display, width, height };
      });
      assert.deepEqual(sprite, { position: 'absolute', display: 'block', width: 0, height: 0 });
      await page.$eval('.media-videos', (s) => s.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => document.querySelector('.media-videos__item--film .video-widget')?.dataset.videoState === 'play', { timeout: 8000 });
      // The page's own style attributes are refused at the page's address; none at a script's.
      const { origin, pathname } = new URL(page.url());
      const fromScripts = report.violations.filter((v) => !v.endsWith(` at ${origin}${pathname}`));
      assert.deepEqual({ fromScripts, pageErrors: report.pageErrors }, { fromScripts: [], pageErrors: [] });
      assert.ok(report.violations.every((v) => v.startsWith('style-src-attr inline')), report.violations.join('\n'));
    } finally {
      await close();
    }
  });

  for (const path of SEARCH_PAGES) {
    it(`${path}: search opens, suggests as the shopper types, stays switched on, 0 violations`, async () => {
      await backend('POST', '/__backend/reset');
      const { page, report, close } = await open(`${path}?csp=strict`);
      try {
        await booted(page);
        await openSearch(page);
        await page.type(SEARCH_INPUT, 'galaxy');
        await page.waitForSelector('.srd19-gnb-search__suggested [role=option]', { visible: true, timeout: 8000 });
        assert.ok((await page.evaluate(() => window.storefront.mounted())).includes('search'));
        assert.deepEqual({ violations: report.violations, pageErrors: report.pageErrors }, { violations: [], pageErrors: [] });
      } finally {
        await close();
      }
    });
  }
});
