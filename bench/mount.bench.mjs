#!/usr/bin/env node
/**
 * Mount scaling: N = 10, 100, 1,000 cart-badge markers inserted at once into the booted uk home,
 * each N on a fresh page (cold context; the mounter's group sizing starts from scratch), without
 * throttling and at 4× (set before navigation), Preact and React builds alternated run by run;
 * median (min–max) of RUNS. Same page, same run: the plain-DOM floor (the same markers filled
 * with the same text by plain DOM), then the registry. Each is timed from before the insertion
 * to the moment a MutationObserver sees every marker filled; the longest main-thread task while
 * the registry mounts comes from a performance trace. Unthrottled, N = 1,000: the heap still
 * held after the badges are removed and garbage is collected, against before they were added.
 * Budget (Preact, 4×): 1,000 markers mounted with no task over 50 ms.
 */
import { alternate, benchEnv, coldPage, fmt, stats } from './lib/builds.mjs';
import { machineLine, saveFigures, writeSection } from './lib/results.mjs';
import { readTrace } from './lib/trace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
// BENCH_SIZES / BENCH_THROTTLES (comma lists) narrow a run while working on the mount; the table needs all.
const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);
const THROTTLES = (process.env.BENCH_THROTTLES ?? '1,4').split(',').map(Number);
const BUDGET_MS = 50;

/** In the page: inserts n markers and resolves with the ms until all show the count. */
function measure(n, mode) {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = `bench-${mode}`;
    for (let i = 0; i < n; i++) {
      const marker = document.createElement('span');
      if (mode === 'registry') marker.setAttribute('data-sf-plugin', 'cart-badge');
      host.append(marker);
    }
    const watcher = new MutationObserver(() => {
      if (host.querySelectorAll('span:empty').length) return;
      watcher.disconnect();
      performance.mark(`bench:${mode}:end`);
      resolve(performance.now() - start);
    });
    watcher.observe(host, { subtree: true, childList: true, characterData: true });
    performance.mark(`bench:${mode}:start`);
    const start = performance.now();
    document.getElementById('content').append(host);
    if (mode === 'floor') for (const m of host.children) m.textContent = '5';
  });
}

async function heapUsed(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function run(env, renderer, n, throttle) {
  const { page, close } = await coldPage(env.browser, { throttle, cookies: [{ name: 's_ecom_sc_cnt', value: '5' }] });
  await page.goto(`${env.servers[renderer].url}/uk/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted?.().includes('cart-badge'), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const cdp = await page.createCDPSession();
  const heapBefore = n === 1000 && throttle === 1 ? await heapUsed(page, cdp) : 0;
  const floor = await page.evaluate(measure, n, 'floor');
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  const registry = await page.evaluate(measure, n, 'registry');
  const trace = readTrace(JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents);
  const from = trace.marks['bench:registry:start'];
  const to = trace.marks['bench:registry:end'];
  const longest = Math.max(0, ...trace.tasks.filter((t) => t.end > from && t.start < to).map((t) => t.ms));
  let held = 0;
  if (heapBefore) {
    // Resolves once the registry reported all 1,000 instances unmounted.
    await page.evaluate((count) => new Promise((resolve) => {
      const { bus } = window.storefront;
      const seen = () => --count === 0 && (bus.off('plugin:unmounted', seen), resolve());
      bus.on('plugin:unmounted', seen);
      document.querySelectorAll('.bench-floor, .bench-registry').forEach((h) => h.remove());
    }), n);
    held = (await heapUsed(page, cdp)) - heapBefore;
  }
  await close();
  return { registry, floor, longest, held };
}

const renderers = ['preact', 'react'];
const results = {};
const env = await benchEnv();
try {
  for (const r of renderers) await run(env, r, 10, 1); // warms the servers' file caches
  for (const throttle of THROTTLES) {
    for (const n of SIZES) {
      const key = `${n}@${throttle}`;
      results[key] = { preact: [], react: [] };
      for (let i = 0; i < RUNS; i++) for (const r of alternate(renderers, i)) results[key][r].push(await run(env, r, n, throttle));
    }
  }
} finally {
  await env.close();
}

const s = (key, r, field) => stats(results[key][r].map((x) => x[field]));
const rows = THROTTLES.flatMap((throttle) =>
  SIZES.map((n) => {
    const key = `${n}@${throttle}`;
    const cell = (r) => `${fmt(s(key, r, 'registry'), 1)} | ${fmt(s(key, r, 'floor'), 1)} | ${fmt(s(key, r, 'longest'))}`;
    return `| ${throttle}× | ${n} | ${cell('preact')} | ${cell('react')} |`;
  }),
);
if (process.env.BENCH_SIZES || process.env.BENCH_THROTTLES) {
  console.log(`narrowed run, RESULTS.md untouched:\n${rows.join('\n')}`);
  process.exit(0);
}
const mib = (bytes) => `${(bytes / 1048576).toFixed(2)} MiB`;
const heldRow = (r) => {
  const h = stats(results['1000@1'][r].map((x) => x.held));
  return `${mib(h.median)} (${mib(h.min)}–${mib(h.max)})`;
};
const worst = s('1000@4', 'preact', 'longest').max;
const missed = worst > BUDGET_MS ? `a task of ${worst.toFixed(0)} ms (worst of ${RUNS} runs) while 1,000 markers mount at 4×: ${(worst - BUDGET_MS).toFixed(0)} ms over ${BUDGET_MS} ms` : '';
const md = `## Mount scaling (uk home, fresh page per run, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. Cart-badge markers inserted at once into the booted page; "floor": the same markers filled with plain DOM on the same page just before. Longest task: the longest main-thread task while the registry mounts (performance trace). Budget (Preact, 4×): 1,000 markers with no task over ${BUDGET_MS} ms.

| CPU | markers | Preact: registry | Preact: floor | Preact: longest task | React: registry | React: floor | React: longest task |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Heap still held after 1,000 badges were added, removed and garbage collected (unthrottled): Preact ${heldRow('preact')}, React ${heldRow('react')}.
${missed ? `\n**Budget missed (Preact):** ${missed}.\n` : '\nBudget met (Preact).\n'}`;
writeSection('mount', md);
saveFigures('mount', Object.fromEntries(renderers.map((r) => [r, { thousand: s('1000@1', r, 'registry'), floor: s('1000@1', r, 'floor'), held: stats(results['1000@1'][r].map((x) => x.held)), longest4x: s('1000@4', r, 'longest') }])));
console.log(md);
if (missed) {
  console.error(`mount budget missed: ${missed}`);
  process.exitCode = 1;
}
