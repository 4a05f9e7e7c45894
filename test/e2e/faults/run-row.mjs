/**
 * Runs one fault-matrix cell: sets the fault, opens the row's page with a shopper's cookies,
 * triggers the call, and collects every problem (wrong outcome, uncaught errors, a second
 * plugin that stopped responding, cookies lost). An empty list means the cell passes.
 */
import { open, booted } from '../harness.mjs';
import { backend, cookieSnapshot, server } from '../gates/kit.mjs';
import { until } from './calls.mjs';

/** What the shopper had before the fault: a cart count and a search history. */
export const SHOPPER_COOKIES = [{ name: 's_ecom_sc_cnt', value: '3' }, { name: 'sk', value: 'tv%2Cfold' }];

/** Runs `row` × `mode` (for mode `code`, the result code `code` of `row.codes`); answers the problems found (empty: pass). */
export async function runRow(row, mode, code) {
  await backend('POST', '/__backend/reset');
  const held = mode === 'slow' && row.hold;
  const delayMs = held ? 120_000 : (row.timeoutMs ?? 0) + 1000;
  const named = code === undefined ? undefined : row.codes[code];
  // `row.method`: only that method's requests to the path are faulted (a read and a write may share an address).
  await backend('POST', '/__backend/faults', { path: row.fault, mode, ...(row.method ? { method: row.method } : {}), ...(mode === 'slow' ? { delayMs } : {}), ...(named ? { code } : {}) });
  let path = row.page;
  if (row.variant) {
    (await server()).variants.set(row.id, row.variant);
    path += `?variant=${encodeURIComponent(row.id)}`;
  }
  // A slow call past its timeout: the call's own timer (exactly the row's timeoutMs, set as the
  // call starts) is run as soon as the call hangs, not waited for (a controlled clock; the answer
  // still comes too late).
  const clocked = mode === 'slow' && !held && typeof row.timeoutMs === 'number';
  const beforeLoad = async (p) => {
    if (clocked) await p.evaluateOnNewDocument(timeoutClock, row.timeoutMs, row.log.source, row.log.flags);
    await row.open?.beforeLoad?.(p);
  };
  // `row.open`: how the page is opened when the call needs it (a phone's viewport and user agent, the cookie bar).
  const { page, report, context, close } = await open(path, { cookies: SHOPPER_COOKIES, ...row.open, beforeLoad });
  const problems = [];
  try {
    const before = await cookieSnapshot(context);
    if (row.boots !== false && !held) await booted(page).catch(() => undefined);
    await row.trigger(page).catch((error) => problems.push(`the trigger failed: ${error.message.split('\n')[0]}`));
    const hit = async () => (await backend('GET', '/__backend/requests')).requests.some((r) => r.fault === mode && row.log.test(r.path));
    if (!(await until(hit))) problems.push(`the fault never applied: no ${row.id} request answered "${mode}"`);
    else if (clocked && row.clock !== 'trigger') {
      // The call's own timer must be waiting: a call without one, or with another length, fails here.
      const waiting = await until(() => page.evaluate(() => window.__sfTimeouts.pending() > 0).catch(() => false));
      if (!waiting || !(await page.evaluate(() => window.__sfTimeouts.fire()).catch(() => 0))) problems.push(`no ${row.timeoutMs} ms timer was waiting while the ${row.id} call hung`);
    }
    const outcome = named ? named.outcome : held ? row.outcome.held : row.outcome.any;
    const found = await outcome(page, report, context);
    if (found) problems.push(found);
    for (const other of named?.others ?? row.others) {
      const p = await other(page, report);
      if (p) problems.push(p);
    }
    if (held && row.outcome.released) {
      await backend('POST', '/__backend/reset');
      const p = await row.outcome.released(page, report);
      if (p) problems.push(p);
    }
    if (report.pageErrors.length) problems.push(`uncaught page errors: ${report.pageErrors.join(' | ')}`);
    const after = await cookieSnapshot(context);
    const clears = (named ? named.clears : row.clears) ?? [];
    const lost = before.filter((c) => !after.includes(c) && !clears.some((name) => c.startsWith(`${name}=`)));
    if (lost.length) problems.push(`cookies lost or changed: ${lost.join(', ')}`);
  } finally {
    await close();
  }
  return problems;
}

/**
 * Installed before the page's scripts in a slow cell. A timer of exactly `ms` set in the same
 * task as a call whose path matches the row's log pattern (a `fetch`, or a script's `src` for
 * JSONP) is the call's own timeout; it still runs on the wall clock, and
 * `window.__sfTimeouts.fire()` runs those still pending at once (answering how many, with those
 * the wall clock ran first). Other
 * timers of the same length (a carousel's 5 s autoplay step) are left alone.
 */
function timeoutClock(ms, source, flags) {
  const log = new RegExp(source, flags);
  const { setTimeout: st, clearTimeout: ct, fetch: f } = window;
  const pending = new Map();
  let timers = [];
  let calls = 0;
  let queued = false;
  let ranAlone = 0;
  // What this task has set and called; forgotten at the next microtask checkpoint.
  const touch = () => {
    if (calls) timers.forEach(([id, run]) => pending.set(id, run)), (timers = []);
    if (!queued) (queued = true), queueMicrotask(() => ((timers = []), (calls = 0), (queued = false)));
  };
  const called = (url) => {
    let path = '';
    try {
      path = new URL(String(url), location.href).pathname;
    } catch {}
    if (log.test(path)) calls++, touch();
  };
  window.setTimeout = function (fn, delay, ...rest) {
    if (delay !== ms || typeof fn !== 'function') return st.call(this, fn, delay, ...rest);
    // A call's own timer that the wall clock ran first (a loaded machine, slow to reach fire())
    // was there all the same: it counts.
    const id = st.call(this, () => (pending.delete(id) && ranAlone++, fn(...rest)), delay);
    timers.push([id, () => fn(...rest)]);
    touch();
    return id;
  };
  window.clearTimeout = function (id) {
    pending.delete(id);
    return ct.call(this, id);
  };
  window.fetch = function (input, init) {
    called(input instanceof Request ? input.url : input);
    return f.call(this, input, init);
  };
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src');
  Object.defineProperty(HTMLScriptElement.prototype, 'src', {
    ...src,
    set(value) {
      called(value);
      src.set.call(this, value);
    },
  });
  window.__sfTimeouts = {
    pending: () => pending.size + ranAlone,
    fire: () => {
      const due = [...pending];
      pending.clear();
      due.forEach(([id, run]) => (ct(id), run()));
      const ran = due.length + ranAlone;
      ranAlone = 0;
      return ran;
    },
  };
}
