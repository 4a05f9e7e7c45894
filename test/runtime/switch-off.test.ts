/**
 * The failure policy (docs/architecture.md "Failure policy"): every report reaches the bus as
 * `plugin:error` and switches its plugin off; a `plugin:error` listener that throws is reported
 * once, not round and round.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../runtime/bus';
import { errorText, reportError } from '../../runtime/report';
import { switchOffOnFailure } from '../../runtime/switch-off';

let stop = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('failure policy', () => {
  it('a plugin:error listener that throws is reported once, and the plugin is switched off once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's bus, as boot makes it: a listener that throws is a runtime failure in `bus`.
    const bus = createBus((type, error) => reportError('runtime', 'bus', `a "${type}" listener threw: ${errorText(error)}`));
    const off = vi.fn();
    stop = switchOffOnFailure(bus, (name) => name === 'search', off);
    const heard: string[] = [];
    bus.on('plugin:error', ({ plugin }) => {
      heard.push(plugin);
      throw new ReferenceError('dataLayer is not defined');
    });
    reportError('search', 'render', new Error('boom'));
    expect(heard).toEqual(['search']);
    expect(off.mock.calls).toEqual([['search']]);
    expect(logged.mock.calls.map((c) => c[0])).toEqual([
      'storefront: plugin "search" failed in render: Error: boom',
      'storefront: plugin "runtime" failed in bus: a "plugin:error" listener threw: ReferenceError: dataLayer is not defined',
    ]);
    // The next failure is emitted as before.
    reportError('search', 'effect', new Error('again'));
    expect(heard).toEqual(['search', 'search']);
  });
});
