/**
 * The event bus: one mitt instance typed by one `Events` map (docs/architecture.md "Event bus").
 * Events that describe state are replayed to late subscribers, so a plugin mounted after
 * sign-in is known still learns the session, cart count and wishlist. Plugin instances see it
 * through a scope (runtime/bus-scope.ts).
 */
import mitt, { type Handler } from 'mitt';
import { checkEvent } from './bus-check';
import type { DiscountDetails } from './services/session-types';

/** Every event the runtime and its plugins exchange, with its payload. */
export type Events = {
  /** Sign-in readiness is known (docs/rules.md §4 store-call queue). State. */
  'session:ready': { signedIn: boolean };
  /** Who the shopper is now (docs/rules.md §4 "Session"): after the first check and on every sign-in or sign-out; names only when signed in; for a discount member the jwt details' store fields, unread (§3). State. */
  'session:changed': { signedIn: boolean; firstName?: string; lastName?: string; loginType?: string; discount?: DiscountDetails };
  /** Asks the session service to sign the shopper out; `returnUrl` is checked before it is followed. */
  'session:sign-out': { returnUrl?: string };
  /** A store call the shopper made found them signed out (HTTP 401): the session service shows the alert of docs/rules.md §8 "Signed out during a platform request" and goes to the login address, once a page. */
  'session:expired': Record<string, never>;
  /** The session check found additional account information missing (docs/rules.md §4 "Session-check"): the consent layer opens. State (the layer's plugin may mount later). */
  'session:consent-needed': { hasAddInfo: boolean; guidConsent: boolean };
  /** Items in the cart (already the raw count; badges apply their own cap). State. */
  'cart:count': { count: number };
  /** Product codes in the wishlist. State. */
  'wishlist:changed': { skus: readonly string[] };
  /** The signed-in shopper's wishlist load ended: the page's wishlist callback (docs/rules.md §8: a failed load, `ok: false` with an empty list, fires it only on au, nz and sec). State. */
  'wishlist:loaded': { skus: readonly string[]; ok: boolean };
  /** The dictionary has settled (loaded or failed). State. */
  'dictionary:ready': { loaded: boolean };
  /** A failure was reported: a plugin's (the plugin is switched off) or the runtime's (`plugin` is "runtime"; nothing is switched off). */
  'plugin:error': { plugin: string; phase: string; message: string };
  /** A plugin instance has rendered on a marker (emitted after its group's commit). */
  'plugin:mounted': { plugin: string; element: Element };
  /** A plugin instance was unmounted (marker left, or plugin switched off). */
  'plugin:unmounted': { plugin: string; element: Element };
  /** A plugin was switched on or off through the public API or after an error. */
  'plugin:toggled': { plugin: string; enabled: boolean };
};

/** The events whose last payload is replayed to late subscribers. */
export const STATE_EVENTS = ['session:ready', 'session:changed', 'session:consent-needed', 'cart:count', 'wishlist:changed', 'wishlist:loaded', 'dictionary:ready'] as const satisfies readonly (keyof Events)[];

type StateEvent = (typeof STATE_EVENTS)[number];

/** The typed bus: mitt's `on`/`off`/`emit`, plus `last` for state events. */
export interface Bus {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  off<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** The last payload of a state event, if it has happened. */
  last<K extends StateEvent>(type: K): Events[K] | undefined;
}

/** Creates a bus. `onHandlerError` hears handlers that throw, so one bad listener cannot stop the rest. */
export function createBus(onHandlerError: (type: string, error: unknown) => void = () => {}): Bus {
  const emitter = mitt<Events>();
  const state = new Map<keyof Events, unknown>();
  const isState = (type: keyof Events): type is StateEvent => (STATE_EVENTS as readonly string[]).includes(type);
  // Keyed by event type, then handler: one handler may listen to several events.
  const wrapped = new Map<keyof Events, Map<Function, Handler<never>>>();

  function subscribe(type: keyof Events, handler: Function): void {
    const byHandler = wrapped.get(type) ?? wrapped.set(type, new Map()).get(type)!;
    if (byHandler.has(handler)) return; // mitt would call it twice; a second `on` is a no-op
    const safe: Handler<never> = (payload) => {
      try {
        handler(payload);
      } catch (error) {
        onHandlerError(type, error);
      }
    };
    byHandler.set(handler, safe);
    emitter.on(type, safe as Handler<Events[keyof Events]>);
    if (isState(type) && state.has(type)) safe(state.get(type) as never);
  }

  function unsubscribe(type: keyof Events, handler: Function): void {
    const safe = wrapped.get(type)?.get(handler);
    if (!safe) return;
    wrapped.get(type)!.delete(handler);
    emitter.off(type, safe as Handler<Events[keyof Events]>);
  }

  return {
    on(type, handler) {
      subscribe(type, handler);
      return () => unsubscribe(type, handler);
    },
    off: unsubscribe,
    emit(type, payload) {
      if (__DEV__) checkEvent(type, payload);
      if (isState(type)) state.set(type, payload);
      emitter.emit(type, payload);
    },
    last: (type) => state.get(type) as Events[typeof type] | undefined,
  };
}
