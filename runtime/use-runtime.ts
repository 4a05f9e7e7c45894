/** React access to the runtime for plugin components (provided by the mount root). */
import { useContext } from 'react';
import { RuntimeContext, type Runtime } from './context';

export { RuntimeContext } from './context';

/** The runtime's services (page, site, bus scoped to this instance, queue, t). */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('storefront: useRuntime() outside a mount root; plugins are mounted by the registry');
  return runtime;
}

/** The dictionary lookup: `t(key, fallback)` (docs/rules.md §7). Re-renders when the words arrive. */
export function useT(): Runtime['t'] {
  return useRuntime().t;
}
