/**
 * The uk home's carousel start-up scenario, measured by bench/carousel-start.bench.mjs (Preact
 * against React) and bench/carousel-against.mjs (this tree against a commit): a cold page with
 * the CPU throttle set before navigation, traced (events and CPU samples, bench/lib/trace.mjs).
 * The key visual starts by itself (marked `bench:kv`), the page settles, the product carousel
 * is scrolled into view and starts, and the trace stops two frames later (the carousel's first
 * render and swiper's first layout are in).
 */
import { coldPage, signals } from './builds.mjs';
import { readTrace, startTrace, stopTrace } from './trace.mjs';

const KV = '.home-kv-carousel .swiper-container';
const PC = '.product-carousel .swiper-container';
const CHUNK = '/chunks/Carousel-';

/** In the page, before its scripts: signals when each carousel shows its autoplay state (started). */
function instrument(kv, pc) {
  new MutationObserver(() => {
    if (document.querySelector(kv)?.dataset.autoplay && !performance.getEntriesByName('bench:kv').length) {
      performance.mark('bench:kv');
      window.__benchSignal('kv');
    }
    if (document.querySelector(pc)?.dataset.autoplay) window.__benchSignal('pc');
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-autoplay'] });
}

/**
 * One load of `${baseUrl}/uk/`: `carousel` are the tasks that ran the carousel chunk's code
 * (swiper's included), `runtime` the runtime's tasks from the chunk's request on, `kvAt` when
 * the key visual had started (trace clock).
 */
export async function carouselStart(browser, baseUrl, throttle = 4) {
  const { page, close } = await coldPage(browser, { throttle });
  const signal = await signals(page);
  await page.evaluateOnNewDocument(instrument, KV, PC);
  await startTrace(page);
  await page.goto(`${baseUrl}/uk/`, { waitUntil: 'load' });
  await signal('kv');
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 });
  await page.$eval(PC, (el) => el.scrollIntoView({ block: 'center' }));
  await signal('pc');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const trace = readTrace(await stopTrace(page));
  await close();
  const from = trace.request(CHUNK);
  if (from === undefined) throw new Error('the carousel chunk was not requested');
  return {
    carousel: trace.tasks.filter((t) => [...t.urls].some((u) => u.includes(CHUNK))),
    runtime: trace.tasks.filter((t) => t.runtime && t.end > from),
    kvAt: trace.marks['bench:kv'],
  };
}
