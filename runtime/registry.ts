/**
 * The plugin registry (docs/architecture.md "Plugins and the registry"): finds the markers of every enabled
 * plugin, arms each with its plugin's trigger (runtime/triggers.ts), loads the plugin's chunk
 * when a trigger fires, and hands the instance to the Mounter (runtime/mount.tsx), which
 * renders it. Markers that come and go are reported by runtime/marker-watch.ts; failures
 * switch a plugin off through runtime/switch-off.ts. It knows nothing of React.
 */
import { watchMarkers } from './marker-watch';
import type { PluginModule } from './plugin';
import { createPluginChunks, markerSelector, whenBothLoaded } from './plugin-chunks';
import type { Instance, MountKit, Registry, RegistryOptions, SwitchResult } from './registry-types';
import { switchOffOnFailure } from './switch-off';
import { createTimeSlicer } from './time-slice';
import { createTriggers } from './triggers';

export { markerSelector } from './plugin-chunks';
export type { Instance, Mounter, MountKit, PluginSettings, Registry, RegistryOptions, SwitchResult } from './registry-types';

type Entry = { state: 'armed' | 'loading' | 'mounted'; disarm: () => void; drop?: () => void; event?: Event; instance?: Instance };

/** Instances given back per job when many leave at once (50 take about 10 ms at 4× CPU throttle). */
const REMOVAL_BATCH = 50;

/** Creates the registry. Nothing happens before `start()`. */
export function createRegistry(options: RegistryOptions): Registry {
  const doc = options.root ?? document;
  const { bus, settings } = options;
  const defs = new Map(options.definitions.map((d) => [d.name, d]));
  const enabled = new Set([...defs.keys()].filter((n) => settings[n]?.enabled));
  const entries = new Map([...defs.keys()].map((n) => [n, new Map<HTMLElement, Entry>()]));
  const prefetched = new Set<string>();
  const triggers = createTriggers(doc);
  const slice = createTimeSlicer();
  let loadingKit: Promise<MountKit> | undefined;
  let kit: MountKit | undefined;
  let stopWatching = () => {};
  let ids = 0;

  const loadKit = () => (loadingKit ??= options.loadMountKit().then((k) => (kit = k)));
  const chunk = createPluginChunks(defs);
  const whenLoaded = whenBothLoaded(chunk, loadKit, () => kit);

  /** Arms every marker of every enabled plugin under `root` (the root included). */
  function scan(root: ParentNode, run = (job: () => void) => job()) {
    // What the page adds (onDomChange) is scanned through the slicer, each plugin's search and
    // arming a job of its own: a thousand markers at once were one long task. A job whose root
    // left, or whose plugin was switched off, before its turn does nothing. Start, `enable` and
    // `rescan` arm what they find before they return.
    for (const name of enabled)
      run(() => {
        if (!root.isConnected || !enabled.has(name)) return;
        const def = defs.get(name)!;
        const selector = markerSelector(def);
        // A document is searched through the prototype: the page's markup cannot hide the search
        // (a `<form name="querySelectorAll">`, docs/architecture.md "Input hardening").
        const found = [...(root instanceof Document ? Document.prototype : root).querySelectorAll.call(root, selector)] as HTMLElement[];
        // The root element may be a marker itself (a document or fragment is none).
        if (root instanceof Element && root.matches(selector)) found.unshift(root as HTMLElement);
        if (found.length && def.prefetch === 'idle' && !prefetched.has(name)) {
          prefetched.add(name);
          triggers.arm.idle(found[0]!, () => enabled.has(name) && (chunk(name).catch(() => {}), loadKit().catch(() => {})));
        }
        const map = entries.get(name)!;
        for (const el of found) {
          if (map.has(el) || !(el instanceof HTMLElement)) continue;
          const entry: Entry = { state: 'armed', disarm: () => {} };
          map.set(el, entry);
          entry.disarm = triggers.arm[def.trigger](el, (event) => fire(name, el, entry, event));
        }
      });
  }

  function fire(name: string, element: HTMLElement, entry: Entry, event?: Event) {
    // A click after the hover that started the load is the event the component should see.
    if (event && (!entry.event || entry.event.type !== 'click')) entry.event = event;
    if (entry.state !== 'armed') return;
    entry.state = 'loading';
    whenLoaded(name, (module, k) => slice(() => place(name, element, entry, module, k)));
  }

  /** Mounts the marker, unless it was forgotten (it left, or its plugin was switched off) while it waited. */
  function place(name: string, element: HTMLElement, entry: Entry, module: PluginModule<unknown>, k: MountKit) {
    if (entries.get(name)!.get(element) !== entry || !enabled.has(name) || entry.state !== 'loading') return;
    const instance = k.createInstance(name, element, module, { options: settings[name]?.options ?? {}, bus, hold: entry, id: ++ids });
    if (!instance) return entry.disarm();
    entry.state = 'mounted';
    entry.instance = instance;
    // The Mounter lets go of a marker it finds out of the page at its group's turn: forgotten
    // here too, so it is armed anew if it comes back before the DOM hand-over hears it left.
    // Whatever entry the marker has then goes: out of the page, the hand-over would release it.
    entry.drop = () => release(name, [element]);
    // The trigger stays armed until the instance has rendered: the Mounter hands an interaction
    // in between over, then disarms it and emits `plugin:mounted` (runtime/mount.tsx).
    k.mounter.add(instance);
  }

  /** Forgets the given markers: mounted ones are unmounted and restored, armed ones disarmed. */
  function release(name: string, elements: Iterable<HTMLElement>) {
    const map = entries.get(name)!;
    const gone: Instance[] = [];
    for (const el of elements) {
      const entry = map.get(el);
      if (!entry) continue;
      map.delete(el);
      entry.disarm();
      // Its bus subscriptions end at once: an instance let go hears nothing more, however long
      // the removal below waits for its slice.
      if (entry.instance) entry.instance.bus.dispose(), gone.push(entry.instance);
    }
    const k = kit;
    // In batches: one removal of the batch from the mount, then each marker given back.
    for (let at = 0; k && at < gone.length; at += REMOVAL_BATCH) {
      const batch = gone.slice(at, at + REMOVAL_BATCH);
      slice(() => {
        k.mounter.remove(batch);
        for (const i of batch) {
          k.detachHost(i.element, i.host);
          bus.emit('plugin:unmounted', { plugin: i.plugin, element: i.element });
        }
      });
    }
  }

  function onDomChange(added: readonly Element[], removed: boolean) {
    // A marker that left is forgotten whatever its state, so it is armed again if it returns.
    if (removed) for (const [name, map] of entries) release(name, [...map.keys()].filter((el) => !el.isConnected));
    // Sliced (thousands of inserted nodes, many short tasks); a root gone before its turn is skipped.
    for (const root of added) slice(() => scan(root, slice));
  }

  function disable(name: string): SwitchResult {
    if (!defs.has(name)) return 'unknown';
    if (!enabled.delete(name)) return 'unchanged';
    release(name, [...entries.get(name)!.keys()]);
    bus.emit('plugin:toggled', { plugin: name, enabled: false });
    return 'done';
  }

  let stopPolicy = () => {};
  return {
    start() {
      stopPolicy = switchOffOnFailure(bus, (name) => defs.has(name), disable);
      stopWatching = watchMarkers(doc, onDomChange);
      scan(doc);
    },
    rescan: (root = doc) => scan(root),
    enable(name) {
      if (!defs.has(name)) return 'unknown';
      if (enabled.has(name)) return 'unchanged';
      if (settings[name]?.enabled === false) return 'off-by-config';
      enabled.add(name);
      bus.emit('plugin:toggled', { plugin: name, enabled: true });
      scan(doc);
      return 'done';
    },
    disable,
    names: () => [...defs.keys()],
    mounted: () => [...entries.values()].flatMap((map) => [...map.values()].flatMap((e) => (e.instance?.rendered ? [e.instance] : []))),
    stop() {
      stopWatching();
      stopPolicy();
      triggers.stop();
      for (const [name, map] of entries) release(name, [...map.keys()]);
      // A scan's jobs still queued arm nothing once every plugin is forgotten.
      enabled.clear();
    },
  };
}
