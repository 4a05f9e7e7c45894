import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { addToCookieWishlist, cookieWishlist, handOverWishlist, removeFromCookieWishlist, serverWishlist } from '../../../runtime/services/wishlist-store';
import type { StoreCall } from '../../../runtime/services/store-interface';
import { clearCookies } from './fakes';

const wl = () => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('wl='))?.slice(3) ?? '');
const codes = (n: number) => Array.from({ length: n }, (_, i) => `SM-A${i + 1}`);

beforeEach(clearCookies);

describe('wishlist cookie (docs/rules.md §5)', () => {
  it('keeps codes newest first in the wl cookie', () => {
    addToCookieWishlist('SM-A1');
    addToCookieWishlist('SM-A2');
    expect(cookieWishlist()).toEqual(['SM-A2', 'SM-A1']);
    expect(wl()).toBe('SM-A2,SM-A1');
  });

  it('ignores a duplicate', () => {
    addToCookieWishlist('SM-A1');
    addToCookieWishlist('SM-A2');
    addToCookieWishlist('SM-A1');
    expect(cookieWishlist()).toEqual(['SM-A2', 'SM-A1']);
  });

  it('holds at most 6: the 7th drops the oldest', () => {
    for (const code of codes(7)) addToCookieWishlist(code);
    expect(cookieWishlist()).toEqual(['SM-A7', 'SM-A6', 'SM-A5', 'SM-A4', 'SM-A3', 'SM-A2']);
  });

  it('removes a code and refuses markup', () => {
    addToCookieWishlist('SM-A1');
    addToCookieWishlist('<script>');
    expect(removeFromCookieWishlist('SM-A1')).toEqual([]);
  });
});

describe('server wishlist', () => {
  const store = (reply: unknown) => vi.fn(async () => (reply instanceof Error ? Promise.reject(reply) : reply)) as unknown as StoreCall & ReturnType<typeof vi.fn>;

  it('calls addWishListItem / delWishListItem and confirms only 0000', async () => {
    const ok = store({ resultCode: '0000', resultMessage: '' });
    expect(await serverWishlist(ok, 'add', 'SM-A1')).toBe(true);
    expect(await serverWishlist(ok, 'remove', 'SM-A1')).toBe(true);
    expect(ok.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['addWishListItem', { productCode: 'SM-A1' }],
      ['delWishListItem', { productCode: 'SM-A1' }],
    ]);
    expect(await serverWishlist(store({ resultCode: '1001', resultMessage: 'no' }), 'add', 'SM-A1')).toBe(false);
    expect(await serverWishlist(store(new HttpError('timeout', 'x', 'timed out')), 'add', 'SM-A1')).toBe(false);
  });
});

describe('sign-in hand-over (docs/rules.md §4 "Store call queue")', () => {
  it('moves every item oldest first and empties the cookie', async () => {
    for (const code of codes(3)) addToCookieWishlist(code);
    const sent: string[] = [];
    const result = await handOverWishlist(async (c) => (sent.push(c), true), { warn: vi.fn() });
    expect(sent).toEqual(['SM-A1', 'SM-A2', 'SM-A3']);
    expect(result).toEqual({ moved: ['SM-A1', 'SM-A2', 'SM-A3'], kept: [] });
    expect(cookieWishlist()).toEqual([]);
  });

  it('with the 3rd of 5 failing, keeps only it in the cookie and still resolves', async () => {
    for (const code of codes(5)) addToCookieWishlist(code);
    const warn = vi.fn();
    const result = await handOverWishlist(async (c) => c !== 'SM-A3', { warn });
    expect(result.kept).toEqual(['SM-A3']);
    expect(cookieWishlist()).toEqual(['SM-A3']);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps items whose call threw (timeout) and items added while a call was out', async () => {
    for (const code of codes(2)) addToCookieWishlist(code);
    const result = await handOverWishlist(async (c) => {
      if (c === 'SM-A1') {
        addToCookieWishlist('SM-NEW');
        return true;
      }
      throw new HttpError('timeout', 'x', 'timed out after 20000 ms');
    }, { warn: vi.fn() });
    expect(result).toEqual({ moved: ['SM-A1'], kept: ['SM-A2'] });
    expect(cookieWishlist()).toEqual(['SM-NEW', 'SM-A2']);
  });

  it('retries the kept items on the next hand-over', async () => {
    for (const code of codes(3)) addToCookieWishlist(code);
    await handOverWishlist(async (c) => c === 'SM-A1', { warn: vi.fn() });
    const sent: string[] = [];
    await handOverWishlist(async (c) => (sent.push(c), true), { warn: vi.fn() });
    expect(sent).toEqual(['SM-A2', 'SM-A3']);
    expect(cookieWishlist()).toEqual([]);
  });
});
