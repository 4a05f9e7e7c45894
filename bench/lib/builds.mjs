/**
 * What every browser bench compares: the production build of each renderer, built fresh into
 * dist-bench/<renderer>/ and served by its own dev server (real HTTP, local backend), and cold
 * pages: a fresh browser context (empty cache) per load, the CPU throttle set before navigation.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launchBrowser } from '../../test/e2e/harness.mjs';
import { startServer } from '../../templates/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The renderers compared, Preact (the default) first. */
export const RENDERERS = ['preact', 'react'];

/** Builds both renderers, starts a server for each and one Chromium. */
export async function benchEnv() {
  const servers = {};
  for (const renderer of RENDERERS) {
    const dist = join(root, 'dist-bench', renderer);
    const built = spawnSync(process.execPath, ['build.mjs', '--renderer', renderer, '--outdir', dist], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`the ${renderer} build failed`);
    servers[renderer] = await startServer({ port: 0, quiet: true, dist });
  }
  const browser = await launchBrowser();
  return {
    browser,
    servers,
    async close() {
      await browser.close();
      for (const s of Object.values(servers)) await s.close();
    },
  };
}

/** Run i's order of `variants`: rotated each run, so no variant always goes first. */
export function alternate(variants, i) {
  return variants.map((_, k) => variants[(i + k) % variants.length]);
}

/**
 * A fresh page in a fresh context, throttled before navigation, not yet navigated.
 * `mobile` emulates a touch phone (no hover).
 */
export async function coldPage(browser, { throttle = 4, mobile = false, cookies = [] } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(mobile ? { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : { width: 1280, height: 900 });
  if (cookies.length) await context.setCookie(...cookies.map((c) => ({ domain: '127.0.0.1', path: '/', ...c })));
  if (throttle > 1) await page.emulateCPUThrottling(throttle);
  return { page, context, close: () => context.close() };
}

/**
 * Resolves when the page calls `window.__benchSignal(name)`: a binding, so waiting injects no
 * polling task into the page being measured.
 */
export async function signals(page) {
  const waiting = new Map();
  const seen = new Map();
  await page.exposeFunction('__benchSignal', (name, value) => {
    seen.set(name, value);
    waiting.get(name)?.(value);
  });
  return (name, timeout = 30_000) =>
    seen.has(name)
      ? Promise.resolve(seen.get(name))
      : new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no "${name}" signal within ${timeout} ms`)), timeout);
          waiting.set(name, (v) => {
            clearTimeout(timer);
            resolve(v);
          });
        });
}

/** Median, min and max of a list. */
export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return { median: s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2, min: s[0], max: s[s.length - 1], n: s.length };
}

/** "median (min–max)" in ms. */
export function fmt({ median, min, max }, digits = 0) {
  return `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)}) ms`;
}
