import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { CART_FALLBACK_TEXT, cartErrorText, UPGRADE_PRODUCTS_TEXT } from '../../../runtime/services/cart-errors';
import { cartId } from '../../../runtime/services/cart-id';
import { clearCookies, recordingUi, scriptedCall } from './fakes';

/** A refused call as runtime/http reports it, its JSON body kept. */
const refusedWith = (status: number, body: unknown) => Object.assign(new HttpError('status', 'x', `HTTP ${status}`, status), { body });

const BASE = 'http://store.test/tokocommercewebservices/v2/uk/';

function env(replies: Record<string, unknown>) {
  const { call, calls } = scriptedCall(replies);
  const { ui, shown } = recordingUi();
  const log = { warn: vi.fn() };
  return { env: { hybrisBase: BASE, call, ui, log }, calls, shown, log };
}

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

beforeEach(clearCookies);

describe('cart id (docs/rules.md §4 "Cart id")', () => {
  it('creates a current-user cart for a signed-in shopper without the cart-code cookie, reading code', async () => {
    const t = env({ '/users/current/carts': { code: '00012345', guid: 'a1b2-c3' } });
    expect(await cartId(t.env, true)).toBe('00012345');
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]!.url).toBe(`${BASE}users/current/carts?fields=BASIC`);
    expect(t.calls[0]!.options).toMatchObject({ method: 'POST', timeoutMs: 5000, credentials: 'include' });
    expect(cookie('cartCode')).toBe('00012345');
  });

  it('creates an anonymous cart for a visitor without the guest-cart cookie, reading guid', async () => {
    const t = env({ '/users/anonymous/carts': { code: '00099999', guid: 'f00d-beef' } });
    expect(await cartId(t.env, false)).toBe('f00d-beef');
    expect(t.calls[0]!.url).toBe(`${BASE}users/anonymous/carts?fields=BASIC`);
    expect(cookie('guestCartGuid')).toBe('f00d-beef');
  });

  it('falls back to the other field when the reply names only one', async () => {
    const t = env({ '/users/anonymous/carts': { code: '00077777' } });
    expect(await cartId(t.env, false)).toBe('00077777');
  });

  it('uses the existing cart without a call', async () => {
    document.cookie = 'cartCode=00054321; path=/';
    document.cookie = 'guestCartGuid=abcd-1234; path=/';
    const t = env({});
    expect(await cartId(t.env, true)).toBe('00054321');
    expect(await cartId(t.env, false)).toBe('abcd-1234');
    expect(t.calls).toHaveLength(0);
  });

  it('writes the cart cookie for 1 day (docs/rules.md §9)', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
      writes.push(v);
      desc.set!.call(this, v);
    });
    try {
      const t = env({ '/users/current/carts': { code: '00012345' } });
      await cartId(t.env, true);
      expect(writes.find((w) => w.startsWith('cartCode='))).toContain('expires=Mon, 02 Mar 2026 12:00:00 GMT');
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it('replaces a cookie holding no cart id, with a warning naming it', async () => {
    document.cookie = `guestCartGuid=${encodeURIComponent('<img src=x>')}; path=/`;
    const t = env({ '/users/anonymous/carts': { guid: 'fresh-1' } });
    expect(await cartId(t.env, false)).toBe('fresh-1');
    expect(t.log.warn.mock.calls[0]![0]).toContain('guestCartGuid');
  });

  it('shows the store message in a popup when creation is refused, and writes no cookie', async () => {
    const refused = refusedWith(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] });
    const t = env({ '/users/current/carts': refused });
    expect(await cartId(t.env, true)).toBeUndefined();
    expect(t.shown).toEqual([{ kind: 'alert', text: 'Invalid access token', options: undefined }]);
    expect(cookie('cartCode')).toBeUndefined();
  });

  it('a signed-in shopper\'s creation refused as signed out (401) goes to the session\'s alert (docs/rules.md §8), with no popup of its own', async () => {
    const refused = refusedWith(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] });
    const t = env({ '/users/current/carts': refused });
    const expired = vi.fn(() => true);
    expect(await cartId({ ...t.env, expired }, true)).toBeUndefined();
    expect([expired.mock.calls, t.shown]).toEqual([[[refused]], []]);
    // Anything the environment does not take as signed out is the cart's own popup.
    const other = env({ '/users/current/carts': refusedWith(403, { errors: [{ type: 'ForbiddenError', message: 'Not allowed' }] }) });
    expect(await cartId({ ...other.env, expired: () => false }, true)).toBeUndefined();
    expect(other.shown.map((s) => s.text)).toEqual(['Not allowed']);
  });

  it('does not wait for its popup to close: the add behind it in the store-call queue goes on', async () => {
    const t = env({ '/users/anonymous/carts': refusedWith(400, { errors: [{ type: 'CartError', message: 'No cart today' }] }) });
    const open: string[] = [];
    t.env.ui = { ...t.env.ui, alert: (text) => (open.push(text), new Promise<void>(() => undefined)) };
    expect(await cartId(t.env, false)).toBeUndefined();
    expect(open).toEqual(['No cart today']);
  });

  it.each([
    ['a timeout', new HttpError('timeout', 'x', 'timed out after 5000 ms')],
    ['malformed JSON', new HttpError('malformed', 'x', 'malformed JSON', 200)],
    ['an HTTP 500 page', new HttpError('status', 'x', 'HTTP 500', 500)],
  ])('shows the fallback text after %s and resolves undefined', async (_name, failure) => {
    const t = env({ '/users/anonymous/carts': failure });
    expect(await cartId(t.env, false)).toBeUndefined();
    expect(t.shown.map((s) => s.text)).toEqual([CART_FALLBACK_TEXT]);
  });

  it.each([[{}], [''], [{ guid: '<script>' }], [{ code: 12 }]])('treats a reply without a cart id (%j) as a failure', async (reply) => {
    const t = env({ '/users/anonymous/carts': reply });
    expect(await cartId(t.env, false)).toBeUndefined();
    expect(t.shown).toHaveLength(1);
    expect(cookie('guestCartGuid')).toBeUndefined();
  });
});

describe('cart error text (docs/rules.md §8)', () => {
  it('reads Hybris errors, store resultMessage and ecom message', () => {
    expect(cartErrorText({ errors: [{ type: 'InsufficientStockError', message: 'Galaxy S25 is out of stock' }] })).toBe('Galaxy S25 is out of stock');
    expect(cartErrorText({ resultCode: '1001', resultMessage: 'Not sold here' })).toBe('Not sold here');
    expect(cartErrorText({ statusCode: 400, message: 'Bad app id' })).toBe('Bad app id');
  });

  it('gives the §8 text for TokoUpgradeProductsError whatever the server says', () => {
    expect(UPGRADE_PRODUCTS_TEXT).toBe('Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.');
    expect(cartErrorText(refusedWith(400, { errors: [{ type: 'TokoUpgradeProductsError', message: 'upgrade.conflict' }] }))).toBe(UPGRADE_PRODUCTS_TEXT);
  });
});
