/**
 * The URL of an incoming request, parsed without trusting the client. A target such as
 * `http://[::1`, an empty or malformed Host header, or broken percent-encoding (`/%`,
 * `/%E0%A4%A`) must give a 400, never an exception outside a handler (which would end the
 * process that every page and test stands on).
 */

/** A plain host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request's URL, resolved against its Host header when that is a plain host[:port] and
 * against `origin` (the listening origin) otherwise; null when the target does not parse or
 * names a host that is not plain (its origin is written into pages).
 */
export function requestUrl(req, origin) {
  const host = req.headers.host;
  const base = typeof host === 'string' && HOST.test(host) ? `http://${host}` : origin;
  try {
    const url = new URL(req.url ?? '/', base);
    return HOST.test(url.host) ? url : null;
  } catch {
    return null;
  }
}

/** The percent-decoded path, or null when its encoding is malformed. */
export function decodedPath(url) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/** Answers 400 for a request whose target could not be understood, and says why. */
export function refuseTarget(res, why) {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`Bad request: ${why}`);
}
