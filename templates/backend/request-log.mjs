/**
 * The request log: what the runtime sent, for tests to assert on (GET /__backend/requests).
 */

/** Headers worth asserting on (docs/rules.md §7 names them); the rest are left out. */
const INTEREST = ['origin', 'content-type', 'x-ecom-jwt', 'x-ecom-app-id', 'x-ecom-source', 'authorization', 'sg-site-code', 'locale', 'referer', 'access-control-request-method', 'access-control-request-headers'];
/** The log keeps the newest LIMIT entries. */
export const LIMIT = 1000;
/** Bodies longer than this (as JSON text) are kept as a preview: 1,000 × 1 MB would hold 2 GB. */
export const BODY_LIMIT = 16 * 1024;

/** The body as logged: as sent when small, else `{ truncated: true, length, preview }`. */
export function loggedBody(body) {
  if (body === undefined || body === null) return null;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length <= BODY_LIMIT) return body;
  return { truncated: true, length: text.length, preview: text.slice(0, BODY_LIMIT) };
}

/** A bounded in-memory log of requests. */
export function createRequestLog() {
  let entries = [];
  let seq = 0;
  return {
    /** Records a request; returns the entry so status/fault can be filled in later. */
    record({ origin, method, url, headers, cookies, body }) {
      const picked = {};
      for (const name of INTEREST) if (headers[name] !== undefined) picked[name] = headers[name];
      const entry = {
        seq: ++seq,
        time: new Date().toISOString(),
        origin,
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: picked,
        cookies: Object.keys(cookies).sort(),
        body: loggedBody(body),
        status: null,
        fault: null,
      };
      entries.push(entry);
      if (entries.length > LIMIT) entries.shift();
      return entry;
    },
    /** Entries, optionally only those whose path contains `path` and/or with `method`. */
    list({ path, method, since } = {}) {
      return entries.filter(
        (e) => (!path || e.path.includes(path)) && (!method || e.method === method.toUpperCase()) && (!since || e.seq > Number(since)),
      );
    },
    clear() {
      entries = [];
    },
  };
}
