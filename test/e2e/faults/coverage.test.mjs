/**
 * A call without a fault-matrix row fails here: every request the backend logs while each
 * template page boots (and each search variant is typed into) must match a row of calls.mjs
 * (or be the page's own asset), and every source file that makes a call must be named by a row.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { listPages } from '../../../templates/server.mjs';
import { open, booted } from '../harness.mjs';
import { backend, server, visibleSearchOpener, SEARCH_INPUT } from '../gates/kit.mjs';
import { CALLS, PAGE_ASSETS } from './calls.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** What counts as making a call in the source: fetch-based request, JSONP, or a chunk import. */
const CALL_SITE = /\b(request|jsonp)(<[^>]*>)?\(|(?<!typeof )\bimport\(|\bfetch\(/;
/**
 * Call sites without a row yet, each with why: on-demand chunks that load only on a
 * misconfiguration no template page has. Rows for them need a page variant that triggers them.
 */
const WITHOUT_ROW = new Map([
  ['runtime/public-api.ts', 'closest-name chunk: loads only to suggest a name after enable()/disable() with an unknown plugin'],
  ['runtime/resolve-site-config.ts', 'site-file-check and site-narrowing chunks: load only for a page narrowing script or a site file that fails the quick check'],
]);

/** Runtime and plugin source files that make a call (definitions in http.ts and jsonp.ts excluded). */
export function callSources() {
  const out = [];
  for (const dir of ['runtime', 'plugins']) {
    for (const file of readdirSync(join(root, dir), { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.d\.ts$/.test(file)) continue;
      const rel = relative(root, join(root, dir, file)).split('\\').join('/');
      if (rel === 'runtime/http.ts' || rel === 'runtime/jsonp.ts') continue;
      const code = readFileSync(join(root, rel), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '').replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
      if (CALL_SITE.test(code)) out.push(rel);
    }
  }
  return out.sort();
}

/** Log paths that no row (and no page asset pattern) accounts for. */
export function uncovered(paths, calls = CALLS) {
  return [...new Set(paths)].filter((p) => !calls.some((c) => c.log.test(p)) && !PAGE_ASSETS.some((a) => a.test(p)));
}

describe('fault matrix coverage', () => {
  it('every source file that makes a call is named by a row', () => {
    const named = new Set(CALLS.flatMap((c) => c.sources));
    assert.deepEqual(callSources().filter((f) => !named.has(f) && !WITHOUT_ROW.has(f)), []);
    // The list only shrinks: a file listed there that has a row, or makes no call, leaves it.
    assert.deepEqual([...WITHOUT_ROW.keys()].filter((f) => named.has(f) || !callSources().includes(f)), []);
  });

  it('every call logged while the templates boot and search is typed into has a row', async () => {
    await backend('POST', '/__backend/reset');
    const searchPages = new Map(CALLS.filter((c) => c.trigger.name !== 'settle').map((c) => [c.page + (c.variant ? `?variant=${encodeURIComponent(c.id)}` : ''), c]));
    for (const c of searchPages.values()) if (c.variant) (await server()).variants.set(c.id, c.variant);
    const visits = [...(await listPages()).map((p) => [p, false]), ...[...searchPages.keys()].map((p) => [p, true])];
    for (const [path, type] of visits) {
      const { page, close } = await open(path);
      try {
        await booted(page);
        if (type) {
          // The v4 layer's field, or the oldest header generation's (the pe home).
          await (await visibleSearchOpener(page)).click();
          await page.waitForFunction((s) => document.activeElement?.matches(s), { timeout: 5000 }, `${SEARCH_INPUT}, input.gnb-search__input`);
          await page.keyboard.type('galaxy');
          await page.waitForFunction(() => document.querySelector('[role=option]') || [...document.querySelectorAll('.srd19-gnb-search__no-suggestions, .gnb-search__no-suggestions')].some((n) => !n.hidden), { timeout: 8000 }).catch(() => undefined);
        }
        await page.waitForNetworkIdle({ idleTime: 200, timeout: 5000 }).catch(() => undefined);
      } finally {
        await close();
      }
    }
    const paths = (await backend('GET', '/__backend/requests')).requests.map((r) => r.path);
    assert.ok(paths.length > 10, 'the log saw the calls');
    assert.deepEqual(uncovered(paths), []);
  });

  it('a call without a row is reported (the coverage check can fail)', () => {
    const withoutSprite = CALLS.filter((c) => c.id !== 'sprite');
    const path = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/svg-sprite.svg';
    assert.deepEqual(uncovered([path], withoutSprite), [path]);
    assert.deepEqual(uncovered([path]), []);
  });
});
