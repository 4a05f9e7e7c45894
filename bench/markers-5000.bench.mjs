#!/usr/bin/env node
/**
 * 5,000 eager markers (cart badges) inserted into the booted uk template at once, then
 * removed at once: the longest main-thread task while mounting and while unmounting
 * (Long Tasks API), unthrottled and at 4× CPU throttle, median of 5 fresh pages each.
 * Budget: no task of 50 ms or more. Exits 1 over budget. Run after `node build.mjs`.
 */
import { launchBrowser } from '../test/e2e/harness.mjs';
import { startServer } from '../templates/server.mjs';

const N = Number(process.env.SF_MARKERS ?? 5000);
const RUNS = Number(process.env.SF_RUNS ?? 5);
const BUDGET_MS = 50;

/** In the page: inserts N markers, waits until all show the count, removes them; longest tasks of each phase. */
function phases(n) {
  const longest = (tasks) => Math.max(0, ...tasks);
  return new Promise((resolve) => {
    const tasks = [];
    const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const host = document.createElement('div');
    for (let i = 0; i < n; i++) host.append(Object.assign(document.createElement('span'), { className: 'gnb-cart-count' }));
    document.getElementById('content').append(host);
    const poll = () => {
      if (window.storefront.mounted().length && host.querySelectorAll('[data-sf-host]:not(:empty)').length === n) {
        setTimeout(() => {
          const mounting = longest(tasks.splice(0));
          host.remove();
          const check = () => (document.querySelectorAll('[data-sf-host]').length <= 4 ? setTimeout(() => resolve({ mounting, removal: longest(tasks) }), 300) : setTimeout(check, 50));
          check();
        }, 300);
      } else setTimeout(poll, 50);
    };
    poll();
  });
}

const server = await startServer({ port: 0, quiet: true });
const browser = await launchBrowser();
const rows = [];
try {
  for (const rate of [1, 4]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await context.setCookie({ name: 's_ecom_sc_cnt', value: '3', domain: '127.0.0.1', path: '/' });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(new URL('/uk/', server.url).href, { waitUntil: 'load' });
      await page.waitForFunction(() => window.storefront?.mounted().includes('cart-badge'), { timeout: 30_000 });
      runs.push(await page.evaluate(phases, N));
      await context.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    rows.push({ rate, mounting: median(runs.map((r) => r.mounting)), removal: median(runs.map((r) => r.removal)), max: Math.max(...runs.flatMap((r) => [r.mounting, r.removal])) });
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${N} eager markers, longest task (ms), median of ${RUNS} (max over runs):`);
for (const r of rows) console.log(`  ${r.rate}× CPU: mounting ${r.mounting.toFixed(0)}, removal ${r.removal.toFixed(0)} (max ${r.max.toFixed(0)})`);
const over = rows.filter((r) => r.mounting >= BUDGET_MS || r.removal >= BUDGET_MS);
if (over.length) {
  console.log(`over the ${BUDGET_MS} ms budget: ${over.map((r) => `${r.rate}×: ${Math.max(r.mounting, r.removal).toFixed(0) - BUDGET_MS} ms over`).join(', ')}`);
  process.exit(1);
}
