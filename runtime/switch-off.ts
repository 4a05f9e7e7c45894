/**
 * The failure policy, in one place: every failure report reaches the bus as `plugin:error`,
 * and a failure of a plugin (its chunk, its render, effect, handler, timer or
 * bus listener) switches that plugin off. The page and the other plugins keep working.
 */
import type { Bus } from './bus';
import { onError } from './report';

/** Applies the policy until the returned function is called. */
export function switchOffOnFailure(bus: Pick<Bus, 'emit'>, isPlugin: (name: string) => boolean, switchOff: (name: string) => void): () => void {
  return onError((plugin, phase, message) => {
    bus.emit('plugin:error', { plugin, phase, message });
    if (isPlugin(plugin)) switchOff(plugin);
  });
}
