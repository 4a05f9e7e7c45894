/**
 * The uk home's search-open scenario, measured by bench/search-open.bench.mjs (Preact against
 * React) and bench/search-against.mjs (this tree against a commit): a cold page (fresh context,
 * CPU throttle set before navigation), booted and idle, then the opener pressed (a tap on a
 * phone viewport, or a desktop mouse moved onto it and clicked), Esc, and pressed again. Two
 * clocks per press, both ending at the input's focus event: from the release (touchend,
 * mouseup) and from the first input event (touchstart; for a mouse, the pointer arriving on the
 * opener, whose hover already starts the download).
 */
import { coldPage, signals } from './builds.mjs';

/** In the page, before its scripts: times input events → focus, and signals each focus. */
function instrument(noPrefetch) {
  if (noPrefetch) window.requestIdleCallback = () => 0;
  let round = 0;
  let start;
  let release;
  const first = (e) => (start ??= e.timeStamp);
  for (const type of ['touchstart', 'pointerdown', 'pointerover', 'pointermove', 'mousedown']) addEventListener(type, first, { capture: true });
  for (const type of ['touchend', 'mouseup']) addEventListener(type, (e) => (release ??= e.timeStamp), { capture: true });
  addEventListener('focusin', (e) => {
    if (e.target.id !== 'gnb-search-keyword' || start === undefined) return;
    const now = performance.now();
    window.__benchSignal(`focus${++round}`, { first: now - start, release: now - (release ?? start) });
    start = release = undefined;
  }, { capture: true });
}

async function opener(page) {
  for (const o of await page.$$('.gnb__search-btn-js')) {
    const box = await o.boundingBox();
    if (box && box.width > 0) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  throw new Error('no visible search opener');
}

/**
 * One cold page of `origin`'s uk home: `{ cold, warm }`, each `{ first, release }` in ms.
 * `mobile`: a tap on a phone viewport, else a mouse click; `noPrefetch`: requestIdleCallback
 * never calls back, so the openers' chunk is not prefetched.
 */
export async function searchOpen(browser, origin, { throttle, mobile, noPrefetch }) {
  const { page, close } = await coldPage(browser, { throttle, mobile });
  const signal = await signals(page);
  await page.evaluateOnNewDocument(instrument, noPrefetch);
  await page.goto(`${origin}/uk/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.storefront?.mounted?.().includes('cart-badge'), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const loaded = (chunk) => page.evaluate((c) => performance.getEntriesByType('resource').some((r) => r.name.includes(`/chunks/${c}-`)), chunk);
  const prefetched = await loaded('SearchOpener');
  if (prefetched === noPrefetch) throw new Error(`search chunk ${prefetched ? 'was' : 'was not'} prefetched (noPrefetch: ${noPrefetch})`);
  if (await loaded('SearchOverlay')) throw new Error('the search overlay loaded before any interaction: not a cold open');
  const at = await opener(page);
  const act = () => (mobile ? page.touchscreen.tap(at.x, at.y) : page.mouse.click(at.x, at.y));
  await act();
  const cold = await signal('focus1');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.id !== 'gnb-search-keyword');
  if (!mobile) await page.mouse.move(0, 0);
  await act();
  const warm = await signal('focus2');
  await close();
  return { cold, warm };
}
