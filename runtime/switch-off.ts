/**
 * The failure policy, in one place: every failure report reaches the bus as `plugin:error`,
 * and a failure of a plugin (its chunk, its render, effect, handler, timer or
 * bus listener) switches that plugin off. The page and the other plugins keep working.
 */
import type { Bus } from './bus';
import { onError } from './report';

/** Applies the policy until the returned function is called. */
export function switchOffOnFailure(bus: Pick<Bus, 'emit'>, isPlugin: (name: string) => boolean, switchOff: (name: string) => void): () => void {
  // A `plugin:error` listener that throws is reported like any listener, and that report
  // would emit `plugin:error` again, round and round until the stack gave out: a report made
  // while the event is being emitted is logged and applied, not emitted again.
  // (The bus calls each listener inside its own try, so emit itself never throws.)
  let emitting = false;
  return onError((plugin, phase, message) => {
    if (!emitting) (emitting = true), bus.emit('plugin:error', { plugin, phase, message }), (emitting = false);
    if (isPlugin(plugin)) switchOff(plugin);
  });
}
