/**
 * A plugin is data (docs/architecture.md "Plugins and the registry"): its name, the legacy markers it enhances
 * plus `[data-sf-plugin~="<name>"]`, a load trigger, an optional idle prefetch and a lazy
 * `load()` of its chunk. Everything else (the component, how it reads its marker) lives in
 * the chunk, so boot stays the same size however many plugins exist.
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

/** What every plugin component receives. `M` is what the chunk's `fromMarker` makes of the marker. */
export interface PluginProps<M = MarkerData> {
  /** The marker element the plugin is portalled into. */
  element: HTMLElement;
  /** The marker's data, as read by the chunk's `fromMarker` (else the raw `MarkerData`). */
  marker: M;
  /** The site's options for this plugin (sites/*.json, narrowed by the page). */
  options: Readonly<Record<string, unknown>>;
  /**
   * The event that mounted an `interaction` plugin (a click that landed while the chunk was
   * loading wins over the hover that started it), for the component to act on once mounted.
   */
  event?: Event;
  /**
   * Wraps an event handler, listener or timer callback (error boundaries do not see those):
   * a throw is reported with the plugin's name and switches the plugin off.
   */
  guard<A extends unknown[], R>(fn: (...args: A) => R, phase?: Phase): (...args: A) => R | undefined;
}

/** What a plugin chunk exports: the component, and optionally how it reads its markers. */
export interface PluginModule<M = MarkerData> {
  default: ComponentType<PluginProps<M>>;
  /** Builds typed marker data; throwing reports bad marker data and skips the marker. */
  fromMarker?: (marker: MarkerData, element: HTMLElement) => M;
  /**
   * The host goes before the marker's own children, not after them: what the plugin renders
   * comes first in the Tab order (a carousel's rotation control before its slides).
   */
  hostFirst?: boolean;
}

/** A plugin definition: plain data that boot reads. */
export interface PluginDefinition {
  readonly name: string;
  /** CSS selector of the plugin's markers in the legacy markup. */
  readonly markers?: string;
  readonly trigger: Trigger;
  /**
   * 'idle': download the chunk (and the renderer) once the browser is idle and a marker
   * exists, still mounting on the trigger. For controls that must answer the first
   * interaction at once (the header search).
   */
  readonly prefetch?: 'idle';
  readonly load: () => Promise<PluginModule<any>>;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TRIGGERS: readonly Trigger[] = ['eager', 'idle', 'visible', 'interaction'];

/**
 * Declares a plugin. In development builds and tests a malformed definition fails loudly,
 * naming the plugin and the field; production builds (checked by the same definitions)
 * leave the check out of boot.
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (__DEV__) checkDefinition(definition);
  return definition;
}

function checkDefinition(definition: PluginDefinition): void {
  const { name, trigger, load } = definition;
  if (!NAME.test(name)) throw new TypeError(`definePlugin: name ${JSON.stringify(name)} must be kebab-case, like "cart-badge"`);
  if (!TRIGGERS.includes(trigger)) throw new TypeError(`definePlugin("${name}"): trigger must be one of ${TRIGGERS.join(', ')}`);
  if (typeof load !== 'function') throw new TypeError(`definePlugin("${name}"): load must be a function returning import("./Component")`);
  if (definition.prefetch !== undefined && definition.prefetch !== 'idle') throw new TypeError(`definePlugin("${name}"): prefetch must be 'idle' or left out`);
}
