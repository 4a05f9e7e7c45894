/**
 * Shared pieces of the quality gates (docs/quality.md): backend control calls, the checks that
 * "the rest of the page keeps working" and "nothing the shopper had is lost", and the counts
 * each gate records and the run prints at its end.
 */
import { after } from 'node:test';
import { env } from '../harness.mjs';

/** Calls the backend's control API (or any path) on the page origin; answers parsed JSON or null. */
export async function backend(method, path, body) {
  const { server } = await env();
  const res = await fetch(new URL(path, server.url), { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** The running server, for its test hooks (variants, overrides). */
export async function server() {
  return (await env()).server;
}

const counts = new Map();
/** Records one gate's size (e.g. "fault matrix" → "7 calls × 5 faults = 35 rows"), printed at the end of the run. */
export function count(gate, text) {
  counts.set(gate, text);
}
after(() => {
  if (!counts.size) return;
  console.log('\nQuality gates (docs/quality.md):');
  for (const [gate, text] of counts) console.log(`  ${gate}: ${text}`);
});

export const SEARCH_INPUT = '#gnb-search-keyword';

/** The search opener copy that is visible at this viewport (the header has a mobile and a pc copy). */
export async function visibleSearchOpener(page) {
  for (const opener of await page.$$('.gnb__search-btn-js')) if (await opener.boundingBox()) return opener;
  throw new Error('no visible search opener');
}

/** Clicks the visible search opener and waits for the focused input. */
export async function openSearch(page) {
  const opener = await visibleSearchOpener(page);
  await opener.click();
  await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, SEARCH_INPUT);
  return opener;
}

/** Closes the overlay with Escape and waits until it is hidden. */
export async function closeSearch(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.srd19-gnb-search')).display === 'none', { timeout: 5000 });
}

/** Waits until `selector` is shown (not hidden, not display:none). */
export const waitShown = (page, selector, timeout = 8000) =>
  page.waitForFunction((s) => { const el = document.querySelector(s); return el && !el.hidden && getComputedStyle(el).display !== 'none'; }, { timeout }, selector);

/** The cart badge still follows the bus: a second plugin responds. Returns a problem or null. */
export async function badgeResponds(page) {
  const count = 7;
  try {
    await page.waitForFunction(() => window.storefront?.mounted().includes('cart-badge'), { timeout: 5000 });
    await page.evaluate((n) => window.storefront.bus.emit('cart:count', { count: n }), count);
    await page.waitForFunction((n) => [...document.querySelectorAll('.gnb-cart-count')].some((e) => e.textContent.includes(String(n))), { timeout: 5000 }, count);
    return null;
  } catch (error) {
    return `the cart badge did not follow cart:count (${error.message.split('\n')[0]})`;
  }
}

/** The search opener still opens the overlay: a second plugin responds. Returns a problem or null. */
export async function searchOpens(page) {
  try {
    await openSearch(page);
    await closeSearch(page);
    return null;
  } catch (error) {
    return `the search opener did not open the overlay (${error.message.split('\n')[0]})`;
  }
}

/** The shopper's cookies as sorted name=value lines. */
export async function cookieSnapshot(context) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).sort();
}

/**
 * A controlled clock for the session refresh (docs/quality.md): installed before the page
 * loads, it keeps the 15-minute refresh interval (900000 ms) and, once a refresh has been
 * started through it, the 5–6 s retry waits off the wall clock. `window.__sfClock.refresh()`
 * runs each live refresh interval once (15 minutes have passed); `retry()` runs the retry
 * waits held so far. Both answer how many callbacks ran. Round 5,000 ms timers belong to
 * others (carousel autoplay, the dictionary and cart-create timeouts) and run as usual: the
 * retry wait is 5,000 ms plus a random 0–999, so the page's Math.random is kept at 0.001 or
 * more, making the wait 5,001–5,999 ms, which only the retry uses.
 */
export const refreshClock = (page) =>
  page.evaluateOnNewDocument(() => {
    const { setInterval: si, clearInterval: ci, setTimeout: st } = window;
    const random = Math.random;
    Math.random = () => 0.001 + random() * 0.999;
    const intervals = new Map();
    const waits = [];
    let holdingWaits = false;
    window.setInterval = function (fn, ms, ...rest) {
      if (ms !== 900000) return si.call(this, fn, ms, ...rest);
      const id = si.call(this, () => {}, 2 ** 31 - 1);
      intervals.set(id, fn);
      return id;
    };
    window.clearInterval = function (id) {
      intervals.delete(id);
      return ci.call(this, id);
    };
    window.setTimeout = function (fn, ms, ...rest) {
      if (!holdingWaits || !(ms > 5000 && ms < 6000)) return st.call(this, fn, ms, ...rest);
      waits.push(fn);
      return st.call(this, () => {}, 0);
    };
    const run = (due) => (due.forEach((fn) => fn()), due.length);
    window.__sfClock = {
      refresh: () => ((holdingWaits = true), run([...intervals.values()])),
      retry: () => run(waits.splice(0)),
      live: () => intervals.size,
    };
  });

/**
 * Idle-triggered plugins and their markers (plugins/<name>/index.ts), with, where mounting is not
 * yet the plugin's resting state, the selector that shows it has settled: the header navigation
 * binds (and corrects the legacy menubar roles) only after its menu JSON has loaded, and marks
 * the bound menu with `data-sf-nav`.
 */
const IDLE_PLUGINS = [
  ['header-nav', '.nv00-gnb-v4', 'nav.nv00-gnb-v4[data-sf-nav]'],
  ['header-nav', 'div.gnb', 'div.gnb[data-sf-nav]'],
  ['header-nav', 'nav.nv00-gnb', 'nav.nv00-gnb[data-sf-nav]'],
  ['country-selector', 'aside.nv16-country-selector'],
  ['cookie-bar', '.cookie-bar'],
  ['delivery-selector', '.delivery-selector'],
  ['scroll-to-top', '.scroll-top[data-comp-name]'],
  ['footer-nav', 'footer.footer'],
];

/** Waits until every idle plugin the site switches on and the page has a marker for is mounted and settled. */
export async function idleMounted(page) {
  await page.waitForFunction(
    (plugins) => {
      const api = window.storefront;
      if (!api) return true; // a page without the runtime
      const mounted = api.mounted();
      return plugins.every(
        ([name, selector, settled]) => !api.site.plugins[name]?.enabled || !document.querySelector(selector) || (mounted.includes(name) && (!settled || document.querySelector(settled))),
      );
    },
    { timeout: 15_000 },
    IDLE_PLUGINS,
  );
}

/**
 * Installed before the page's scripts: every layout shift with a source inside `selector`, for
 * `window.__shifts`. A long page paints before it is all parsed, and its own markup may then move
 * as more of it arrives (a bar whose right-hand list comes in a later chunk): that is the page's,
 * not the runtime's, which touches nothing before parsing ends (docs/architecture.md "Boot").
 * The observer starts at the second frame after the end of parsing (the first may still lay out
 * the parser's last chunk), without the shifts reported before it.
 */
export const recordShifts = (selector) => (p) =>
  p.evaluateOnNewDocument((s) => {
    window.__shifts = [];
    // Each shift with what moved, from where to where, so a failure names its cause.
    const rect = (r) => (r ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}` : '?');
    const moved = (e) => e.sources.map((x) => `${x.node?.nodeName ?? '?'}.${x.node?.className ?? ''} (${rect(x.previousRect)} → ${rect(x.currentRect)})`).join(' | ');
    const observe = () => new PerformanceObserver((list) => list.getEntries().forEach((e) => e.sources?.some((x) => x.node?.closest?.(s)) && window.__shifts.push(`${e.value.toFixed(4)} ${moved(e)}`))).observe({ type: 'layout-shift' });
    const start = () => requestAnimationFrame(() => requestAnimationFrame(observe));
    if (document.readyState === 'loading') document.addEventListener('readystatechange', start, { once: true });
    else start();
  }, selector);
/** The shifts recorded so far, once the frames after the last change have been reported. */
export const shiftsSoFar = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(window.__shifts), 0)))));
