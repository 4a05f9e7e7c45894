#!/usr/bin/env node
/**
 * Header navigation: pointer onto a top-level item → its panel shown, on the uk home at 1280 px
 * (the desktop menu), Chromium with a 4× CPU throttle set before navigation, cold loads (fresh
 * context per run), Preact and React builds alternated run by run; median (min–max) of RUNS.
 * Measured after the navigation chunk has loaded (it mounts when the browser is idle) and the
 * network is idle, as the budget says: from the pointer's arrival on the item (pointerover) to
 * the first frame after the item is marked open (`data-sf-open`), both in the page.
 *   first open    nothing open before; the pointer arrives on "Shop"
 *   reopen        the pointer left, the panel closed after its grace delay, the pointer returns
 * Budget (Preact): first open ≤ 50 ms median (docs/rules.md §2 "Header navigation").
 */
import { alternate, benchEnv, coldPage, fmt, signals, stats } from './lib/builds.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const THROTTLE = 4;
const BUDGET = 50;
const ITEM = '.nv00-gnb-v4__l0-menu-list--left > .nv00-gnb-v4__l0-menu';

/** In the page, before its scripts: pointerover on a top-level item → the frame that shows its panel. */
function instrument(item) {
  let round = 0;
  let start;
  addEventListener('pointerover', (e) => {
    if (start === undefined && e.target instanceof Element && e.target.closest(item)) start = e.timeStamp;
  }, { capture: true });
  new MutationObserver((records) => {
    if (start === undefined || !records.some((r) => r.target.hasAttribute('data-sf-open'))) return;
    const from = start;
    start = undefined;
    requestAnimationFrame(() => window.__benchSignal(`open${++round}`, performance.now() - from));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sf-open'] });
}

async function run(env, renderer) {
  const { page, close } = await coldPage(env.browser, { throttle: THROTTLE });
  const signal = await signals(page);
  await page.evaluateOnNewDocument(instrument, ITEM);
  await page.goto(`${env.servers[renderer].url}/uk/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted?.().includes('header-nav'), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const box = await (await page.$(`${ITEM} .nv00-gnb-v4__l0-menu-link`)).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const first = await signal('open1');
  await page.mouse.move(5, 600);
  await page.waitForFunction((item) => !document.querySelector(`${item}[data-sf-open]`), { timeout: 10_000 }, ITEM);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const again = await signal('open2');
  await close();
  return { first, again };
}

const renderers = ['preact', 'react'];
const results = { preact: [], react: [] };
const env = await benchEnv();
try {
  for (const r of renderers) await run(env, r); // warms the servers' file caches
  for (let i = 0; i < RUNS; i++) for (const r of alternate(renderers, i)) results[r].push(await run(env, r));
} finally {
  await env.close();
}

const s = (r, key) => stats(results[r].map((x) => x[key]));
const first = s('preact', 'first').median;
const missed = first > BUDGET ? `first open ${first.toFixed(0)} ms is ${(first - BUDGET).toFixed(0)} ms over ${BUDGET} ms` : '';
const md = `## Header navigation hover (uk home, 1280 px, ${THROTTLE}× CPU throttle from navigation, cold loads, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. After the navigation chunk has mounted (idle) and the network is idle: from the pointer's arrival on the first top-level item (pointerover) to the first frame after the item is marked open. Budget (Preact): first open ≤ ${BUDGET} ms (median).

| measure | Preact | React |
|---|---:|---:|
| pointer onto "Shop" → panel shown, nothing open before | ${fmt(s('preact', 'first'), 1)} | ${fmt(s('react', 'first'), 1)} |
| pointer back after the panel closed → shown again | ${fmt(s('preact', 'again'), 1)} | ${fmt(s('react', 'again'), 1)} |
${missed ? `\n**Budget missed (Preact):** ${missed}.\n` : '\nBudget met (Preact).\n'}`;
writeSection('nav-hover', md);
console.log(md);
if (missed) {
  console.error(`navigation hover budget missed: ${missed}`);
  process.exitCode = 1;
}
