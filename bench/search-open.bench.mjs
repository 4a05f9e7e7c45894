#!/usr/bin/env node
/**
 * Search opener → input focused on the uk template, Chromium with 4× CPU throttling (budget:
 * median ≤ 100 ms, issue 5). Cold: the first click on a fresh page, 300 ms after boot; the
 * overlay mounts then (its chunk is fetched when the page is idle, or on the first hover).
 * Warm: the same page reopened after Esc. Times run from the click's (and, cold, the first pointer event's) timestamp to the input's focus event.
 */
import { open, booted, teardown } from '../test/e2e/harness.mjs';
import { machineLine, median, writeSection } from './lib/results.mjs';

const RUNS = 9;
const THROTTLE = 4;
const BUDGET_MS = 100;

async function opener(page) {
  for (const o of await page.$$('.gnb__search-btn-js')) if (await o.boundingBox()) return o;
  throw new Error('no visible search opener');
}

/** Clicks the opener and returns {click, pointer} → focus durations in ms. */
async function clickToFocus(page) {
  await page.evaluate(() => {
    window.__t = {};
    const at = (name) => (e) => (window.__t[name] ??= e.timeStamp);
    document.addEventListener('pointerover', at('pointer'), { capture: true, once: true });
    document.addEventListener('click', at('click'), { capture: true, once: true });
    document.addEventListener('focusin', (e) => e.target.id === 'gnb-search-keyword' && (window.__t.focus = performance.now()), { capture: true });
  });
  await page.mouse.move(0, 0);
  await (await opener(page)).click();
  await page.waitForFunction(() => window.__t.focus, { timeout: 10_000 });
  return page.evaluate(() => ({ click: window.__t.focus - window.__t.click, pointer: window.__t.focus - (window.__t.pointer ?? window.__t.click) }));
}

const cold = [];
const warm = [];
try {
  for (let i = 0; i <= RUNS; i++) {
    const { page, close } = await open('/uk/', { viewport: { width: 1280, height: 900 } });
    await page.emulateCPUThrottling(THROTTLE);
    await booted(page);
    await new Promise((r) => setTimeout(r, 300));
    const first = await clickToFocus(page);
    if (i > 0) cold.push(first); // run 0 warms the server's file cache
    if (i === 1) {
      for (let j = 0; j < RUNS; j++) {
        await page.keyboard.press('Escape');
        warm.push(await clickToFocus(page));
      }
    }
    await close();
  }
} finally {
  await teardown();
}

const coldClick = median(cold.map((r) => r.click));
const coldPointer = median(cold.map((r) => r.pointer));
const warmClick = median(warm.map((r) => r.click));
const md = `## Search open (uk template, ${THROTTLE}× CPU throttle, median of ${RUNS})

${machineLine()}, Chromium headless

| measure | value |
|---|---|
| cold: first click on a fresh page → input focused (mount + open) | ${coldClick.toFixed(1)} ms (budget ${BUDGET_MS} ms) |
| cold: first pointer event (hover) on the opener → input focused | ${coldPointer.toFixed(1)} ms |
| warm: click on the opener → input focused (reopen after Esc) | ${warmClick.toFixed(1)} ms (budget ${BUDGET_MS} ms) |
| cold, slowest run | ${Math.max(...cold.map((r) => r.click)).toFixed(1)} ms |
`;
writeSection('search-open', md);
console.log(md);
if (coldClick > BUDGET_MS || warmClick > BUDGET_MS) {
  console.error(`search open exceeds the ${BUDGET_MS} ms budget`);
  process.exitCode = 1;
}
