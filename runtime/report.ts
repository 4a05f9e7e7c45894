/**
 * One place where runtime and plugin failures are reported (docs/architecture.md "Principles" 5): the console names the
 * plugin and the phase; listeners (the registry, the bus) hear it to switch the plugin off.
 */
import { errorText } from './errors';

export { errorText, messageOf } from './errors';

/** Where a failure happened. */
export type Phase = 'config' | 'props' | 'load' | 'mount' | 'render' | 'effect' | 'handler' | 'timer' | 'unmount' | 'bus' | 'queue';

type Listener = (plugin: string, phase: Phase, message: string) => void;
const listeners = new Set<Listener>();

/** Reports a failure of `plugin` (or "runtime") in `phase`. */
export function reportError(plugin: string, phase: Phase, error: unknown): void {
  const message = errorText(error);
  console.error(`storefront: plugin "${plugin}" failed in ${phase}: ${message}`, error);
  for (const l of listeners) {
    try {
      l(plugin, phase, message);
    } catch {
      /* a failing listener must not hide the original report */
    }
  }
}

/** Subscribes to failure reports. Returns the unsubscribe function. */
export function onError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wraps a handler so a throw is reported for `plugin` instead of escaping into the page. */
export function guard<A extends unknown[], R>(plugin: string, phase: Phase, fn: (...args: A) => R): (...args: A) => R | undefined {
  return (...args: A) => {
    try {
      return fn(...args);
    } catch (error) {
      reportError(plugin, phase, error);
      return undefined;
    }
  };
}
