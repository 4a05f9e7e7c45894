/**
 * End-to-end harness: one dev server (real HTTP, the local backend included) and one Debian
 * Chromium per process (run.mjs starts one per test file), driven by puppeteer-core. Pages are fresh per test, with their
 * console errors, page errors and CSP violations collected for assertions.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from '../../templates/server.mjs';

/** The browser binary: $PUPPETEER_EXECUTABLE_PATH, else the system Chromium. */
export function chromiumPath() {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    console.error('No Chromium found: install it with `apt-get install -y chromium` or set PUPPETEER_EXECUTABLE_PATH.');
    process.exit(1);
  }
  return found;
}

/** Launches Chromium with the flags this machine needs (no network beyond loopback). */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'sf-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-dev-shm-usage', `--user-data-dir=${profile}`,
    ],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    rmSync(profile, { recursive: true, force: true });
  };
  return browser;
}

/** The build a suite serves, made by the end-to-end command itself (run.mjs). */
function builtBy(variable) {
  const dir = process.env[variable];
  if (!dir || !existsSync(join(dir, 'runtime.js'))) {
    throw new Error(`${variable} names no build: run the end-to-end suites with \`npm run test:e2e\` (test/e2e/run.mjs builds what they serve)`);
  }
  return dir;
}

/** The renderer of the build under test ('preact' or 'react'). */
export const renderer = process.env.SF_E2E_RENDERER ?? 'preact';

let shared;
let probeServer;
/** The run's server (serving the production build run.mjs made) and browser, started once. */
export async function env() {
  shared ??= (async () => {
    const server = await startServer({ port: 0, quiet: true, dist: builtBy('SF_E2E_DIST') });
    const browser = await launchBrowser();
    return { server, browser };
  })();
  return shared;
}

/** A second server serving the same runtime built with the probe plugins. */
export async function probeEnv() {
  const { browser } = await env();
  probeServer ??= startServer({ port: 0, quiet: true, dist: builtBy('SF_E2E_PROBE_DIST') });
  return { server: await probeServer, browser };
}

/** Stops the run's servers and browser. */
export async function teardown() {
  if (probeServer) await (await probeServer).close();
  if (!shared) return;
  const { server, browser } = await shared;
  await browser.close();
  await server.close();
  shared = undefined;
  probeServer = undefined;
}

/**
 * Opens `path` on the page origin in a fresh incognito context. Returns the page and what it
 * reported: console errors, uncaught errors, CSP violations, and all console messages.
 * Like the store's own QA suites, which dismiss the cookie bar first, the shopper has accepted
 * cookies (`cookiesaccepted`) unless `cookieBar: true` asks for the bar, and has closed the
 * country selector banner (`cookiesaccepted-countries`) unless `countrySelector: true` asks for it.
 */
export async function open(path, { viewport = { width: 1280, height: 900 }, cookies = [], beforeLoad, probes = false, cookieBar = false, countrySelector = false } = {}) {
  const { server, browser } = probes ? await probeEnv() : await env();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const report = { errors: [], pageErrors: [], violations: [], console: [] };
  page.on('console', (m) => {
    report.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') report.errors.push(m.text());
  });
  page.on('pageerror', (e) => report.pageErrors.push(String(e)));
  await page.exposeFunction('__sfViolation', (v) => report.violations.push(v));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.__sfViolation(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}`));
  });
  const all = [
    ...(cookieBar ? [] : [{ name: 'cookiesaccepted', value: 'true' }]),
    ...(countrySelector ? [] : [{ name: 'cookiesaccepted-countries', value: 'true' }]),
    ...cookies,
  ];
  if (all.length) await context.setCookie(...all.map((c) => ({ domain: '127.0.0.1', path: '/', ...c })));
  if (beforeLoad) await beforeLoad(page);
  const url = new URL(path, server.url).href;
  await page.goto(url, { waitUntil: 'load' });
  return { page, report, context, url, server, close: () => closeContext(context) };
}

/**
 * Closes a test's browser context. Chromium has been seen to leave `Target.disposeBrowserContext`
 * unanswered for the whole protocol timeout (3 min) when the page was still navigating away (a
 * sign-out's redirect): the context is then left to the browser after 30 s, with a line in the
 * output, instead of failing a test whose assertions had all passed.
 */
async function closeContext(context) {
  const closing = context.close().then(() => true, () => true);
  let timer;
  const closed = await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(() => resolve(false), 30_000)))]);
  clearTimeout(timer);
  if (!closed) console.log('# harness: a browser context did not close within 30 s; left to the browser');
}

/**
 * The browser's stored cookies (what `context.cookies()` reads), once they agree with what the
 * page sees. A cookie the page writes or clears with `document.cookie` changes for the page at
 * once but reaches the browser's cookie store a moment later, on the browser's own schedule: read
 * straight after the page's write, the store can still hold the old state. So this waits for the
 * state (polling, up to `ms`): every cookie in `document.cookie` stored with the same value, and
 * every script-readable cookie stored for the page's host at `/` seen by the page (a page in the
 * middle of a navigation is asked again once it has its new document). After `ms` it answers the
 * store as it is, and the test's own assertion names what differs.
 */
export async function storedCookies(page, context, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    // A page that is navigating has no document to ask: the next poll asks the new one.
    const view = await page.evaluate(() => ({ jar: document.cookie, host: location.hostname })).catch(() => null);
    if (!view && Date.now() <= end) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const { jar, host } = view ?? { jar: '', host: '' };
    const seen = new Map(jar.split(';').map((p) => p.trim()).filter(Boolean).map((p) => (p.includes('=') ? [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] : ['', p])));
    const stored = await context.cookies();
    const agree =
      [...seen].every(([name, value]) => stored.some((c) => c.name === name && c.value === value)) &&
      stored.filter((c) => !c.httpOnly && c.path === '/' && c.domain.replace(/^\./, '') === host).every((c) => seen.get(c.name) === c.value);
    if (agree || Date.now() > end) return stored;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until window.storefront exists and the eager plugins had a frame to mount. */
export async function booted(page) {
  await page.waitForFunction(() => window.storefront !== undefined, { timeout: 10_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
