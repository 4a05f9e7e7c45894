/**
 * A v4 wishlist change whose code never arrives (the chunk's request stalls) is a failed change
 * 10 s on, not a store call that holds the queue for good (docs/rules.md §4 "Store call
 * queue"). The clock is controlled.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { wishlistChange } from '../../../runtime/services/wishlist-store';
import type { StoreCall } from '../../../runtime/services/store-interface';
import { pageRuntime } from './fakes';

vi.mock('../../../runtime/services/wishlist-apis', () => new Promise(() => {}));
afterEach(() => vi.useRealTimers());

it('answers not confirmed 10 s after the v4 wishlist code was asked for', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const runtime = pageRuntime({ siteCode: 'uk' });
  const v4Site = { ...runtime.site, plugins: { ...runtime.site.plugins, wishlist: { enabled: true, options: { api: 'v4' } } } };
  const unused = vi.fn() as unknown as StoreCall;
  let answer: boolean | undefined;
  void wishlistChange(runtime.page, v4Site, unused)('add', 'SM-A1').then((confirmed) => (answer = confirmed));
  await vi.advanceTimersByTimeAsync(9_999);
  expect(answer).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  expect(answer).toBe(false);
  expect(unused).not.toHaveBeenCalled();
});
