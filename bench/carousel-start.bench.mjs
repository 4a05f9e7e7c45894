#!/usr/bin/env node
/**
 * Carousel start-up on the uk home (issue budget: no task over 50 ms when a carousel
 * initialises at 4× throttle). Chromium with a 4× CPU throttle set before navigation, cold
 * loads (fresh context per run), Preact and React builds alternated run by run; median
 * (min–max) of RUNS. Each run: the key visual's carousel starts by itself (its chunk loads
 * when the carousel is near the viewport), then the product carousel further down is scrolled
 * into view and starts. Tasks come from a performance trace (bench/lib/trace.mjs: events and
 * CPU samples, so timers and promise continuations count):
 *   carousel tasks   every task that ran the carousel chunk's code (swiper included, called from it)
 *   runtime tasks    every task that ran runtime code, from the carousel chunk's request to the
 *                    product carousel started (other plugins mounting in that window included)
 * Budget (Preact): the longest carousel task of every run ≤ 50 ms. Exits non-zero over budget.
 */
import { alternate, benchEnv, fmt, stats } from './lib/builds.mjs';
import { carouselStart } from './lib/carousel-scenario.mjs';
import { machineLine, saveFigures, writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const THROTTLE = 4;
const BUDGET_MS = 50;

async function run(env, renderer) {
  const { carousel, runtime, kvAt } = await carouselStart(env.browser, env.servers[renderer].url, THROTTLE);
  const longest = carousel.reduce((a, t) => (t.ms > (a?.ms ?? -1) ? t : a), undefined);
  // Where the longest one falls: up to the key visual's start, or the product carousel's.
  const where = !longest ? '-' : kvAt !== undefined && longest.start <= kvAt ? 'key visual start' : 'product carousel start';
  const files = longest ? [...longest.urls].map((u) => u.split('/').pop()).filter((u) => u.endsWith('.js')).sort().join(' ') : '';
  return {
    where,
    files,
    longestCarousel: Math.max(0, ...carousel.map((t) => t.ms)),
    carouselTotal: carousel.reduce((s, t) => s + t.ms, 0),
    carouselTasks: carousel.length,
    over: carousel.filter((t) => t.ms > BUDGET_MS).length,
    longestRuntime: Math.max(0, ...runtime.map((t) => t.ms)),
  };
}

const renderers = ['preact', 'react'];
const runs = { preact: [], react: [] };
const env = await benchEnv();
try {
  for (const r of renderers) await run(env, r); // warms the servers' file caches
  for (let i = 0; i < RUNS; i++) for (const r of alternate(renderers, i)) runs[r].push(await run(env, r));
} finally {
  await env.close();
}

const s = (r, key) => stats(runs[r].map((x) => x[key]));
const row = (label, key) => `| ${label} | ${fmt(s('preact', key), 1)} | ${fmt(s('react', key), 1)} |`;
const worst = s('preact', 'longestCarousel').max;
const missed = worst > BUDGET_MS ? `the longest carousel task reached ${worst.toFixed(1)} ms (${runs.preact.filter((x) => x.over).length} of ${RUNS} runs had a task over ${BUDGET_MS} ms)` : '';
const places = (r) => Object.entries(runs[r].reduce((m, x) => ({ ...m, [x.where]: (m[x.where] ?? 0) + 1 }), {})).map(([k, n]) => `${k} ${n}×`).join(', ');
const md = `## Carousel start-up (uk home, ${THROTTLE}× CPU throttle from navigation, cold loads, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. Each run: the key visual's carousel starts by itself, then the product carousel is scrolled into view and starts. "Carousel tasks": every main-thread task that ran the carousel chunk's code (swiper's included, called from it), from a performance trace with CPU samples. "Runtime tasks": every task that ran runtime code from the carousel chunk's request to the product carousel's start. Budget (Preact): no carousel task over ${BUDGET_MS} ms in any run.

| measure | Preact | React |
|---|---:|---:|
${row('longest carousel task', 'longestCarousel')}
${row('carousel tasks, total', 'carouselTotal')}
| carousel tasks, count (median) | ${s('preact', 'carouselTasks').median} | ${s('react', 'carouselTasks').median} |
${row('longest runtime task in the window', 'longestRuntime')}
| where the longest carousel task falls | ${places('preact')} | ${places('react')} |
| files in the longest carousel task (last run) | ${runs.preact.at(-1).files} | ${runs.react.at(-1).files} |
${missed ? `\n**Budget missed (Preact):** ${missed}.\n` : '\nBudget met (Preact).\n'}`;
writeSection('carousel-start', md);
saveFigures('carousel-start', Object.fromEntries(renderers.map((r) => [r, { longestCarousel: s(r, 'longestCarousel'), carouselTotal: s(r, 'carouselTotal') }])));
console.log(md);
if (missed) {
  console.error(`carousel start-up budget missed: ${missed}`);
  process.exitCode = 1;
}
