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
  await backend('POST', '/__backend/faults', { path: row.fault, mode, ...(mode === 'slow' ? { delayMs } : {}), ...(named ? { code } : {}) });
  let path = row.page;
  if (row.variant) {
    (await server()).variants.set(row.id, row.variant);
    path += `?variant=${encodeURIComponent(row.id)}`;
  }
  // `row.open`: how the page is opened when the call needs it (a phone's viewport and user agent, the cookie bar).
  const { page, report, context, close } = await open(path, { cookies: SHOPPER_COOKIES, ...row.open });
  const problems = [];
  try {
    const before = await cookieSnapshot(context);
    if (row.boots !== false && !held) await booted(page).catch(() => undefined);
    await row.trigger(page).catch((error) => problems.push(`the trigger failed: ${error.message.split('\n')[0]}`));
    const hit = async () => (await backend('GET', '/__backend/requests')).requests.some((r) => r.fault === mode && row.log.test(r.path));
    if (!(await until(hit))) problems.push(`the fault never applied: no ${row.id} request answered "${mode}"`);
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
