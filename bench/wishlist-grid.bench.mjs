#!/usr/bin/env node
/**
 * 1,000 wishlist buttons on the uk listing: a grid of 1,000 product cards, each with its heart
 * (`.js-wishlist-btn`, the listing's markup), inserted at once at the top of the booted page's
 * grid, with six of their products in the `wl` cookie. Unthrottled and at 4× CPU throttle (set
 * before navigation), the Preact and React builds alternated run by run, median (min–max) of
 * RUNS fresh pages each.
 * "Enhanced": every heart within 200 px of the viewport shows the shopper's list (its state and
 * accessible name), and the rest answer a click through the registry's one delegated listener.
 * Timed from before the insertion to the moment every heart near the view shows its state
 * (a MutationObserver sees it).
 * Floor, on the same page just before: the same 1,000 cards inserted the same way and the hearts
 * near the view given the same state and name by plain DOM, with one delegated click listener
 * on the grid; the layout read that finds them is part of it, as the registry's view check is
 * part of it.
 * Longest task: the longest main-thread task after the insertion until the end (Long Tasks API).
 * The inserting task lays the new cards out at once in both modes (a layout read right after the
 * insertion), so the page's own layout of 1,000 cards stays in that task, counted in neither.
 * After each run a heart far below the view is hovered and must mount: the grid is delegated,
 * not just painted (not timed).
 * Budgets (Preact, 4×): enhanced within 2× the floor (median ratio of the runs), no task of
 * 50 ms or more. Exits 1 over budget.
 */
import { alternate, benchEnv, coldPage, fmt, stats } from './lib/builds.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const N = Number(process.env.SF_HEARTS ?? 1000);
const RUNS = Number(process.env.SF_RUNS ?? 9);
const TASK_BUDGET_MS = 50;
const RATIO_BUDGET = 2;
const RENDERERS = ['preact', 'react'];
/** Six products of the listing's cards, in the wl cookie (newest first). */
const LISTED = ['SM-S938BZKEUB', 'SM-S938BDBEUB', 'SM-S931BZKEUB', 'SM-F966BZKEUB', 'QE55QN90FZATEUB', 'QE55QN90FZSTEUB'];

/** In the page: inserts n cards (hearts), enhances them (floor: plain DOM), resolves with ms and the longest task. */
function enhance(n, mode, listed) {
  return new Promise((resolve) => {
    const tasks = [];
    let from = Infinity;
    const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => e.startTime >= from && tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const grid = document.createElement('div');
    grid.className = `pd03-product-finder__list bench-${mode}`;
    const skus = [...listed, 'SM-A566BZKAEUB', 'SM-X930BZAEUB', 'SM-L325BZKEUB', 'SM-R630BZAEUB'];
    for (let i = 0; i < n; i++) {
      const sku = skus[i % skus.length];
      const card = document.createElement('div');
      card.className = 'pd03-product-card';
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `pd03-product-card__wishlist wishlist-btn${mode === 'registry' ? ' js-wishlist-btn' : ''}`;
      b.setAttribute('aria-label', 'add wishlist');
      b.setAttribute('aria-pressed', 'false');
      b.dataset.sku = sku;
      b.dataset.addText = 'Add to Wishlist';
      b.dataset.addedText = 'Added to Wishlist';
      b.dataset.productName = `Product ${i}`;
      card.append(Object.assign(document.createElement('p'), { textContent: `Product ${i}` }), b);
      grid.append(card);
    }
    const near = () => [...grid.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().top < innerHeight + 200);
    const start = performance.now();
    document.querySelector('#content').prepend(grid);
    // The page lays its new cards out in the task that inserts them, in both modes; that task is
    // the page's own and counts in neither longest task.
    void grid.offsetHeight;
    from = performance.now();
    const finish = () => {
      const ms = performance.now() - start;
      setTimeout(() => {
        observer.disconnect();
        resolve({ ms, longest: Math.max(0, ...tasks) });
      }, 100);
    };
    if (mode === 'floor') {
      const set = new Set(listed);
      for (const b of near()) {
        const on = set.has(b.dataset.sku);
        b.setAttribute('aria-pressed', String(on));
        b.setAttribute('aria-label', `${on ? b.dataset.addedText : b.dataset.addText}: ${b.dataset.productName}`);
      }
      grid.addEventListener('click', () => {});
      finish();
      return;
    }
    let targets = null;
    const shown = () => {
      targets ??= near();
      return targets.every((b) => b.getAttribute('aria-label').startsWith('Add'));
    };
    const watch = new MutationObserver(() => shown() && (watch.disconnect(), finish()));
    watch.observe(grid, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}

async function run(env, renderer, rate) {
  const { page, close } = await coldPage(env.browser, { throttle: rate, cookies: [{ name: 'wl', value: LISTED.join(',') }] });
  await page.goto(`${env.servers[renderer].url}/uk/listing/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted().includes('wishlist'), { timeout: 30_000, polling: 200 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const floor = await page.evaluate(enhance, N, 'floor', LISTED);
  await page.evaluate(() => document.querySelector('.bench-floor').remove());
  const registry = await page.evaluate(enhance, N, 'registry', LISTED);
  // Delegated, not only painted: a heart far below the view mounts when hovered.
  const far = await page.evaluateHandle(() => document.querySelectorAll('.bench-registry .js-wishlist-btn')[900]);
  await far.evaluate((b) => b.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  await page.waitForFunction((b) => !!b.querySelector('[data-sf-host]'), { timeout: 10_000 }, far);
  await close();
  return { floor: floor.ms, registry: registry.ms, ratio: registry.ms / floor.ms, longest: registry.longest, floorLongest: floor.longest };
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
const ratio = (rate, r) => {
  const x = s(rate, r, 'ratio');
  return `${x.median.toFixed(1)}× (${x.min.toFixed(1)}–${x.max.toFixed(1)})`;
};
const rows = [1, 4].flatMap((rate) => RENDERERS.map((r) => `| ${rate}× | ${r} | ${fmt(s(rate, r, 'registry'))} | ${fmt(s(rate, r, 'floor'))} | ${ratio(rate, r)} | ${fmt(s(rate, r, 'longest'))} | ${fmt(s(rate, r, 'floorLongest'))} |`));
const over = [];
if (s(4, 'preact', 'ratio').median > RATIO_BUDGET) over.push(`Preact at 4× enhanced in ${s(4, 'preact', 'ratio').median.toFixed(1)}× the floor (budget ${RATIO_BUDGET}×)`);
if (s(4, 'preact', 'longest').median >= TASK_BUDGET_MS) over.push(`Preact at 4×: longest task ${s(4, 'preact', 'longest').median.toFixed(0)} ms (budget under ${TASK_BUDGET_MS})`);
const md = `## 1,000 wishlist hearts (uk listing, fresh page per run, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. 1,000 product cards with their hearts inserted at once at the top of the booted listing, six of their products in the \`wl\` cookie. "Enhanced": every heart within 200 px of the view shows the list (state and name), the rest answer through the registry's one delegated listener (a heart far below is hovered after each run and must mount). Floor: the same cards inserted on the same page just before, the hearts near the view given the same state and name by plain DOM, one click listener on the grid. Longest task: Long Tasks API after the task that inserts the cards and lays them out (the page's own, in both modes, counted in neither). Budgets (Preact, 4×): within ${RATIO_BUDGET}× the floor, no task of ${TASK_BUDGET_MS} ms or more (medians).

| CPU | build | enhanced | floor | ratio | longest task | floor: longest task |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
${over.length ? `\n**Budget missed:** ${over.join('; ')}.\n` : '\nBudgets met.\n'}`;
writeSection('wishlist-grid', md);
console.log(md);
if (over.length) process.exitCode = 1;
