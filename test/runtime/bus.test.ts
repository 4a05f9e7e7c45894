import { describe, expect, it, vi } from 'vitest';
import { createBus, STATE_EVENTS, type Bus } from '../../runtime/bus';
import { scopeBus } from '../../runtime/bus-scope';

describe('bus', () => {
  it('delivers typed payloads to subscribers', () => {
    const bus = createBus();
    const seen = vi.fn();
    bus.on('plugin:error', seen);
    bus.emit('plugin:error', { plugin: 'cart-badge', phase: 'render', message: 'x' });
    expect(seen).toHaveBeenCalledWith({ plugin: 'cart-badge', phase: 'render', message: 'x' });
  });

  it.each(STATE_EVENTS)('replays the last %s to a late subscriber', (type) => {
    const bus = createBus();
    const payloads = { 'session:ready': { signedIn: true }, 'session:changed': { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' }, 'session:consent-needed': { hasAddInfo: false, guidConsent: true }, 'cart:count': { count: 3 }, 'wishlist:changed': { skus: ['SM-1'] }, 'wishlist:loaded': { skus: [], ok: false }, 'dictionary:ready': { loaded: true } } as const;
    bus.emit(type, payloads[type] as never);
    const late = vi.fn();
    bus.on(type, late);
    expect(late).toHaveBeenCalledWith(payloads[type]);
    expect(bus.last(type)).toEqual(payloads[type]);
  });

  it('replays only the latest state', () => {
    const bus = createBus();
    bus.emit('cart:count', { count: 1 });
    bus.emit('cart:count', { count: 7 });
    const late = vi.fn();
    bus.on('cart:count', late);
    expect(late.mock.calls).toEqual([[{ count: 7 }]]);
  });

  it('does not replay events that are not state', () => {
    const bus = createBus();
    bus.emit('plugin:toggled', { plugin: 'search', enabled: false });
    const late = vi.fn();
    bus.on('plugin:toggled', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('unsubscribes with the returned function and with off', () => {
    const bus = createBus();
    const a = vi.fn();
    const b = vi.fn();
    const stop = bus.on('cart:count', a);
    bus.on('cart:count', b);
    stop();
    bus.off('cart:count', b);
    bus.emit('cart:count', { count: 2 });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps delivering when one handler throws, and reports the throw', () => {
    const onError = vi.fn();
    const bus = createBus(onError);
    const after = vi.fn();
    bus.on('cart:count', () => {
      throw new Error('bad listener');
    });
    bus.on('cart:count', after);
    bus.emit('cart:count', { count: 1 });
    expect(after).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('cart:count', expect.objectContaining({ message: 'bad listener' }));
  });
});

describe('bus: handlers on several events', () => {
  it('off(type, h) ends only that subscription when h also listens to another event', () => {
    const bus = createBus();
    const h = vi.fn();
    bus.on('cart:count', h);
    bus.on('wishlist:changed', h);
    bus.off('cart:count', h);
    bus.emit('cart:count', { count: 2 });
    bus.emit('wishlist:changed', { skus: ['SM-1'] });
    expect(h.mock.calls).toEqual([[{ skus: ['SM-1'] }]]);
    bus.off('wishlist:changed', h);
    bus.emit('wishlist:changed', { skus: [] });
    expect(h).toHaveBeenCalledTimes(1);
  });

  it('off ends the right subscription whichever event was subscribed first', () => {
    const bus = createBus();
    const h = vi.fn();
    bus.on('cart:count', h);
    bus.on('wishlist:changed', h);
    bus.off('wishlist:changed', h);
    bus.emit('wishlist:changed', { skus: ['SM-1'] });
    bus.emit('cart:count', { count: 2 });
    expect(h.mock.calls).toEqual([[{ count: 2 }]]);
  });

  it('subscribing the same handler twice to one event delivers once', () => {
    const bus = createBus();
    const h = vi.fn();
    bus.on('cart:count', h);
    bus.on('cart:count', h);
    bus.emit('cart:count', { count: 1 });
    expect(h).toHaveBeenCalledTimes(1);
  });
});

describe('bus scopes (one per plugin instance)', () => {
  it('dispose() ends every subscription of the scope and none of the page', () => {
    const bus = createBus();
    const scope = scopeBus(bus, () => {});
    const mine = vi.fn();
    const page = vi.fn();
    scope.on('cart:count', mine);
    scope.on('session:ready', mine);
    bus.on('cart:count', page);
    scope.dispose();
    bus.emit('cart:count', { count: 3 });
    bus.emit('session:ready', { signedIn: true });
    expect(mine).not.toHaveBeenCalled();
    expect(page).toHaveBeenCalledWith({ count: 3 });
    // A disposed scope subscribes nothing more (a late effect of an unmounted instance).
    scope.on('cart:count', mine);
    bus.emit('cart:count', { count: 4 });
    expect(mine).not.toHaveBeenCalled();
  });

  it('off(type, h) on a scope ends only that subscription', () => {
    const bus = createBus();
    const scope = scopeBus(bus, () => {});
    const h = vi.fn();
    scope.on('cart:count', h);
    scope.on('wishlist:changed', h);
    scope.off('cart:count', h);
    bus.emit('cart:count', { count: 1 });
    bus.emit('wishlist:changed', { skus: [] });
    expect(h.mock.calls).toEqual([[{ skus: [] }]]);
  });

  it("a scope's throwing listener is reported to the scope's owner, not the page's handler", () => {
    const pageHandler = vi.fn();
    const bus = createBus(pageHandler);
    const owner = vi.fn();
    scopeBus(bus, owner).on('cart:count', () => {
      throw new Error('badge broke');
    });
    bus.emit('cart:count', { count: 1 });
    expect(owner).toHaveBeenCalledWith('cart:count', expect.objectContaining({ message: 'badge broke' }));
    expect(pageHandler).not.toHaveBeenCalled();
  });
});

describe('bus checks in development builds', () => {
  it.each([
    ['cart:count', 7, 'bus event "cart:count" has a malformed payload 7; expected { count: number }'],
    ['cart:count', { count: '3' }, 'bus event "cart:count" has a malformed payload {"count":"3"}'],
    ['wishlist:changed', { skus: [1] }, 'bus event "wishlist:changed" has a malformed payload'],
    ['cart:cnt', { count: 1 }, 'bus event "cart:cnt" is unknown'],
  ])('%s with %j warns naming the event', (type, payload, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createBus().emit(type as 'cart:count', payload as never);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  it('a well-formed event does not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createBus().emit('cart:count', { count: 0 });
    expect(warn).not.toHaveBeenCalled();
  });
});

// Type test: checked by `npm run typecheck` (tsc), never executed. It locks the event map.
export function typeChecks(bus: Bus) {
  bus.emit('cart:count', { count: 1 });
  // @ts-expect-error unknown event name
  bus.emit('cart:cnt', { count: 1 });
  // @ts-expect-error wrong payload type
  bus.emit('cart:count', { count: '1' });
  // @ts-expect-error missing payload field
  bus.emit('session:ready', {});
  bus.on('wishlist:changed', ({ skus }) => skus.map((s: string) => s.trim()));
  // @ts-expect-error payload fields are typed per event
  bus.on('wishlist:changed', ({ count }) => count);
  // @ts-expect-error last() only exists for state events
  bus.last('plugin:error');
}
