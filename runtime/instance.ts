/**
 * Makes a plugin instance from a marker and its loaded chunk: the marker's data read (by the
 * chunk's `fromMarker` if it has one), the component's props, the host element the instance
 * renders into, and the instance's bus scope, whose throwing listener is the plugin's failure.
 */
import type { Bus } from './bus';
import { scopeBus } from './bus-scope';
import { readMarker } from './marker-data';
import { attachHost } from './marker-host';
import type { PluginModule, PluginProps } from './plugin';
import type { Hold, Instance } from './registry-types';
// Through the plugins' front door: esbuild (0.25) leaves a re-export-only module it cannot place
// with other code as an empty chunk of its own, which every plugin page would fetch.
import { guard, reportError } from './index';
import { errorText, messageOf } from './report';

/** What the instance gets besides its marker and chunk. */
interface InstanceContext {
  readonly options: Readonly<Record<string, unknown>>;
  readonly bus: Bus;
  /** The registry's entry for the marker: its latest interaction, and the disarm of its trigger. */
  readonly hold: Hold;
  readonly id: number;
}

/** The instance, or null (with a warning naming the plugin) when the chunk refuses the marker's data. */
export function createInstance(plugin: string, element: HTMLElement, module: PluginModule<unknown>, context: InstanceContext): Instance | null {
  let marker: unknown;
  try {
    const raw = readMarker(element, plugin);
    marker = module.fromMarker ? module.fromMarker(raw, element) : raw;
  } catch (error) {
    console.warn(`storefront: plugin "${plugin}": marker skipped, its data is not usable (${messageOf(error)})`, element);
    return null;
  }
  const props: PluginProps<unknown> = {
    element,
    marker,
    options: context.options,
    guard: (fn, phase = 'handler') => guard(plugin, phase, fn),
    // The marker's latest interaction until the instance has rendered (the registry keeps a
    // click over what came before it); then the trigger is disarmed and it stays as it was.
    get event() {
      return context.hold.event;
    },
  };
  const bus = scopeBus(context.bus, (type, error) => reportError(plugin, 'bus', `a "${type}" listener threw: ${errorText(error)}`));
  return { id: context.id, plugin, element, host: attachHost(element, plugin, module.hostFirst), Component: module.default, props, bus, hold: context.hold };
}
