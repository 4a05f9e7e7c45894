/**
 * Request and response plumbing of the local backend: body and cookie parsing, JSON/JSONP
 * replies, CORS for the page origin. Routes return plain reply objects; this module writes them.
 */

/** docs/rules.md §7 JSONP: the callback name a page may ask for (anything else is refused with 400). */
export const CALLBACK_NAME = /^[A-Za-z_$][\w$.]{0,63}$/;

/** Larger request bodies are refused with 413 (the runtime's largest body is a few kB). */
export const MAX_BODY = 1024 * 1024;

/** A client mistake the backend answers with a clear 4xx. */
export class BadRequest extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/**
 * Reads the request body: JSON, form-encoded or raw text. Malformed JSON is a BadRequest; a
 * body over MAX_BODY is a 413 (the rest is read and dropped, so the connection stays usable).
 */
export async function readBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return { raw: '', value: undefined };
  const tooLarge = () => new BadRequest('Request body larger than 1 MB', 413);
  // A declared length over the limit is refused before anything is read.
  if (Number(req.headers['content-length']) > MAX_BODY) throw tooLarge();
  const raw = await new Promise((ok, fail) => {
    let chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (chunks && size > MAX_BODY) {
        chunks = null;
        fail(tooLarge());
      }
      chunks?.push(chunk);
    });
    req.on('end', () => chunks && ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (raw === '') return { raw, value: undefined };
  if (type.includes('application/json')) {
    try {
      return { raw, value: JSON.parse(raw) };
    } catch (error) {
      throw new BadRequest(`Malformed JSON body: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return { raw, value: Object.fromEntries(new URLSearchParams(raw)) };
  return { raw, value: raw };
}

/** Parses the Cookie header into a name → value map. */
export function parseCookies(header = '') {
  const out = {};
  for (const part of String(header).split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** A Set-Cookie value. Not HttpOnly: the runtime reads these cookies (docs/rules.md §3). maxAge in seconds; 0 deletes. */
export function cookie(name, value, { maxAge, path = '/' } = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

/** The JSONP callback asked for, null when none; throws BadRequest when the name is unsafe. */
export function callbackOf(query) {
  const name = query.callback ?? query.jsonp;
  if (name === undefined || name === '') return null;
  if (!CALLBACK_NAME.test(name)) throw new BadRequest(`Invalid JSONP callback name "${String(name).slice(0, 80)}"`);
  return name;
}

/** CORS headers for a request from an allowed origin (credentialed, docs/rules.md §7 store domain). */
export function corsHeaders(req, allowed) {
  const origin = req.headers.origin;
  if (!origin || !allowed.has(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

/** Answers a CORS preflight. */
export function sendPreflight(req, res, allowed) {
  const headers = corsHeaders(req, allowed);
  if (headers['access-control-allow-origin']) {
    headers['access-control-allow-methods'] = 'GET, POST, PUT, DELETE, OPTIONS';
    headers['access-control-allow-headers'] = req.headers['access-control-request-headers'] ?? 'content-type';
    headers['access-control-max-age'] = '600';
  }
  res.writeHead(204, headers);
  res.end();
}

/**
 * Writes a route's reply: { status, json, text, contentType, headers, cookies, redirect }.
 * With a callback the JSON is wrapped as JSONP; `rawBody` (malformed fault) is sent as is and
 * `empty` (empty fault) sends no body at all.
 */
export function sendReply(res, reply, { callback = null, cors = {} } = {}) {
  const headers = { 'cache-control': 'no-store', ...cors, ...(reply.headers ?? {}) };
  if (reply.cookies?.length) headers['set-cookie'] = reply.cookies;
  if (reply.redirect) {
    res.writeHead(reply.status ?? 302, { ...headers, location: reply.redirect });
    res.end();
    return reply.status ?? 302;
  }
  let body;
  if (reply.empty) {
    body = '';
    headers['content-type'] = callback ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8';
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
  } else {
    const json = reply.rawBody ?? JSON.stringify(reply.json ?? null);
    body = callback ? `/**/${callback}(${json});` : json;
    headers['content-type'] = callback ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8';
  }
  const status = reply.status ?? 200;
  res.writeHead(status, headers);
  res.end(body);
  return status;
}
