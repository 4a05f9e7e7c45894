/**
 * A plugin is a definition (DESIGN "Plugins", STYLE 2): name, the legacy markers it enhances
 * plus `[data-sf-plugin~="<name>"]`, a load trigger, props read from the marker, and a lazy
 * `load()` of its component. The registry does the rest.
 */
import type { ComponentType } from 'react';
import type { Phase } from './report';

/** When a plugin's chunk loads and its instances mount. */
export type Trigger = 'eager' | 'idle' | 'visible' | 'interaction';

/** What a marker carries: its `data-*` attributes and an optional JSON `<script>` child. */
export interface MarkerData {
  readonly data: Readonly<Record<string, string>>;
  readonly json: unknown;
}

/** What every plugin component receives. */
export interface PluginProps<P = unknown> {
  /** The marker element the plugin is portalled into. */
  element: HTMLElement;
  props: P;
  /** The site's options for this plugin (sites/*.json, narrowed by the page). */
  options: Readonly<Record<string, unknown>>;
  /** The event that triggered an `interaction` plugin, to act on it once mounted. */
  trigger?: Event;
  /**
   * Wraps an event handler, listener or timer callback (error boundaries do not see those):
   * a throw is reported with the plugin's name and switches the plugin off (STYLE 5).
   */
  guard<A extends unknown[], R>(fn: (...args: A) => R, phase?: Phase): (...args: A) => R | undefined;
}

/** A plugin definition. */
export interface PluginDefinition<P = unknown> {
  name: string;
  /** CSS selector of the plugin's markers in the legacy markup. */
  markers?: string;
  trigger: Trigger;
  /**
   * 'idle': download the chunk (and the renderer) once the browser is idle and a marker
   * exists, still mounting on the trigger. For controls that must answer the first
   * interaction at once (the header search).
   */
  prefetch?: 'idle';
  /** Builds typed props from the marker; throwing reports bad marker data and skips the marker. */
  props?: (marker: MarkerData, element: HTMLElement) => P;
  load: () => Promise<{ default: ComponentType<PluginProps<P>> }>;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TRIGGERS: readonly Trigger[] = ['eager', 'idle', 'visible', 'interaction'];

/** Declares a plugin; a malformed definition fails loudly, naming the plugin and the field. */
export function definePlugin<P>(definition: PluginDefinition<P>): PluginDefinition<P> {
  const { name, trigger, load } = definition;
  if (!NAME.test(name)) throw new TypeError(`definePlugin: name ${JSON.stringify(name)} must be kebab-case, like "cart-badge"`);
  if (!TRIGGERS.includes(trigger)) throw new TypeError(`definePlugin("${name}"): trigger must be one of ${TRIGGERS.join(', ')}`);
  if (typeof load !== 'function') throw new TypeError(`definePlugin("${name}"): load must be a function returning import("./Component")`);
  if (definition.prefetch !== undefined && definition.prefetch !== 'idle') throw new TypeError(`definePlugin("${name}"): prefetch must be 'idle' or left out`);
  return Object.freeze(definition);
}

/** The selector that finds a plugin's markers: its legacy selector and the generic attribute. */
export function markerSelector(definition: Pick<PluginDefinition, 'name' | 'markers'>): string {
  const generic = `[data-sf-plugin~="${definition.name}"]`;
  return definition.markers ? `${definition.markers}, ${generic}` : generic;
}

/** Reads a marker's data; a malformed JSON child is reported and left out. */
export function readMarker(element: HTMLElement, plugin: string): MarkerData {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(element.dataset)) if (v !== undefined && k !== 'sfPlugin') data[k] = v;
  const script = element.querySelector(':scope > script[type="application/json"]');
  let json: unknown;
  if (script?.textContent?.trim()) {
    try {
      json = JSON.parse(script.textContent);
    } catch {
      console.warn(`storefront: plugin "${plugin}": the marker's JSON <script> is malformed; ignoring it`);
    }
  }
  return { data: Object.freeze(data), json };
}
