/**
 * The local storefront backend: an emulator of every call in docs/rules.md §7, with seeded state,
 * injectable faults and a request log (README.md beside this file).
 *
 * createBackend() starts the second origin (another port on the same host) and returns the
 * handler the dev server (templates/server.mjs) calls for the page origin. Both origins serve
 * every route; pages point their cross-domain hosts (hidden inputs) at the second origin.
 */
import { createServer } from 'node:http';
import { BadRequest, callbackOf, corsHeaders, parseCookies, readBody, sendPreflight, sendReply } from './exchange.mjs';
import { createFaults } from './faults.mjs';
import { codeReply, emptyReply, serverErrorReply, MALFORMED_BODY } from './fault-replies.mjs';
import { createRequestLog, loggedBody } from './request-log.mjs';
import { createRouter } from './router.mjs';
import { refuseTarget, requestUrl } from './request-target.mjs';
import { createState } from './state.mjs';
import { controlRoutes } from './routes/control.mjs';
import { sessionRoutes } from './routes/session.mjs';
import { identityRoutes } from './routes/identity.mjs';
import { cartControlRoutes, cartRoutes } from './routes/cart.mjs';
import { headerMenuControlRoutes } from './header-menu.mjs';
import { wishlistRoutes } from './routes/wishlist.mjs';
import { searchRoutes } from './routes/search.mjs';
import { storeInterfaceRoutes } from './routes/store-interface.mjs';
import { contentRoutes } from './routes/content.mjs';

/** Every service route (control routes under /__backend/ are separate: never logged or faulted). */
export const SERVICE_ROUTES = [...sessionRoutes, ...identityRoutes, ...cartRoutes, ...wishlistRoutes, ...searchRoutes, ...storeInterfaceRoutes, ...contentRoutes];

/** What a fault other than slow answers on a route of `family`. */
function faultReply(family, fault) {
  if (fault.mode === '500') return serverErrorReply();
  if (fault.mode === 'malformed') return { rawBody: MALFORMED_BODY };
  if (fault.mode === 'empty') return emptyReply();
  return codeReply(family, fault);
}

/** The drop fault: the connection ends without any answer (the client sees a network error). */
function dropConnection(req) {
  req.socket.destroy();
  return true;
}

/** Starts the backend. secondPort 0 picks a free port. */
export async function createBackend({ host = '127.0.0.1', quiet = false, secondPort = 0 } = {}) {
  const box = { state: createState() };
  const faults = createFaults();
  const log = createRequestLog();
  const router = createRouter(SERVICE_ROUTES);
  const control = createRouter([...controlRoutes, ...cartControlRoutes, ...headerMenuControlRoutes]);
  const pending = new Set();
  const origins = { page: '', second: '' };
  const allowed = new Set();

  /** Waits, unless the backend is closing (slow faults must not hold close()). */
  const sleep = (ms) =>
    new Promise((ok) => {
      const timer = setTimeout(() => (pending.delete(entry), ok()), ms);
      const entry = { timer, ok };
      pending.add(entry);
    });
  /** Ends every slow fault's wait now: those requests answer normally. */
  const release = () => {
    for (const { timer, ok } of pending) clearTimeout(timer), ok();
    pending.clear();
  };

  const env = {
    get state() {
      return box.state;
    },
    faults,
    log,
    origins,
    routes: () => router.list(),
    reset() {
      release();
      box.state = createState();
      faults.clear();
      log.clear();
    },
  };

  function note(method, path, status) {
    if (!quiet) console.log(`[backend] ${method} ${path} → ${status}`);
  }

  /** Logs the request and answers it if a fault applies; used for assets the dev server serves. */
  async function intercept(req, res, url, origin) {
    const entry = log.record({ origin, method: req.method, url, headers: req.headers, cookies: parseCookies(req.headers.cookie), body: null });
    res.once('finish', () => (entry.status = res.statusCode));
    const fault = faults.take(req.method, url.pathname);
    if (!fault) return false;
    entry.fault = fault.mode;
    if (fault.mode === 'drop') return dropConnection(req);
    if (fault.mode === 'slow') {
      await sleep(fault.delayMs ?? 11000);
      return false;
    }
    const reply = faultReply('plain', fault);
    entry.status = sendReply(res, reply, { cors: corsHeaders(req, allowed) });
    return true;
  }

  async function handle(req, res, url, origin = 'page') {
    const cors = corsHeaders(req, allowed);
    const path = url.pathname;
    try {
      if (path.startsWith('/__backend/')) {
        const hit = control.match(req.method, path);
        if (!hit) return false;
        const body = (await readBody(req)).value;
        const ctx = { req, res, url, origin, params: hit.params, query: Object.fromEntries(url.searchParams), cookies: parseCookies(req.headers.cookie), body, env };
        sendReply(res, await hit.route.handler(ctx), { cors });
        return true;
      }
      if (req.method === 'OPTIONS') {
        if (!router.knows(path)) return false;
        log.record({ origin, method: req.method, url, headers: req.headers, cookies: {}, body: null }).status = 204;
        sendPreflight(req, res, allowed);
        return true;
      }
      const hit = router.match(req.method, path);
      if (!hit) {
        if (!router.knows(path)) return false;
        sendReply(res, { status: 405, json: { error: `${req.method} is not allowed on ${path}` } }, { cors });
        return true;
      }
      const { route, params } = hit;
      const cookies = parseCookies(req.headers.cookie);
      const query = Object.fromEntries(url.searchParams);
      const entry = log.record({ origin, method: req.method, url, headers: req.headers, cookies, body: null });
      let body;
      try {
        body = (await readBody(req)).value;
        entry.body = loggedBody(body);
      } catch (error) {
        entry.status = sendReply(res, { status: error.status ?? 400, json: { error: error.message } }, { cors });
        return true;
      }
      let callback = null;
      try {
        callback = route.jsonp ? callbackOf(query) : null;
      } catch (error) {
        entry.status = sendReply(res, { status: 400, text: error.message }, { cors });
        return true;
      }
      const ctx = { req, res, url, origin, params, query, cookies, body, state: box.state, env };
      const fault = faults.take(req.method, path);
      if (fault) entry.fault = fault.mode;
      if (fault?.mode === 'drop') return dropConnection(req);
      if (fault?.mode === 'slow') await sleep(fault.delayMs ?? (route.timeoutMs ?? 10000) + 1000);
      const reply = fault && fault.mode !== 'slow' ? faultReply(route.family, fault) : await route.handler(ctx);
      entry.status = sendReply(res, reply, { callback, cors });
      note(req.method, path, entry.status);
      return true;
    } catch (error) {
      if (res.headersSent) return true;
      const status = error instanceof BadRequest ? error.status : 500;
      sendReply(res, { status, json: { error: error instanceof Error ? error.message : String(error) } }, { cors });
      return true;
    }
  }

  const second = createServer(async (req, res) => {
    const url = requestUrl(req, origins.second || `http://${host}`);
    if (!url) return refuseTarget(res, 'the request target or Host header is malformed');
    if (!(await handle(req, res, url, 'second'))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...corsHeaders(req, allowed) });
      res.end('Not found');
    }
  });
  await new Promise((ok, fail) => {
    second.once('error', fail);
    second.listen(secondPort, host, ok);
  });
  origins.second = `http://${host}:${second.address().port}`;
  allowed.add(origins.second);

  return {
    handle,
    intercept,
    secondOrigin: origins.second,
    env,
    /** The page origin the dev server listens on; CORS answers allow it (docs/rules.md §7 store domain). */
    setPageOrigin(pageUrl) {
      origins.page = new URL(pageUrl).origin;
      allowed.add(origins.page);
    },
    async close() {
      release();
      await new Promise((ok) => second.close(() => ok()));
      second.closeAllConnections?.();
    },
  };
}
