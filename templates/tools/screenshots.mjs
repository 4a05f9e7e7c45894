#!/usr/bin/env node
/**
 * Screenshots of the template pages as a shopper sees them (after `node build.mjs`):
 *
 *   node templates/tools/screenshots.mjs [out-dir] [path-filter] [--search] [--widths=1280,375]
 *
 * Writes <out-dir>/<site>-<page>-<width>.png (first 2400 px of the page); `--search` also
 * opens the search overlay and writes …-search.png. Prints each page's scroll width, so an
 * overflow shows up in the log as well as in the picture. Run it under the browser lock.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../../test/e2e/harness.mjs';
import { listPages, startServer } from '../server.mjs';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const [outDir = '/tmp/sf-shots', filter = ''] = args.filter((a) => !a.startsWith('--'));
const widths = (flags.find((f) => f.startsWith('--widths='))?.slice(9) ?? '1280,375').split(',').map(Number);
const withSearch = flags.includes('--search');

mkdirSync(resolve(outDir), { recursive: true });
const server = await startServer({ port: 0, quiet: true });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const path of ['/', ...(await listPages())].filter((p) => p.includes(filter))) {
    for (const width of widths) {
      await page.setViewport({ width, height: 900 });
      await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle0' });
      const name = path.split('/').filter(Boolean).join('-') || 'index';
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
      console.log(`${path} @${width}: scrollWidth ${size.scroll}, height ${size.height}`);
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), clip: { x: 0, y: 0, width, height: Math.min(size.height, 2400) }, captureBeyondViewport: true });
      if (!withSearch || path === '/') continue;
      const openers = await page.$$('.gnb__search-btn-js');
      for (const opener of openers) {
        if (!(await opener.boundingBox())) continue;
        await opener.click();
        await page.waitForFunction(() => document.activeElement?.matches('#gnb-search-keyword, .gnb-search__input'), { timeout: 5000 }).catch(() => undefined);
        await page.screenshot({ path: join(outDir, `${name}-${width}-search.png`) });
        break;
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
