/**
 * The popup front door loads the kit in parts (docs/architecture.md "Popups"): each part once,
 * and a part that failed to load is asked for again on the next call, never cached as failed.
 */
import { describe, expect, it, vi } from 'vitest';
import { part } from '../../../runtime/ui/overlay';

describe('overlay kit parts', () => {
  it('loads a part once for every call after it arrived', async () => {
    const load = vi.fn(async () => ({ name: 'layers' }));
    const get = part(load);
    expect(await get()).toEqual({ name: 'layers' });
    expect(await get()).toEqual({ name: 'layers' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load names the kit and is tried again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ name: 'messages' });
    const get = part(load as () => Promise<{ name: string }>);
    await expect(get()).rejects.toThrow('the overlay kit did not load (Failed to fetch dynamically imported module)');
    expect(await get()).toEqual({ name: 'messages' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
