/**
 * Loading the search overlay's code (plugins/search/opener-store.ts loadOverlay): a file without
 * the overlay is warned about by name and leaves the openers doing nothing; the next call (a
 * press) tries again. The fault matrix's "search overlay chunk" row holds the network faults in
 * Chromium; a foreign file served in the chunk's place is held here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const OVERLAY = '../../../plugins/search/SearchOverlay';
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.resetModules();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.doUnmock(OVERLAY);
  warn.mockRestore();
});

describe('the search overlay load', () => {
  it('a file without the overlay: warned, nothing to render, and the next press loads again', async () => {
    vi.doMock(OVERLAY, () => ({ default: undefined, other: 1 }));
    const store = await import('../../../plugins/search/opener-store');
    store.loadOverlay();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls[0]![0]).toBe(`storefront: plugin "search": the search overlay's code did not load (the file has no overlay (an empty or foreign file?)); a press on a search button tries again`);
    expect(store.overlay()).toBeNull();

    function Overlay() {
      return null;
    }
    vi.doMock(OVERLAY, () => ({ default: Overlay }));
    vi.resetModules(); // the module cache forgets the foreign file, as a browser refetches a failed chunk
    store.loadOverlay();
    await vi.waitFor(() => expect(store.overlay()).toBe(Overlay));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('many openers and presses while it loads: one load, and every listener told once it is in', async () => {
    let loads = 0;
    vi.doMock(OVERLAY, () => {
      loads++;
      return { default: () => null };
    });
    const store = await import('../../../plugins/search/opener-store');
    const told = vi.fn();
    store.subscribe(told);
    store.loadOverlay();
    store.loadOverlay();
    store.loadOverlay();
    await vi.waitFor(() => expect(store.overlay()).not.toBeNull());
    store.loadOverlay();
    expect(loads).toBe(1);
    expect(told).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
