#!/usr/bin/env node
/**
 * 5,000 eager markers (cart badges) inserted at once into the booted uk home, then removed at
 * once: the longest main-thread task while they mount and while they are given back (Long Tasks
 * API), unthrottled and at 4× CPU throttle (set before navigation), the Preact and React builds
 * alternated run by run, median (min–max) of RUNS fresh pages each.
 * Floor, on the same page just before: 5,000 plain spans inserted the same way and filled with
 * the same text by plain DOM in 8 ms slices. Every frame lays out the 5,000 spans' line boxes
 * again, so the floor's longest task is what no time-sliced mount of these markers can beat.
 * The task that inserts the spans is the page's own and is counted in neither.
 * Budget: no task of 50 ms or more while mounting or removing, both builds. Exits 1 over budget.
 */
import { alternate, benchEnv, coldPage, fmt, stats } from './lib/builds.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const N = Number(process.env.SF_MARKERS ?? 5000);
const RUNS = Number(process.env.SF_RUNS ?? 5);
const BUDGET_MS = 50;
const RENDERERS = ['preact', 'react'];

/**
 * In the page: inserts n spans (cart-badge markers, or plain spans the page fills itself), waits
 * until all show the count, removes them; the longest task of each phase, after the insertion task.
 */
function phases(n, mode) {
  const longest = (tasks) => Math.max(0, ...tasks);
  return new Promise((resolve) => {
    const tasks = [];
    let from = Infinity;
    const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => e.startTime >= from && tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const host = document.createElement('div');
    for (let i = 0; i < n; i++) host.append(Object.assign(document.createElement('span'), { className: mode === 'registry' ? 'gnb-cart-count' : 'bench-floor' }));
    document.getElementById('content').append(host);
    from = performance.now();
    const done = () =>
      setTimeout(() => {
        const mounting = longest(tasks.splice(0));
        host.remove();
        // Removal is done when every marker was given back: no host left in the removed block.
        const check = () => (mode === 'floor' || !host.querySelector('[data-sf-host]') ? setTimeout(() => (observer.disconnect(), resolve({ mounting, removal: longest(tasks) })), 300) : setTimeout(check, 100));
        check();
      }, 300);
    if (mode === 'floor') {
      const spans = [...host.children];
      let at = 0;
      const step = () => {
        const end = performance.now() + 8;
        while (at < n && performance.now() < end) spans[at++].append(Object.assign(document.createElement('span'), { textContent: '3' }));
        if (at < n) setTimeout(step, 0);
        else done();
      };
      setTimeout(step, 0);
      return;
    }
    const poll = () => (host.querySelectorAll('[data-sf-host]:not(:empty)').length === n ? done() : setTimeout(poll, 100));
    poll();
  });
}

async function run(env, renderer, rate) {
  const { page, close } = await coldPage(env.browser, { throttle: rate, cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
  await page.goto(`${env.servers[renderer].url}/uk/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted().includes('cart-badge'), { timeout: 30_000, polling: 200 });
  const floor = await page.evaluate(phases, N, 'floor');
  const registry = await page.evaluate(phases, N, 'registry');
  await close();
  return { floor: floor.mounting, mounting: registry.mounting, removal: registry.removal };
}

const env = await benchEnv();
const results = {};
try {
  for (const rate of [1, 4]) {
    results[rate] = { preact: [], react: [] };
    for (let i = 0; i < RUNS; i++) for (const r of alternate(RENDERERS, i)) results[rate][r].push(await run(env, r, rate));
  }
} finally {
  await env.close();
}

const s = (rate, r, field) => stats(results[rate][r].map((x) => x[field]));
const rows = [1, 4].flatMap((rate) => RENDERERS.map((r) => `| ${rate}× | ${r} | ${fmt(s(rate, r, 'mounting'))} | ${fmt(s(rate, r, 'removal'))} | ${fmt(s(rate, r, 'floor'))} |`));
const over = [1, 4].flatMap((rate) =>
  RENDERERS.flatMap((r) => {
    const worst = Math.max(s(rate, r, 'mounting').median, s(rate, r, 'removal').median);
    return worst >= BUDGET_MS ? [`${r} at ${rate}×: ${worst.toFixed(0)} ms median, ${(worst - BUDGET_MS).toFixed(0)} ms over`] : [];
  }),
);
const md = `## 5,000 markers at once (uk home, fresh page per run, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. 5,000 cart-badge markers inserted at once into one block of the booted page, then removed at once; the longest main-thread task of each phase (Long Tasks API; the task that inserts them is the page's own and not counted). Floor: 5,000 plain spans inserted the same way on the same page just before and filled by plain DOM in 8 ms slices; each frame lays the whole block out again, which no time-sliced mount beats. Budget: no task of ${BUDGET_MS} ms or more (medians).

| CPU | build | longest task, mounting | longest task, removal | floor: longest task |
|---|---|---:|---:|---:|
${rows.join('\n')}
${over.length ? `\n**Budget missed:** ${over.join('; ')}.\n` : '\nBudget met.\n'}`;
writeSection('markers-5000', md);
console.log(md);
if (over.length) process.exitCode = 1;
