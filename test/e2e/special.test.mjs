/**
 * Special stores end to end (docs/rules.md §2 search): on the US discount-program store (an EPP
 * page with a scanner) the barcode-scan button opens the scanner page the local backend serves.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const INPUT = '#gnb-search-keyword';

async function openSearch(page) {
  for (const opener of await page.$$('.gnb__search-btn-js')) {
    if (!(await opener.boundingBox())) continue;
    await opener.click();
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, INPUT);
    return;
  }
  throw new Error('no visible search opener');
}

describe('special stores: US discount program', () => {
  it('the barcode-scan button opens the scanner page the backend serves', async () => {
    const { page, context, report, close } = await open('/us/shop/discount-program/');
    try {
      await booted(page);
      await openSearch(page);
      await page.waitForSelector('.srd19-gnb-search__scan-barcode', { visible: true });
      const popup = new Promise((resolve) => context.once('targetcreated', resolve));
      await page.click('.srd19-gnb-search__scan-barcode');
      const target = await popup;
      assert.equal(new URL(target.url()).pathname, '/us/function/scanner/');
      const scanner = await target.page();
      await scanner.waitForFunction(() => document.querySelector('h1')?.textContent === 'Scan barcode', { timeout: 5000 });
      assert.deepEqual(report.pageErrors, []);
      assert.deepEqual(report.violations, []);
    } finally {
      await close();
    }
  });

  it('no scan button on a page that is not an EPP store', async () => {
    const { page, close } = await open('/us/');
    try {
      await booted(page);
      await openSearch(page);
      assert.equal(await page.$eval('.srd19-gnb-search__scan-barcode', (el) => el.hidden || getComputedStyle(el).display === 'none'), true);
    } finally {
      await close();
    }
  });
});
