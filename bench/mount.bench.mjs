#!/usr/bin/env node
/**
 * Mount scaling: N = 10, 100, 1000 markers inserted into the booted uk template at once,
 * mounted through the registry (eager cart badges: one portal each) against a plain-DOM
 * floor that writes the same text into the same markers. Both are timed the same way, from
 * before the insertion to the moment a MutationObserver sees every marker filled; medians
 * of 5 runs; the ratio is registry / floor. Also the longest task while mounting.
 */
import { launchBrowser } from '../test/e2e/harness.mjs';
import { startServer } from '../templates/server.mjs';
import { machineLine, median, writeSection } from './lib/results.mjs';

const SIZES = [10, 100, 1000];
const RUNS = 5;

/** Runs in the page: inserts n markers and resolves with the ms until all show the count. */
function measure(n, mode) {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'bench-host';
    const tasks = [];
    const longtasks = new PerformanceObserver((l) => l.getEntries().forEach((e) => tasks.push(e.duration)));
    longtasks.observe({ type: 'longtask' });
    for (let i = 0; i < n; i++) {
      const marker = document.createElement('span');
      if (mode === 'registry') marker.setAttribute('data-sf-plugin', 'cart-badge');
      host.append(marker);
    }
    let done = 0;
    const start = performance.now();
    const watcher = new MutationObserver(() => {
      done = host.querySelectorAll('span:not(:empty)').length;
      if (done < n) return;
      const ms = performance.now() - start;
      watcher.disconnect();
      setTimeout(() => {
        longtasks.disconnect();
        host.remove();
        resolve({ ms, longest: Math.max(0, ...tasks) });
      }, 100);
    });
    watcher.observe(host, { subtree: true, childList: true, characterData: true });
    document.getElementById('content').append(host);
    if (mode === 'floor') for (const m of host.children) m.textContent = '5';
  });
}

const server = await startServer({ port: 0, quiet: true });
const browser = await launchBrowser();
const rows = [];
try {
  const context = await browser.createBrowserContext();
  await context.setCookie({ name: 's_ecom_sc_cnt', value: '5', domain: '127.0.0.1', path: '/' });
  const page = await context.newPage();
  await page.goto(`${server.url}/uk/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted().includes('cart-badge'));
  await page.evaluate(measure, 10, 'registry'); // warm-up: renderer and plugin chunks loaded
  for (const n of SIZES) {
    const registry = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await page.evaluate(measure, n, 'floor'));
      registry.push(await page.evaluate(measure, n, 'registry'));
    }
    const r = median(registry.map((x) => x.ms));
    const f = median(floor.map((x) => x.ms));
    rows.push(`| ${n} | ${r.toFixed(1)} ms | ${f.toFixed(1)} ms | ${(r / f).toFixed(1)}× | ${Math.max(...registry.map((x) => x.longest)).toFixed(0)} ms |`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
const md = `## Mount scaling (uk template, no throttling, median of ${RUNS})

${machineLine()}, Chromium headless. Eager cart-badge markers inserted at once; "floor" writes the same text with plain DOM.

| markers | through the registry | plain-DOM floor | ratio | longest task (registry) |
|---|---|---|---|---|
${rows.join('\n')}
`;
writeSection('mount', md);
console.log(md);
