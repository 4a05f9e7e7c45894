/**
 * Builds a real runtime for tests (page config read from hidden inputs, the real site files,
 * bus and store queue) and mounts plugins through the real registry and mount kit, inside the
 * RuntimeContext provider: the way pages run them, with no module state to overwrite.
 */
import type { ReactNode } from 'react';
import defaults from '../../sites/default.json';
import { siteFiles } from '../../sites/index';
import { createBus, type Bus, type Events } from '../../runtime/bus';
import { RuntimeContext } from '../../runtime/context';
import { detachHost } from '../../runtime/marker-host';
import { createInstance } from '../../runtime/instance';
import { createMounter } from '../../runtime/mount';
import { readPageConfig } from '../../runtime/page-config';
import type { PluginDefinition } from '../../runtime/plugin';
import { createRegistry, type MountKit, type PluginSettings, type Registry } from '../../runtime/registry';
import { createRuntimeSource, type Runtime } from '../../runtime/runtime';
import { createPageStoreQueue } from '../../runtime/sign-in-wait';
import { canonicalSite, mergeSite, type SiteFile } from '../../runtime/site-config';

/** The hidden inputs of a page (siteCode uk and language en_GB unless given). */
export function hiddenInputs(fields: Record<string, string> = {}): string {
  const all = { siteCode: 'uk', language: 'en_GB', ...fields };
  return Object.entries(all).map(([id, value]) => `<input type="hidden" id="${id}" value="${value}">`).join('');
}

/** A real runtime for the page whose hidden inputs are `fields`; `t` from `words` when given. */
export function buildRuntime(fields: Record<string, string> = {}, words?: Record<string, string>): Runtime {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = hiddenInputs(fields);
  const quiet = { warn: () => {}, error: () => {} };
  const page = readPageConfig(doc, quiet);
  if (!page) throw new Error('test page config is not usable');
  const bus = createBus();
  // The site file over the defaults, as boot resolves it for a page with no narrowing script.
  const code = canonicalSite(page.siteCode);
  const site = mergeSite(code, defaults as SiteFile, (siteFiles as Record<string, SiteFile>)[code] ?? {});
  const t: Runtime['t'] = (key, fallback) => words?.[key] ?? fallback ?? key;
  return { page, site, bus, queue: createPageStoreQueue(page, bus).queue, t };
}

/** Renders `children` inside the runtime's provider (a component tested on its own). */
export function WithRuntime({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** What `mountPlugins` gives a test. */
export interface Mounted {
  registry: Registry;
  bus: Bus;
  source: ReturnType<typeof createRuntimeSource>;
  /** Every plugin:* event, in order. */
  events: { type: keyof Events; payload: unknown }[];
}

/** Starts a real registry for `plugins` on the current document, mounting through the real mount kit. */
export function mountPlugins(plugins: readonly PluginDefinition[], settings: PluginSettings, runtime: Runtime = buildRuntime()): Mounted {
  const source = createRuntimeSource(runtime);
  const bus = runtime.bus;
  const events: Mounted['events'] = [];
  for (const type of ['plugin:error', 'plugin:mounted', 'plugin:unmounted', 'plugin:toggled'] as const) bus.on(type, (payload) => events.push({ type, payload }));
  const kit = async (): Promise<MountKit> => ({ mounter: createMounter(source), createInstance, detachHost });
  const registry = createRegistry({ definitions: plugins, settings, bus, loadMountKit: kit });
  registry.start();
  return { registry, bus, source, events };
}
