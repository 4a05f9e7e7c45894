/** The registry's contracts: what it hands the Mounter, what boot gives it, what it offers. */
import type { ComponentType } from 'react';
import type { Bus } from './bus';
import type { ScopedBus } from './bus-scope';
import type { PluginDefinition, PluginProps } from './plugin';

/** One mounted plugin instance: what the Mounter renders, and where. */
export interface Instance {
  readonly id: number;
  readonly plugin: string;
  /** The marker. */
  readonly element: HTMLElement;
  /** The element inside the marker that the instance renders into (runtime/marker-host.ts). */
  readonly host: HTMLElement;
  readonly Component: ComponentType<PluginProps<any>>;
  readonly props: PluginProps<unknown>;
  /** The instance's view of the bus, disposed on unmount. */
  readonly bus: ScopedBus;
  /** The registry's hold on the marker until the instance has rendered (runtime/mount.tsx). */
  readonly hold: Hold;
  /** Set by the Mounter once the instance's group has committed (`plugin:mounted` is emitted then). */
  rendered?: true;
  /** Set by the Mounter when the instance's render threw: it is never reported mounted. */
  failed?: true;
}

/**
 * The registry's hold on a marker whose instance waits for its group: the marker's trigger is
 * still armed, and keeps its latest interaction as `event`; `disarm` ends it.
 */
export interface Hold {
  readonly event?: Event | undefined;
  disarm(): void;
  /** Forgets the marker (as if it had left the page): the Mounter found it detached at its turn. */
  drop?(): void;
}

/** Renders instances; the registry loads it lazily with the first mount. */
export interface Mounter {
  add(instance: Instance): void;
  remove(instances: readonly Instance[]): void;
}

/** What the registry loads with the first mount (runtime/mount-kit.ts): the Mounter and the mount-time helpers. */
export interface MountKit {
  readonly mounter: Mounter;
  readonly createInstance: typeof import('./instance').createInstance;
  readonly detachHost: typeof import('./marker-host').detachHost;
}

/** A plugin's switch as the site config (narrowed by the page) sets it. */
export type PluginSettings = Readonly<Record<string, { enabled?: boolean; options?: Readonly<Record<string, unknown>> }>>;

/** What the registry needs from boot. */
export interface RegistryOptions {
  definitions: readonly PluginDefinition[];
  settings: PluginSettings;
  bus: Bus;
  /** Loads the mount kit (the renderer and what only mounting needs), once. */
  loadMountKit: () => Promise<MountKit>;
  root?: Document;
}

/** The outcome of a switch: done, or why not. */
export type SwitchResult = 'done' | 'unknown' | 'unchanged' | 'off-by-config';

/** The registry's public face (docs/architecture.md "Public API": rescan, enable, disable). */
export interface Registry {
  start(): void;
  rescan(root?: ParentNode): void;
  enable(name: string): SwitchResult;
  disable(name: string): SwitchResult;
  /** Every plugin name the registry knows. */
  names(): readonly string[];
  /** Mounted instances (rendered: their group has committed), for the public API and tests. */
  mounted(): readonly Instance[];
  stop(): void;
}
