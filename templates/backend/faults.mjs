/**
 * Injected faults: make an endpoint slow (beyond its docs/rules.md §9 timeout), answer 500, return
 * malformed JSON or an empty body, drop the connection, or answer with a chosen result code. Set with POST /__backend/faults.
 */
import { BadRequest } from './exchange.mjs';
import { globMatch } from './glob.mjs';

const MODES = new Set(['slow', '500', 'malformed', 'empty', 'drop', 'code']);
/** Longer fault paths are refused: a pattern's parts bound the matcher's work per request. */
export const MAX_FAULT_PATH = 500;

/** Trailing slashes and doubled slashes do not matter when matching paths. */
export function normalisePath(path) {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

function toMatcher(pattern) {
  const glob = normalisePath(pattern);
  return { test: (path) => globMatch(glob, path) };
}

/** Checks one fault definition from a request body; throws BadRequest naming the bad field. */
export function parseFault(input) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequest('A fault is a JSON object like {"path":"/search/suggest/v6","mode":"500"}');
  const { path, mode, delayMs, code, message, times, method, status, after } = input;
  if (typeof path !== 'string' || !(path.startsWith('/') || path.startsWith('*'))) throw new BadRequest('fault.path must be a path starting with "/" ("*" matches any characters)');
  if (path.length > MAX_FAULT_PATH) throw new BadRequest(`fault.path must be at most ${MAX_FAULT_PATH} characters`);
  if (!MODES.has(mode)) throw new BadRequest(`fault.mode must be one of ${[...MODES].join(', ')}`);
  if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 120000)) throw new BadRequest('fault.delayMs must be an integer from 0 to 120000');
  if (mode === 'code' && !(typeof code === 'string' || typeof code === 'number') ) throw new BadRequest('fault.code is required for mode "code" (e.g. "2100", "903", "00301", "TokoUpgradeProductsError", "401")');
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) throw new BadRequest('fault.times must be a positive integer');
  if (after !== undefined && !(Number.isInteger(after) && after >= 0 && after <= 1000)) throw new BadRequest('fault.after must be an integer from 0 to 1000');
  if (method !== undefined && typeof method !== 'string') throw new BadRequest('fault.method must be a string like "GET"');
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) throw new BadRequest('fault.status must be an HTTP status');
  return {
    path,
    mode,
    ...(delayMs !== undefined ? { delayMs } : {}),
    ...(code !== undefined ? { code: String(code) } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(method ? { method: method.toUpperCase() } : {}),
    times: times ?? null,
    after: after ?? 0,
  };
}

/** The set of active faults. */
export function createFaults() {
  let list = [];
  return {
    /** Adds faults (earlier ones win when several match). */
    add(faults) {
      list.push(...faults.map((f) => ({ after: 0, ...f, matcher: toMatcher(f.path), used: 0, seen: 0 })));
    },
    clear() {
      list = [];
    },
    /** Active faults without their internals. */
    list() {
      return list.map(({ matcher, seen, ...f }) => f);
    },
    /** The fault that applies to this request, counted as used; null when none. */
    take(method, path) {
      const norm = normalisePath(path);
      const found = list.find((f) => f.matcher.test(norm) && (!f.method || f.method === method));
      if (!found) return null;
      // `after`: the first matching requests pass untouched (the 3rd of 5 fails with after 2, times 1).
      found.seen += 1;
      if (found.seen <= found.after) return null;
      found.used += 1;
      if (found.times !== null && found.used >= found.times) list = list.filter((f) => f !== found);
      const { matcher, seen, ...fault } = found;
      return fault;
    },
  };
}
