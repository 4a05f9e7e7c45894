/**
 * The plugin registry (DESIGN "Plugins", STYLE 4): finds the markers of every enabled plugin,
 * loads a plugin's chunk only when its markers exist, mounts each marker once when its trigger
 * fires, watches the DOM in batches for markers that come and go, and switches a failing
 * plugin off. It knows nothing of React: mounting is the Mounter's job (runtime/mount.tsx).
 */
import type { ComponentType } from 'react';
import { markerSelector, readMarker, type PluginDefinition, type PluginProps } from './plugin';
import { reportError, onError, guard } from './report';
import type { Bus } from './bus';

/** One mounted (or mounting) plugin instance. */
export interface Instance {
  readonly id: number;
  readonly plugin: string;
  readonly element: HTMLElement;
  readonly Component: ComponentType<PluginProps<unknown>>;
  readonly props: PluginProps<unknown>;
}

/** Renders instances; the registry loads it lazily with the first mount. */
export interface Mounter {
  add(instance: Instance): void;
  remove(instance: Instance): void;
}

/** What the registry needs from boot. */
export interface RegistryOptions {
  definitions: readonly PluginDefinition<unknown>[];
  /** Plugin name → enabled and options (site config after page narrowing). */
  settings: Readonly<Record<string, { enabled?: boolean; options?: Readonly<Record<string, unknown>> }>>;
  bus: Bus;
  loadMounter: () => Promise<Mounter>;
  /** Mounting waits for this (the dictionary), so text does not flip after mount. */
  before?: Promise<unknown>;
  root?: Document;
}

type Entry = { state: 'pending' | 'mounting' | 'mounted' };

/** The registry's public face (DESIGN "Public API": rescan, enable, disable). */
export interface Registry {
  start(): void;
  rescan(root?: ParentNode): void;
  enable(name: string): boolean;
  disable(name: string): boolean;
  /** Mounted instances, for the public API and tests. */
  mounted(): readonly Instance[];
  stop(): void;
}

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'touchstart'] as const;

/** Creates the registry. Nothing happens before `start()`. */
export function createRegistry(options: RegistryOptions): Registry {
  const doc = options.root ?? document;
  const defs = new Map(options.definitions.map((d) => [d.name, d]));
  const enabled = new Set([...defs.keys()].filter((n) => options.settings[n]?.enabled));
  const entries = new Map<string, WeakMap<Element, Entry>>();
  const live = new Set<Instance>();
  const pendingEls = new Map<Element, Set<string>>();
  const chunks = new Map<string, Promise<ComponentType<PluginProps<unknown>>>>();
  const prefetched = new Set<string>();
  let mounter: Promise<Mounter> | null = null;
  let ids = 0;
  let observer: MutationObserver | null = null;
  let visibility: IntersectionObserver | null = null;
  const addedRoots = new Set<Node>();
  let removals = false;
  let scheduled = false;

  const selectors = () => [...enabled].map((n) => [n, markerSelector(defs.get(n)!)] as const);
  const entryFor = (name: string) => entries.get(name) ?? entries.set(name, new WeakMap()).get(name)!;

  function component(name: string) {
    let chunk = chunks.get(name);
    if (!chunk) {
      chunk = defs.get(name)!.load().then((m) => m.default);
      chunks.set(name, chunk);
      chunk.catch((error: unknown) => {
        reportError(name, 'load', error);
        disable(name);
      });
    }
    return chunk;
  }

  async function mount(name: string, element: HTMLElement, trigger?: Event): Promise<void> {
    const entry = entryFor(name).get(element);
    if (!entry || entry.state !== 'pending') return;
    entry.state = 'mounting';
    pendingEls.get(element)?.delete(name);
    try {
      const [Component, m] = await Promise.all([component(name), (mounter ??= options.loadMounter()), options.before]);
      if (!enabled.has(name) || !element.isConnected) return void entryFor(name).delete(element);
      let props: unknown;
      try {
        const def = defs.get(name)!;
        props = def.props ? def.props(readMarker(element, name), element) : readMarker(element, name);
      } catch (error) {
        console.warn(`storefront: plugin "${name}": marker skipped, its data is not usable (${error instanceof Error ? error.message : String(error)})`, element);
        return;
      }
      const instance: Instance = {
        id: ++ids,
        plugin: name,
        element,
        Component,
        props: { element, props, options: options.settings[name]?.options ?? {}, guard: (fn, phase = 'handler') => guard(name, phase, fn), ...(trigger ? { trigger } : {}) },
      };
      entry.state = 'mounted';
      live.add(instance);
      m.add(instance);
      options.bus.emit('plugin:mounted', { plugin: name, element });
    } catch {
      /* reported by component()/loadMounter handlers */
    }
  }

  function unmount(instance: Instance) {
    live.delete(instance);
    entryFor(instance.plugin).delete(instance.element);
    void mounter?.then((m) => m.remove(instance));
    options.bus.emit('plugin:unmounted', { plugin: instance.plugin, element: instance.element });
  }

  function idle(fn: () => void) {
    if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 2000 });
    else setTimeout(fn, 200);
  }

  /** Registers the markers under `root` (the root included) for every enabled plugin. */
  function scan(root: ParentNode) {
    for (const [name, selector] of selectors()) {
      const found: Element[] = [];
      if (root instanceof Element && root.matches(selector)) found.push(root);
      found.push(...root.querySelectorAll(selector));
      const map = entryFor(name);
      const def = defs.get(name)!;
      if (def.prefetch === 'idle' && found.length && !prefetched.has(name)) {
        prefetched.add(name);
        idle(() => {
          if (!enabled.has(name)) return;
          void component(name).catch(() => undefined);
          mounter ??= options.loadMounter();
        });
      }
      for (const el of found) {
        if (!(el instanceof HTMLElement) || map.has(el)) continue;
        map.set(el, { state: 'pending' });
        const trigger = def.trigger;
        if (trigger === 'eager') void mount(name, el);
        else if (trigger === 'idle') idle(() => void mount(name, el));
        else if (trigger === 'visible') observeVisible(name, el);
        else (pendingEls.get(el) ?? pendingEls.set(el, new Set()).get(el)!).add(name);
      }
    }
  }

  function observeVisible(name: string, el: HTMLElement) {
    if (!('IntersectionObserver' in window)) return void mount(name, el);
    visibility ??= new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (!r.isIntersecting) continue;
          visibility!.unobserve(r.target);
          for (const [n, s] of selectors()) if (r.target.matches(s)) void mount(n, r.target as HTMLElement);
        }
      },
      { rootMargin: '200px' }, // SPEC §9: preload margin 200 px
    );
    visibility.observe(el);
  }

  /** Delegated listener for `interaction` plugins: one per document, not one per marker. */
  function onInteraction(event: Event) {
    if (!pendingEls.size || !(event.target instanceof Element)) return;
    for (let el: Element | null = event.target; el; el = el.parentElement) {
      const names = pendingEls.get(el);
      if (names) for (const n of [...names]) void mount(n, el as HTMLElement, event);
    }
  }

  function flush() {
    scheduled = false;
    if (removals) {
      removals = false;
      for (const i of [...live]) if (!i.element.isConnected) unmount(i);
      for (const el of [...pendingEls.keys()]) if (!el.isConnected) pendingEls.delete(el);
    }
    for (const node of addedRoots) if (node.isConnected && node instanceof Element) scan(node);
    addedRoots.clear();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // One scan per animation frame; the timeout covers background tabs, where frames stop.
    const once = () => scheduled && flush();
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once);
    setTimeout(once, 100);
  }

  function disable(name: string): boolean {
    if (!enabled.delete(name)) return false;
    for (const i of [...live]) if (i.plugin === name) unmount(i);
    entries.delete(name);
    for (const names of pendingEls.values()) names.delete(name);
    options.bus.emit('plugin:toggled', { plugin: name, enabled: false });
    return true;
  }

  // Every failure report reaches the bus; a plugin's own failure also switches it off.
  const stopErrors = onError((plugin, phase, message) => {
    options.bus.emit('plugin:error', { plugin, phase, message });
    if (defs.has(plugin) && phase !== 'load') disable(plugin);
  });

  return {
    start() {
      for (const type of INTERACTION_EVENTS) doc.addEventListener(type, onInteraction, { capture: true, passive: true });
      observer = new MutationObserver((records) => {
        for (const r of records) {
          if (r.removedNodes.length) removals = true;
          for (const n of r.addedNodes) if (n.nodeType === 1) addedRoots.add(n);
        }
        if (removals || addedRoots.size) schedule();
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
      scan(doc);
    },
    rescan(root = doc) {
      scan(root);
    },
    enable(name) {
      if (!defs.has(name) || enabled.has(name)) return false;
      enabled.add(name);
      options.bus.emit('plugin:toggled', { plugin: name, enabled: true });
      scan(doc);
      return true;
    },
    disable,
    mounted: () => [...live],
    stop() {
      observer?.disconnect();
      visibility?.disconnect();
      for (const type of INTERACTION_EVENTS) doc.removeEventListener(type, onInteraction, { capture: true });
      stopErrors();
      for (const i of [...live]) unmount(i);
    },
  };
}
