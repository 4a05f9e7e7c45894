/**
 * Provides the runtime to plugin components: the mount root provides the page's runtime (a
 * new value when the dictionary's words arrive, so text re-renders), and each instance sees
 * it with its own bus scope, so its subscriptions end with it.
 */
import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Bus } from './bus';
// Through use-runtime, so the plugins' hooks ship in the renderer's shared chunk, not a chunk of their own.
import { RuntimeContext } from './use-runtime';
import type { RuntimeSource } from './runtime';

/** The mount root's provider of the page's runtime. */
export function RuntimeProvider({ source, children }: { source: RuntimeSource; children: ReactNode }) {
  const runtime = useSyncExternalStore(source.subscribe, source.get);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** One instance's view of the runtime: the page's, with the instance's bus scope. */
export function InstanceRuntime({ bus, children }: { bus: Bus; children: ReactNode }) {
  const page = useContext(RuntimeContext);
  const runtime = useMemo(() => page && { ...page, bus }, [page, bus]);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
