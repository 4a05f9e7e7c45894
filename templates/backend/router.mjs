/**
 * Route table of the local backend. A route is { method, path, family, timeoutMs, jsonp, handler };
 * `path` is a string with :params (matched against the normalised path) or a RegExp with groups.
 * `family` says how the route's answers carry result codes (used by code faults, fault-replies.mjs).
 */
import { BadRequest } from './exchange.mjs';
import { normalisePath } from './faults.mjs';

/** A path parameter, decoded; malformed percent-encoding is the client's mistake (400). */
function param(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new BadRequest(`Malformed percent-encoding in the path: "${value.slice(0, 80)}"`);
  }
}

function compile(path) {
  if (path instanceof RegExp) return { regex: path, names: null };
  const names = [];
  const source = normalisePath(path)
    .split('/')
    .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : part.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')))
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}

/** Builds a matcher over route definitions. */
export function createRouter(routes) {
  const compiled = routes.map((route) => ({ ...route, ...compile(route.path) }));
  return {
    /** The route and path params for a request, or null. HEAD matches GET routes. */
    match(method, pathname) {
      const path = normalisePath(pathname);
      const wanted = method === 'HEAD' ? 'GET' : method;
      for (const route of compiled) {
        if (route.method !== 'ANY' && route.method !== wanted) continue;
        const m = route.regex.exec(path);
        if (!m) continue;
        const params = route.names ? Object.fromEntries(route.names.map((n, i) => [n, param(m[i + 1])])) : { ...m.groups };
        return { route, params };
      }
      return null;
    },
    /** Whether any route serves this path with another method (for a 405). */
    knows(pathname) {
      const path = normalisePath(pathname);
      return compiled.some((r) => r.regex.test(path));
    },
    /** Route summaries, for the README check and GET /__backend/routes. */
    list() {
      return compiled.map((r) => ({ method: r.method, path: String(r.path), family: r.family, jsonp: Boolean(r.jsonp), timeoutMs: r.timeoutMs ?? null }));
    },
  };
}
