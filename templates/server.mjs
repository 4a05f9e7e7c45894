#!/usr/bin/env node
/**
 * Dev server for the template pages: `node templates/server.mjs` (after `node build.mjs`).
 *
 *   PORT (default 8080)  page origin:  http://127.0.0.1:$PORT
 *   /                    index of the template pages and test sign-in links
 *   /<site>/             templates/pages/<site>/index.html
 *   /<site>/<page>/      templates/pages/<site>/<page>.html
 *   /static/storefront/  dist/ (runtime.js, chunks/, manifest.json)
 *   /etc.clientlibs/…    templates/assets/ (dictionaries, icon sprite, legacy CSS)
 *   anything else        the local backend, when templates/backend/index.mjs exists
 *
 * Pages are sent with a Content-Security-Policy that allows scripts from this origin and the
 * backend's second origin only; `?csp=self` tightens it to `script-src 'self'`, `?csp=strict`
 * adds `require-trusted-types-for 'script'` (docs/quality.md), `?csp=styles` also
 * `style-src-attr 'none'`, and
 * `?runtime=off` leaves the runtime's script tag out (the benchmarks' baseline), `?runtime=defer`
 * includes it without `async` (the boot benchmark's comparison). In pages,
 * `{{SECOND_ORIGIN}}` becomes the backend's second origin and `{{PAGE_ORIGIN}}` this origin.
 * The backend's second origin listens on PORT+1 when PORT is set, else on a free port.
 * `startServer()` is what the end-to-end tests and benchmarks use (`dist` serves another build,
 * e.g. the end-to-end build with probe plugins in dist-e2e/); `npm run dev` (templates/dev.mjs)
 * adds page reload. A request this server cannot parse gets a 400 (backend/request-target.mjs).
 * Test hooks (in-process only, see docs/quality.md): `variants` (a Map) serves a page with text
 * substitutions when the URL has `?variant=<key>`; `overrides` (a Map of path → function of the
 * URL answering `{ type, body }`) answers a path before anything else; plugin chunks are logged
 * and can be faulted like the dictionary.
 * Over 150 lines: it is the whole page origin (files, pages, backend hand-off) in one place.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodedPath, refuseTarget, requestUrl } from './backend/request-target.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..');
const PAGES = join(here, 'pages');
const ASSETS = join(here, 'assets');
const DIST = join(root, 'dist');
const ASSET_PREFIX = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Resolves `rel` inside `base`, refusing anything that escapes it. */
function inside(base, rel) {
  const full = normalize(join(base, rel));
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function sendFile(res, file, headers = {}) {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', ...headers });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page file for a path like /uk/ or /uk/listing/ or /uk/multistore/acme/: the longest
 * leading part of the path that names a file (so /us/shop/discount-program/education/ finds
 * pages/us/shop/discount-program.html and /uk/multistore/acme/ finds pages/uk/multistore.html).
 */
export function pageFileFor(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^[a-z0-9_-]+$/i.test(p))) return null;
  const [site, ...rest] = parts;
  const candidates = rest.length === 0 ? ['index'] : rest.map((_, i) => rest.slice(0, rest.length - i).join('/'));
  for (const name of candidates) {
    const file = inside(PAGES, `${site}/${name}.html`);
    if (file && existsSync(file)) return file;
  }
  return null;
}

/** Example URL paths for pages that answer a family of paths (docs/rules.md §2 multistore and discount-program routes). */
const EXAMPLE_PATHS = { multistore: 'multistore/acme', 'shop/discount-program': 'shop/discount-program/education' };

/** Lists the template pages as URL paths. */
export async function listPages() {
  const { readdir } = await import('node:fs/promises');
  const out = [];
  for (const site of (await readdir(PAGES, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const files = await readdir(join(PAGES, site.name), { recursive: true });
    for (const f of files.filter((n) => n.endsWith('.html'))) {
      const name = f.slice(0, -5).split(sep).join('/');
      out.push(name === 'index' ? `/${site.name}/` : `/${site.name}/${EXAMPLE_PATHS[name] ?? name}/`);
    }
  }
  return out.sort();
}

async function loadBackend() {
  const file = join(here, 'backend', 'index.mjs');
  return existsSync(file) ? import(pathToFileURL(file).href) : null;
}

/**
 * Starts the page server (and the backend's second origin when the backend exists).
 * `reload` (`npm run dev` only, templates/dev-reload.mjs) serves the reload events and adds its
 * script to pages. Resolves to { url, close, port, backend }.
 */
export async function startServer({ port = 8080, host = '127.0.0.1', quiet = false, secondPort = 0, dist = DIST, reload = null } = {}) {
  const backendModule = await loadBackend();
  const backend = backendModule ? await backendModule.createBackend({ host, quiet, secondPort }) : null;
  let own = `http://${host}`;
  /** key → { replace: [from, to][] }: page variants for `?variant=key`. */
  const variants = new Map();
  /** path → (url) => ({ type, body }): answers that win over files, pages and the backend. */
  const overrides = new Map();

  const server = createServer(async (req, res) => {
    const url = requestUrl(req, own);
    if (!url) return refuseTarget(res, 'the request target or Host header is malformed');
    const path = decodedPath(url);
    if (path === null) return refuseTarget(res, 'the path has malformed percent-encoding');
    try {
      if (reload?.handle(req, res, path)) return;
      const override = overrides.get(path);
      if (override) {
        const { type = TYPES['.json'], body } = override(url);
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
        res.end(body);
        return;
      }
      if (path === '/' && req.method === 'GET') {
        // The index of template pages and test sign-in links (templates/index-page.mjs).
        const { indexPage } = await import('./index-page.mjs');
        res.writeHead(200, { 'content-type': TYPES['.html'], 'content-security-policy': "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:", 'cache-control': 'no-cache' });
        res.end(indexPage());
        return;
      }
      if (path.startsWith('/static/storefront/')) {
        // Plugin chunks are service calls too: logged, and faultable like the dictionary.
        if (path.startsWith('/static/storefront/chunks/') && backend?.intercept && (await backend.intercept(req, res, url, 'page'))) return;
        const file = inside(dist, path.slice('/static/storefront/'.length));
        if (file && (await sendFile(res, file))) return;
      } else if (path.startsWith(ASSET_PREFIX)) {
        // Dictionary and sprite requests are logged and can be faulted like any service call.
        if (backend?.intercept && (await backend.intercept(req, res, url, 'page'))) return;
        const file = inside(ASSETS, path.slice(ASSET_PREFIX.length));
        if (file && (await sendFile(res, file))) return;
      } else if (backend && (await backend.handle(req, res, url, 'page'))) {
        return;
      } else if (req.method === 'GET') {
        const file = pageFileFor(path);
        if (file) {
          const mode = url.searchParams.get('csp');
          const script = mode === 'self' ? "'self'" : ["'self'", backend?.secondOrigin].filter(Boolean).join(' ');
          const trusted = mode === 'strict' || mode === 'styles' ? "; require-trusted-types-for 'script'" : '';
          // `?csp=styles`: strict, and no style attribute may apply (`style-src-attr 'none'`); the
          // CSSOM (element.style) stays allowed, as a CSP lets it.
          const attributes = mode === 'styles' ? "; style-src-attr 'none'" : '';
          const csp = `default-src 'self'; script-src ${script}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ${backend?.secondOrigin ?? ''}; object-src 'none'; base-uri 'none'${trusted}${attributes}`;
          const variant = variants.get(url.searchParams.get('variant') ?? '');
          let html = await readFile(file, 'utf8');
          for (const [from, to] of variant?.replace ?? []) html = html.replaceAll(from, to);
          html = html
            .replaceAll('{{SECOND_ORIGIN}}', backend?.secondOrigin ?? '')
            .replaceAll('{{PAGE_ORIGIN}}', url.origin)
            // ?runtime=off serves the page as it is without the runtime: the benchmarks' baseline;
            // ?runtime=defer includes it without `async` (a deferred module script, run in the
            // parser's last task), the boot benchmark's comparison.
            .replace(url.searchParams.get('runtime') === 'off' ? /<script type="module" async src="\/static\/storefront\/runtime\.js"><\/script>/ : /^\b$/, '')
            .replace(url.searchParams.get('runtime') === 'defer' ? '<script type="module" async src=' : /^\b$/, '<script type="module" src=');
          if (reload) html = reload.inject(html);
          res.writeHead(200, { 'content-type': TYPES['.html'], 'content-security-policy': csp, 'cache-control': 'no-cache' });
          res.end(html);
          return;
        }
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  own = url;
  backend?.setPageOrigin?.(url);
  return {
    url,
    port: actualPort,
    backend,
    variants,
    overrides,
    close: async () => {
      const closed = new Promise((ok) => server.close(() => ok()));
      reload?.close();
      server.closeAllConnections?.();
      await closed;
      await backend?.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const secondPort = process.env.PORT && port ? port + 1 : 0;
  if (!existsSync(join(DIST, 'runtime.js'))) {
    console.error('dist/runtime.js is missing: run `node build.mjs` first (npm start does both).');
    process.exit(1);
  }
  const { url, backend } = await startServer({ port, secondPort });
  console.log(`Storefront template pages on ${url}`);
  for (const page of await listPages()) console.log(`  ${url}${page}`);
  if (backend?.secondOrigin) {
    console.log(`Backend second origin: ${backend.secondOrigin}`);
    console.log(`Sign in as a seeded user: ${url}/__backend/sign-in   (control API: templates/backend/README.md)`);
  }
}
