import { describe, expect, it, vi } from 'vitest';
import { createBus, STATE_EVENTS, type Bus } from '../../runtime/bus';

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
    const payloads = { 'session:ready': { signedIn: true }, 'cart:count': { count: 3 }, 'wishlist:changed': { skus: ['SM-1'] }, 'dictionary:ready': { loaded: true } } as const;
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
