/**
 * The uk home's boot scenario, measured by bench/boot.bench.mjs (Preact against React) and
 * bench/boot-against.mjs (this tree against a commit): a cold page with the cart count cookie,
 * the CPU throttle set before navigation, traced (events and CPU samples, bench/lib/trace.mjs).
 * Window: from the request of runtime.js to eager plugins mounted (both cart badges show the
 * cookie's count, seen by a MutationObserver on the badges that sets a user-timing mark); for
 * the page without the runtime, from navigation to the load event.
 */
import { readFileSync } from 'node:fs';
import { coldPage, signals } from './builds.mjs';
import { readTrace, startTrace, stopTrace } from './trace.mjs';

/** In the page, before any of its scripts: marks the moment both badges show the count. */
function watchBadges() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const badges = [...document.querySelectorAll('.gnb-cart-count')];
    const done = () => badges.length && badges.every((b) => /5\s*$/.test(b.textContent));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      performance.mark('bench:mounted');
      window.__benchSignal('mounted');
    });
    badges.forEach((b) => observer.observe(b, { subtree: true, childList: true, characterData: true, attributes: true }));
  });
  addEventListener('load', () => setTimeout(() => window.__benchSignal('load', performance.getEntriesByType('navigation')[0].loadEventEnd)));
}

/** The chunk holding the renderer itself (React's bundle or Preact's core), from the build's metafile. */
export function rendererChunk(dist) {
  const meta = JSON.parse(readFileSync(`${dist}/metafile.json`, 'utf8'));
  const hit = Object.entries(meta.outputs).find(([, o]) => Object.keys(o.inputs).some((i) => i === 'react-esm:vendor' || i.includes('node_modules/preact/dist/preact')));
  return hit?.[0].split('/').pop();
}

/**
 * One cold load of `${baseUrl}/uk/${query}` at `throttle`× (`baseline`: the page without the
 * runtime, measured to its load event); `chunk` names the renderer's chunk. The runtime's tasks
 * in the window and their figures.
 */
export async function bootLoad(browser, baseUrl, { throttle = 4, query = '', baseline = false, chunk } = {}) {
  const { page, close } = await coldPage(browser, { throttle, cookies: [{ name: 's_ecom_sc_cnt', value: '5' }] });
  const signal = await signals(page);
  await page.evaluateOnNewDocument(watchBadges);
  await startTrace(page);
  await page.goto(`${baseUrl}/uk/${query}`, { waitUntil: 'load' });
  const loadEnd = await signal('load');
  if (!baseline) await signal('mounted');
  const trace = readTrace(await stopTrace(page));
  await close();
  const from = baseline ? trace.navigationStart : trace.request('/static/storefront/runtime.js');
  const to = baseline ? trace.navigationStart + loadEnd : trace.marks['bench:mounted'];
  const inWindow = trace.tasks.filter((t) => t.end > from && t.start < to);
  const runtime = inWindow.filter((t) => t.runtime);
  const longest = runtime.reduce((a, b) => (b.ms > a.ms ? b : a), runtime[0]);
  return {
    window: to - from,
    longestRuntime: Math.max(0, ...runtime.map((t) => t.ms)),
    // In the longest runtime task, how much ran runtime code (CPU samples): the rest is the
    // browser's own work in the same task (the page's first layout follows the module's evaluation).
    longestRuntimeOwn: longest ? longest.runtimeMs : 0,
    // ...and how much of it was style and layout no runtime code forced: Chromium brings the
    // page's styles up to date when parsing finishes, in the task that runs its module scripts.
    longestRuntimeLayout: longest ? longest.layoutMs : 0,
    longestOwn: Math.max(0, ...runtime.map((t) => t.runtimeMs)),
    runtimeTotal: runtime.reduce((s, t) => s + t.ms, 0),
    runtimeTasks: runtime.length,
    longestAny: Math.max(0, ...inWindow.map((t) => t.ms)),
    rendererEval: chunk ? Math.max(0, ...runtime.filter((t) => [...t.urls].some((u) => u.endsWith(chunk))).map((t) => t.ms)) : 0,
    load: loadEnd,
    // Validation of the attribution: the page without the runtime must show no runtime task.
    baselineRuntimeTasks: baseline ? trace.tasks.filter((t) => t.runtime).length : 0,
  };
}
