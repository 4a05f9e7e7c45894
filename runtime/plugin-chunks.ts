/**
 * Where a plugin's markers are and how its chunk loads: the marker selector, and each chunk
 * loaded once (time limit, one retry, its exports checked); a chunk that fails is reported
 * for its plugin, whose failure switches it off, and is tried afresh if switched on again;
 * and the mount jobs waiting for a chunk.
 */
import { loadChunk } from './chunk-load';
import type { PluginDefinition, PluginModule } from './plugin';
import { reportError } from './report';

/** The selector that finds a plugin's markers: its legacy selector and the generic attribute. */
export function markerSelector({ name, markers }: Pick<PluginDefinition, 'name' | 'markers'>): string {
  const generic = `[data-sf-plugin~="${name}"]`;
  return markers ? `${markers}, ${generic}` : generic;
}

const isModule = (m: Record<string, unknown>) => typeof m.default === 'function';

/** The chunk loader of the given plugins: `chunk(name)` loads once and caches. */
export function createPluginChunks(defs: ReadonlyMap<string, PluginDefinition>): (name: string) => Promise<PluginModule<unknown>> {
  const chunks = new Map<string, Promise<PluginModule<unknown>>>();
  return (name) => {
    let loading = chunks.get(name);
    if (!loading) {
      loading = loadChunk<PluginModule<unknown>>(`chunk of plugin "${name}"`, defs.get(name)!.load, isModule);
      chunks.set(name, loading);
      loading.catch((error: unknown) => {
        chunks.delete(name); // switching the plugin on again tries afresh
        reportError(name, 'load', error);
      });
    }
    return loading;
  };
}

/**
 * `whenLoaded(name, job)` runs `job` once the plugin's chunk and the mount kit are loaded: at
 * once when they are, else when both arrive. A burst of markers waits on one load, not on one
 * promise each. A failed load runs nothing: it is reported where it failed, and the failure
 * policy switches the plugin off.
 */
export function whenBothLoaded<K>(
  chunk: (name: string) => Promise<PluginModule<unknown>>,
  loadKit: () => Promise<K>,
  loadedKit: () => K | undefined,
): (name: string, job: (module: PluginModule<unknown>, kit: K) => void) => void {
  const ready = new Map<string, PluginModule<unknown>>();
  // The jobs waiting on each plugin's load, by that load: a failed load's report switches the
  // plugin off before its jobs are let go, and a listener may switch it on again then; its new
  // jobs wait on the new load, not on the failed one.
  const waiting = new Map<Promise<PluginModule<unknown>>, ((module: PluginModule<unknown>, kit: K) => void)[]>();
  return (name, job) => {
    const module = ready.get(name);
    const kit = loadedKit();
    if (module && kit) return job(module, kit);
    const loading = chunk(name);
    const queued = waiting.get(loading);
    if (queued) return void queued.push(job);
    const jobs = [job];
    waiting.set(loading, jobs);
    Promise.all([loading, loadKit()]).then(
      ([m, k]) => {
        waiting.delete(loading);
        ready.set(name, m);
        for (const run of jobs) run(m, k);
      },
      () => void waiting.delete(loading),
    );
  };
}
