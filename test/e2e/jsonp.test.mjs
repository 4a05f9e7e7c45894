/**
 * JSONP in Chromium, cross-origin as in production: runtime/jsonp.ts bundled as it is, a page
 * on one loopback origin and a reply server on another. Replies that call back twice, call a
 * wrong name, do not parse, throw, or never call back must all become rejections with no
 * uncaught error and no window callback left behind, also under Trusted Types.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { env } from './harness.mjs';

const root = new URL('../..', import.meta.url).pathname;
const REPLIES = {
  ok: (cb) => `${cb}({"a":1})`,
  twice: (cb) => `${cb}({"a":1});${cb}({"a":2})`,
  wrong: () => 'otherCallback({"a":1})',
  syntax: (cb) => `${cb}({"a":1}`,
  throws: () => "throw new Error('boom')",
  silent: () => '// no call',
};
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types storefront-jsonp";
const listen = (handler) => new Promise((resolve) => { const s = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(s)); });

let replies;
let pages;
before(async () => {
  const bundle = await build({ absWorkingDir: root, stdin: { contents: "import { allowJsonpHosts, jsonp } from './runtime/jsonp.ts'; Object.assign(window, { allowJsonpHosts, jsonp });", resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'iife', logLevel: 'silent' });
  replies = await listen((req, res) => {
    const url = new URL(req.url, 'http://replies');
    res.writeHead(200, { 'content-type': 'application/javascript' });
    res.end(REPLIES[url.pathname.slice(1)]?.(url.searchParams.get('callback')) ?? '');
  });
  pages = await listen((req, res) => {
    if (req.url === '/jsonp.js') return res.writeHead(200, { 'content-type': 'application/javascript' }).end(bundle.outputFiles[0].text);
    res.writeHead(200, { 'content-type': 'text/html', ...(req.url === '/trusted-types' ? { 'content-security-policy': TRUSTED_TYPES } : {}) });
    res.end('<!doctype html><title>jsonp</title><script src="/jsonp.js"></script>');
  });
});
after(() => Promise.all([replies, pages].map((s) => new Promise((r) => s.close(r)))));

describe('JSONP in the browser', () => {
  for (const path of ['/', '/trusted-types']) {
    it(`settles every reply once and leaves nothing behind (${path === '/' ? 'no CSP' : 'Trusted Types enforced'})`, async () => {
      const { browser } = await env();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      try {
        await page.goto(`http://127.0.0.1:${pages.address().port}${path}`);
        const result = await page.evaluate(async (host, kinds) => {
          window.allowJsonpHosts(host);
          const outcome = (p) => p.then((data) => ['ok', data], (e) => [e.kind, e.message]);
          const out = {};
          for (const kind of kinds) out[kind] = await outcome(window.jsonp(`http://${host}/${kind}`, { timeoutMs: 5000, prefix: 'sfSearch' }));
          out.refused = await outcome(window.jsonp('https://evil.example/x.js', { timeoutMs: 5000 }));
          // The last script leaves at its load event, after its callback: waited for, up to 5 s.
          for (let i = 0; i < 100 && (document.querySelector('script[src*="callback="]') || Object.keys(window).some((k) => /^sf(Search|Jsonp)_/.test(k))); i++) await new Promise((r) => setTimeout(r, 50));
          out.left = Object.keys(window).filter((k) => /^sf(Search|Jsonp)_/.test(k));
          out.scripts = document.querySelectorAll('script[src*="callback="]').length;
          return out;
        }, `127.0.0.1:${replies.address().port}`, Object.keys(REPLIES));
        assert.deepEqual(result.ok, ['ok', { a: 1 }]);
        assert.deepEqual(result.twice, ['ok', { a: 1 }]);
        for (const kind of ['wrong', 'syntax', 'throws']) assert.match(result[kind].join(' '), /^malformed JSONP .* reply failed to run/, kind);
        assert.match(result.silent.join(' '), /^malformed .*loaded without calling back/);
        assert.match(result.refused.join(' '), /^network .*evil\.example is not an allowed JSONP host/);
        assert.deepEqual(result.left, []);
        assert.equal(result.scripts, 0);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
