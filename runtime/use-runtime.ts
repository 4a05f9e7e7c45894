/** React access to the booted runtime for plugin components. */
import { getRuntime, type Runtime } from './context';

/** The runtime's services (page, site, bus, queue, t). Stable for the page's life. */
export function useRuntime(): Runtime {
  return getRuntime();
}

/** The dictionary lookup: `t(key, fallback)` (SPEC §7: a map of English text to translation). */
export function useT(): Runtime['t'] {
  return getRuntime().t;
}
