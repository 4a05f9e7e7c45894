/**
 * One plugin instance's view of the bus: its subscriptions are its own and all end with
 * `dispose()` (the instance unmounted), and a listener of it that throws is reported to the
 * scope's owner (the plugin's failure), not to the page.
 */
import type { Handler } from 'mitt';
import type { Bus, Events } from './bus';

/** A bus whose subscriptions all end with `dispose()`. */
export interface ScopedBus extends Bus {
  dispose(): void;
}

/** Creates a scope of `bus`; `onThrow` hears the scope's throwing listeners. */
export function scopeBus(bus: Bus, onThrow: (type: string, error: unknown) => void): ScopedBus {
  // Keyed by event type, then handler, like the bus: one handler may listen to several events.
  const own = new Map<keyof Events, Map<Function, () => void>>();
  let live = true;

  const off = (type: keyof Events, handler: Function) => {
    own.get(type)?.get(handler)?.();
    own.get(type)?.delete(handler);
  };

  return {
    on(type, handler) {
      const byHandler = own.get(type) ?? own.set(type, new Map()).get(type)!;
      if (!live || byHandler.has(handler)) return () => off(type, handler);
      const safe: Handler<Events[typeof type]> = (payload) => {
        try {
          handler(payload);
        } catch (error) {
          onThrow(type, error);
        }
      };
      // Registered before subscribing: a replayed state event may make the handler unsubscribe.
      byHandler.set(handler, () => bus.off(type, safe));
      bus.on(type, safe);
      return () => off(type, handler);
    },
    off,
    emit: (type, payload) => bus.emit(type, payload),
    last: (type) => bus.last(type),
    dispose() {
      live = false;
      for (const [type, byHandler] of own) for (const handler of [...byHandler.keys()]) off(type, handler);
    },
  };
}
