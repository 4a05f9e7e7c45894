/**
 * Loading the search overlay's code (plugins/search/opener-store.ts loadOverlay): a file without
 * the overlay is warned about by name and leaves the openers doing nothing; the next call (a
 * press) tries again. The fault matrix's "search overlay chunk" row holds the network faults in
 * Chromium; a foreign file served in the chunk's place is held here, and so is what becomes of a
 * press made while the code loads (its opener busy, the press kept, or dropped once the shopper
 * moves on).
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

  /** The overlay's module arrives when `arrive` is called (a press can land before it). */
  function slowOverlay(module: () => Record<string, unknown>) {
    let arrive!: () => void;
    const gate = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock(OVERLAY, async () => {
      await gate;
      return module();
    });
    return () => arrive();
  }
  const button = (label: string) => {
    const b = document.createElement('button');
    b.textContent = label;
    document.body.append(b);
    return b;
  };

  it('a press before the code: its opener is busy until the code is in, and the press opens then', async () => {
    const arrive = slowOverlay(() => ({ default: () => null }));
    const store = await import('../../../plugins/search/opener-store');
    const opener = button('Search');
    store.loadOverlay();
    store.requestOpen(opener);
    opener.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    opener.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(opener.getAttribute('aria-busy')).toBe('true');
    arrive();
    await vi.waitFor(() => expect(store.overlay()).not.toBeNull());
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    expect(store.takeRequest()).toBe(opener);
    opener.remove();
  });

  it.each([
    ['a pointer pressed elsewhere', (other: HTMLElement) => other.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))],
    ['focus moved elsewhere', (other: HTMLElement) => other.focus()],
  ])('a press before the code, then %s: the press is dropped and the opener no longer busy', async (_, moveOn) => {
    const arrive = slowOverlay(() => ({ default: () => null }));
    const store = await import('../../../plugins/search/opener-store');
    const opener = button('Search');
    const other = button('Sign in');
    store.loadOverlay();
    store.requestOpen(opener);
    moveOn(other);
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    arrive();
    await vi.waitFor(() => expect(store.overlay()).not.toBeNull());
    expect(store.takeRequest()).toBeNull();
    opener.remove();
    other.remove();
  });

  it('a press before code that fails to load: the press is dropped with the busy state, and a load that works later opens nothing', async () => {
    const arrive = slowOverlay(() => ({ default: 'not an overlay' }));
    const store = await import('../../../plugins/search/opener-store');
    const opener = button('Search');
    store.loadOverlay();
    store.requestOpen(opener);
    arrive();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    vi.doMock(OVERLAY, () => ({ default: () => null }));
    vi.resetModules();
    store.loadOverlay(); // another opener mounting
    await vi.waitFor(() => expect(store.overlay()).not.toBeNull());
    expect(store.takeRequest()).toBeNull();
    opener.remove();
  });
});
