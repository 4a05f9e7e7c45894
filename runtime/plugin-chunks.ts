/**
 * Where a plugin's markers are and how its chunk loads: the marker selector, and each chunk
 * loaded once (time limit, one retry, its exports checked); a chunk that fails is reported
 * for its plugin, whose failure switches it off, and is tried afresh if switched on again.
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
