#!/usr/bin/env node
/**
 * Boot on the uk template, Chromium with 4× CPU throttling, cold loads (fresh context each):
 * - boot → eager plugins mounted: from the runtime's `storefront:boot` mark to the moment every
 *   cart badge shows its count (seen by a MutationObserver installed before the page loads);
 * - the longest task during the load (PerformanceObserver "longtask", buffered), with and
 *   without the runtime: the page's own parsing, style and layout make long tasks too;
 * - the runtime's longest script run: Long Animation Frame script entries whose source is
 *   /static/storefront/ (its own JavaScript, with the style and layout it forces);
 * - the page's load event with the runtime against the same page without it (?runtime=off),
 *   as a ratio measured in the same run.
 */
import { launchBrowser } from '../test/e2e/harness.mjs';
import { startServer } from '../templates/server.mjs';
import { machineLine, median, writeSection } from './lib/results.mjs';

const RUNS = 7;
const THROTTLE = 4;

async function load(browser, url, withRuntime) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await context.setCookie({ name: 's_ecom_sc_cnt', value: '5', domain: '127.0.0.1', path: '/' });
  await page.emulateCPUThrottling(THROTTLE);
  await page.evaluateOnNewDocument(() => {
    window.__tasks = [];
    window.__scripts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__tasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((frame) =>
        frame.scripts.forEach((s) => s.sourceURL.includes('/static/storefront/') && window.__scripts.push(s.duration)),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
    new MutationObserver(() => {
      if (window.__mountedAt) return;
      const badges = document.querySelectorAll('.gnb-cart-count');
      if (badges.length && [...badges].every((b) => /5\s*$/.test(b.textContent))) window.__mountedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${url}/uk/${withRuntime ? '' : '?runtime=off'}`, { waitUntil: 'load' });
  if (withRuntime) await page.waitForFunction(() => window.__mountedAt, { timeout: 20_000 });
  await new Promise((r) => setTimeout(r, 300));
  const result = await page.evaluate(() => ({
    boot: performance.getEntriesByName('storefront:boot')[0]?.startTime ?? null,
    mounted: window.__mountedAt ?? null,
    load: performance.getEntriesByType('navigation')[0].loadEventEnd,
    longest: Math.max(0, ...window.__tasks),
    script: Math.max(0, ...window.__scripts),
  }));
  await context.close();
  return result;
}

const server = await startServer({ port: 0, quiet: true });
const browser = await launchBrowser();
try {
  await load(browser, server.url, true); // warm the server's file cache, not the browser's
  const withRuntime = [];
  const without = [];
  for (let i = 0; i < RUNS; i++) {
    withRuntime.push(await load(browser, server.url, true));
    without.push(await load(browser, server.url, false));
  }
  const bootToMounted = median(withRuntime.map((r) => r.mounted - r.boot));
  const longest = Math.max(...withRuntime.map((r) => r.longest));
  const script = Math.max(...withRuntime.map((r) => r.script));
  const scriptMedian = median(withRuntime.map((r) => r.script));
  const longestBaseline = Math.max(...without.map((r) => r.longest));
  const loadWith = median(withRuntime.map((r) => r.load));
  const loadWithout = median(without.map((r) => r.load));
  const md = `## Boot (uk template, ${THROTTLE}× CPU throttle, median of ${RUNS} cold loads)

${machineLine()}, Chromium headless

| measure | value |
|---|---|
| boot → eager plugins mounted (cart badges show the count) | ${bootToMounted.toFixed(1)} ms |
| runtime's longest script run during boot (Long Animation Frame attribution), median / worst | ${scriptMedian.toFixed(0)} / ${script.toFixed(0)} ms (budget 50 ms) |
| longest task during load, with the runtime (page work included) | ${longest.toFixed(0)} ms |
| longest task during load, same page without the runtime | ${longestBaseline.toFixed(0)} ms |
| load event, with the runtime | ${loadWith.toFixed(1)} ms |
| load event, same page without the runtime (baseline) | ${loadWithout.toFixed(1)} ms |
| ratio load with / without | ${(loadWith / loadWithout).toFixed(2)} |
`;
  writeSection('boot', md);
  console.log(md);
  if (script >= 50) {
    console.error(`a runtime script run of ${script.toFixed(0)} ms during boot exceeds the 50 ms budget`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
