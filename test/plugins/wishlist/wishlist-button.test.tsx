/**
 * The wishlist buttons mounted through the real registry (docs/rules.md §3 "Wishlist entry",
 * §5): signed out the `wl` cookie keeps at most 6 codes, newest first, duplicates ignored;
 * `aria-pressed` and the label follow; an add opens the confirmation popup the button names
 * (`data-div-id`), or a snack bar when the page has none; a hostile product code is refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wishlist } from '../../../plugins/wishlist/index';
import { fromMarker } from '../../../plugins/wishlist/WishlistButton';
import { openPopups } from '../../../runtime/ui/popup-manager';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';
import { json, serve, slow } from '../../support/http-server';

let mounted: Mounted | undefined;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const wl = () => decodeURIComponent(/(?:^|; )wl=([^;]*)/.exec(document.cookie)?.[1] ?? '');
const SKUS = ['SM-S938BZKEUB', 'SM-S931BZKEUB', 'SM-F966BZKEUB', 'SM-F761BZKEUB', 'SM-X920NZAREUB', 'SM-R630NZAAEUA', 'SM-L310NZKAEUB'];

const button = (sku: string, i: number, divId = `wishlist-popup-${i}`) =>
  `<button type="button" class="js-wishlist-btn" aria-label="add wishlist" aria-pressed="false" data-sku="${sku}" data-add-text="Add to Wishlist" data-added-text="Added to Wishlist" data-product-name="Phone ${i}" data-div-id="${divId}">♡</button>`;
const POPUP = `<div class="layer-popup" id="wishlist-popup-0" aria-labelledby="wl-title"><p id="wl-title" class="layer-popup__title">Added to Wishlist</p><a href="/uk/mypage/wishlist/">View wishlist</a><button class="layer-popup__close"><span class="hidden">Close</span></button></div>`;

/**
 * Browsers have IntersectionObserver (jsdom does not): these buttons stay out of view unless a
 * test shows one, so they mount on the click, as a heart below the fold does.
 */
class OutOfView {
  static shown: ((el: Element) => void)[] = [];
  private readonly seen = new Set<Element>();
  constructor(callback: IntersectionObserverCallback) {
    OutOfView.shown.push((el) => this.seen.has(el) && callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  observe(el: Element) {
    this.seen.add(el);
  }
  unobserve(el: Element) {
    this.seen.delete(el);
  }
  disconnect() {
    this.seen.clear();
  }
}
beforeEach(() => {
  OutOfView.shown = [];
  vi.stubGlobal('IntersectionObserver', OutOfView);
});

function start(html: string) {
  document.body.innerHTML = `<main id="content">${html}</main>`;
  mounted = mountPlugins([wishlist], { wishlist: { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
}
const buttonOf = (sku: string) => document.querySelector<HTMLElement>(`.js-wishlist-btn[data-sku="${sku}"]`)!;

afterEach(async () => {
  for (const el of [...openPopups()].reverse()) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  mounted?.registry.stop();
  mounted = undefined;
  document.cookie = 'wl=; max-age=0; path=/';
  document.cookie = 'guid=; max-age=0; path=/';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('wishlist buttons, signed out', () => {
  it('a heart that comes into view shows the wl cookie without being touched', async () => {
    document.cookie = `wl=${SKUS[1]}; path=/`;
    start(button(SKUS[0]!, 0, 'none') + button(SKUS[1]!, 1, 'none'));
    expect(buttonOf(SKUS[1]!).getAttribute('aria-label')).toBe('add wishlist');
    for (const show of OutOfView.shown) show(buttonOf(SKUS[1]!));
    await vi.waitFor(() => expect(buttonOf(SKUS[1]!).getAttribute('aria-label')).toBe('Added to Wishlist: Phone 1'));
    expect(buttonOf(SKUS[1]!).getAttribute('aria-pressed')).toBe('true');
    // Still out of view: the page's markup.
    expect(buttonOf(SKUS[0]!).getAttribute('aria-label')).toBe('add wishlist');
  });

  it('the 7th add drops the oldest; aria-pressed and the label follow every button', async () => {
    start(SKUS.map((s, i) => button(s, i, 'none')).join(''));
    for (const sku of SKUS) {
      click(buttonOf(sku));
      await vi.waitFor(() => expect(buttonOf(sku).getAttribute('aria-pressed')).toBe('true'));
    }
    expect(wl().split(',')).toEqual([...SKUS].reverse().slice(0, 6));
    await vi.waitFor(() => expect(buttonOf(SKUS[0]!).getAttribute('aria-pressed')).toBe('false'));
    expect(buttonOf(SKUS[6]!).getAttribute('aria-label')).toBe('Added to Wishlist: Phone 6');
    click(buttonOf(SKUS[6]!));
    await vi.waitFor(() => expect(buttonOf(SKUS[6]!).getAttribute('aria-pressed')).toBe('false'));
    expect(buttonOf(SKUS[6]!).getAttribute('aria-label')).toBe('Add to Wishlist: Phone 6');
    expect(wl().split(',')).not.toContain(SKUS[6]);
  });

  it('the click that mounted a heart is acted on once: the dictionary arriving later does not take the item back off', async () => {
    start(button(SKUS[0]!, 0, 'none'));
    const b = buttonOf(SKUS[0]!);
    click(b);
    await vi.waitFor(() => expect(b.getAttribute('aria-pressed')).toBe('true'));
    expect(wl()).toBe(SKUS[0]);
    // The dictionary settles after the mount (runtime/boot.ts sets the runtime's words).
    const words: Record<string, string> = { 'Added to Wishlist': 'In your wishlist' };
    mounted!.source.set({ ...mounted!.source.get(), t: (key, fallback) => words[key] ?? fallback ?? key });
    await vi.waitFor(() => expect(b.getAttribute('aria-label')).toBe('In your wishlist: Phone 0'));
    expect(b.getAttribute('aria-pressed')).toBe('true');
    expect(wl()).toBe(SKUS[0]);
    expect(document.querySelector('.snackbar')?.textContent ?? '').not.toContain('Removed');
  });

  it('an add opens the confirmation popup the button names; closing returns focus to the button', async () => {
    start(button(SKUS[0]!, 0) + POPUP);
    const b = buttonOf(SKUS[0]!);
    b.focus();
    click(b);
    await vi.waitFor(() => expect(openPopups()).toEqual([document.getElementById('wishlist-popup-0')]));
    expect(document.querySelector('.snackbar')).toBeNull();
    click(document.querySelector('#wishlist-popup-0 .layer-popup__close')!);
    expect(openPopups()).toEqual([]);
    expect(document.activeElement).toBe(b);
    // The removal opens no popup: the snack bar says it.
    await vi.waitFor(() => expect(b.getAttribute('aria-pressed')).toBe('true'));
    click(b);
    await vi.waitFor(() => expect(document.querySelector('.snackbar')?.textContent).toContain('Removed from Wishlist: Phone 0'));
    expect(openPopups()).toEqual([]);
  });

  it("the product page's link shows the state in its text, and its click does not follow the href; an icon's text is left alone", async () => {
    start(`<a href="#" role="button" class="js-wishlist-btn" aria-label="add wishlist" data-sku="${SKUS[2]}" data-add-text="Adicionar à lista de desejos" data-added-text="Adicionado à lista de desejos" data-product-name="Phone 2" data-div-id="none">Adicionar à lista de desejos</a>${button(SKUS[3]!, 3, 'none')}`);
    const link = buttonOf(SKUS[2]!);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('true'));
    expect(link.firstChild!.textContent).toBe('Adicionado à lista de desejos');
    expect(link.getAttribute('aria-label')).toBe('Adicionado à lista de desejos: Phone 2');
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('false'));
    expect(link.firstChild!.textContent).toBe('Adicionar à lista de desejos');
    // The heart's glyph is not a label: it stays.
    click(buttonOf(SKUS[3]!));
    await vi.waitFor(() => expect(buttonOf(SKUS[3]!).getAttribute('aria-pressed')).toBe('true'));
    expect(buttonOf(SKUS[3]!).firstChild!.textContent).toBe('♡');
    // Unmounted while added, the link reads as the page rendered it.
    click(link);
    await vi.waitFor(() => expect(link.firstChild!.textContent).toBe('Adicionado à lista de desejos'));
    mounted!.registry.stop();
    mounted = undefined;
    await vi.waitFor(() => expect(link.firstChild!.textContent).toBe('Adicionar à lista de desejos'));
    expect(link.getAttribute('aria-label')).toBe('add wishlist');
  });

  it("Space presses the product page's link (role=button) without scrolling; on a real button Space is the browser's", async () => {
    start(`<a href="#" role="button" class="js-wishlist-btn" aria-label="add wishlist" data-sku="${SKUS[2]}" data-add-text="Add to Wishlist" data-added-text="Added to Wishlist" data-product-name="Phone 2" data-div-id="none">Add to Wishlist</a>${button(SKUS[3]!, 3, 'none')}`);
    const link = buttonOf(SKUS[2]!);
    click(link);
    await vi.waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('true'));
    const space = (el: Element) => {
      const e = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(space(link)).toBe(true);
    await vi.waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('false'));
    // Held down, the key repeats: one press all the same, and the page does not scroll.
    const held = new KeyboardEvent('keydown', { key: ' ', repeat: true, bubbles: true, cancelable: true });
    link.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(link.getAttribute('aria-pressed')).toBe('false');
    expect(link.hasAttribute('aria-busy')).toBe(false);
    // A button clicks itself on Space: the plugin adds nothing to that.
    click(buttonOf(SKUS[3]!));
    await vi.waitFor(() => expect(buttonOf(SKUS[3]!).getAttribute('aria-pressed')).toBe('true'));
    expect(space(buttonOf(SKUS[3]!))).toBe(false);
    expect(buttonOf(SKUS[3]!).getAttribute('aria-pressed')).toBe('true');
  });

  it('a removal, or a button whose popup is not on the page, confirms in the snack bar instead', async () => {
    start(button(SKUS[1]!, 1));
    click(buttonOf(SKUS[1]!));
    await vi.waitFor(() => expect(document.querySelector('.snackbar')?.textContent).toContain('Added to Wishlist: Phone 1'));
    expect(openPopups()).toEqual([]);
  });
});

describe('wishlist buttons, signed in (docs/rules.md §7 "Cart and wishlist")', () => {
  const [ON_SERVER, NOT_ON_SERVER] = [SKUS[0]!, SKUS[1]!];
  /** A store holding ON_SERVER, its list answered after 150 ms; adds and removals confirmed. */
  async function store(list: unknown = { wishlists: [{ isDefault: true, entries: [{ product: { code: ON_SERVER } }] }] }) {
    return serve({
      '/tokocommercewebservices/v2/uk/users/current/wishlist': slow(150, json(list)),
      '/uk/ng/p4v1/addWishListItem': json({ resultCode: '0000' }),
      '/uk/ng/p4v1/delWishListItem': json({ resultCode: '0000' }),
    });
  }
  function startSignedIn(origin: string) {
    document.cookie = 'guid=guid-uk-shopper; path=/';
    document.body.innerHTML = `<main id="content">${button(ON_SERVER, 0, 'none')}${button(NOT_ON_SERVER, 1, 'none')}</main>`;
    mounted = mountPlugins([wishlist], { wishlist: { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk', storeDomain: origin }));
    mounted.bus.emit('session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' });
    mounted.bus.emit('session:ready', { signedIn: true });
  }
  const hover = (el: Element) => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  const calls = (server: Awaited<ReturnType<typeof store>>, action: string) => server.requests.filter((r) => r.path.includes(action)).map((r) => new URL(r.path, 'http://x').searchParams.get('productCode'));

  it('the server list is read once and the buttons show it', async () => {
    const server = await store();
    try {
      startSignedIn(server.origin);
      hover(buttonOf(ON_SERVER));
      hover(buttonOf(NOT_ON_SERVER));
      await vi.waitFor(() => expect(buttonOf(ON_SERVER).getAttribute('aria-pressed')).toBe('true'));
      expect(buttonOf(ON_SERVER).getAttribute('aria-label')).toBe('Added to Wishlist: Phone 0');
      expect(buttonOf(NOT_ON_SERVER).getAttribute('aria-pressed')).toBe('false');
      expect(server.requests.filter((r) => r.path === '/tokocommercewebservices/v2/uk/users/current/wishlist?loadEntries=true')).toHaveLength(1);
      expect(wl()).toBe('');
      expect(mounted!.bus.last('wishlist:loaded')).toEqual({ skus: [ON_SERVER], ok: true });
    } finally {
      await server.close();
    }
  });

  it('an add the store answers 2100 signs the shopper out and shows no failure; another refusal shows one', async () => {
    let code = '2100';
    const server = await serve({
      '/tokocommercewebservices/v2/uk/users/current/wishlist': json({ wishlists: [] }),
      '/uk/ng/p4v1/addWishListItem': (req, res, body) => json({ resultCode: code, returnURL: '/uk/' })(req, res, body),
    });
    try {
      startSignedIn(server.origin);
      const signOuts: unknown[] = [];
      mounted!.bus.on('session:sign-out', (p) => signOuts.push(p));
      click(buttonOf(NOT_ON_SERVER));
      await vi.waitFor(() => expect(signOuts).toEqual([{ returnUrl: '/uk/' }]));
      await vi.waitFor(() => expect(buttonOf(NOT_ON_SERVER).hasAttribute('aria-busy')).toBe(false));
      // The snack bar loads as a toast would; nothing says the change failed.
      await import('../../../runtime/ui/snack-bar');
      await new Promise((r) => setTimeout(r, 20));
      expect(document.body.textContent).not.toContain('could not be changed');
      code = '1001';
      click(buttonOf(NOT_ON_SERVER));
      await vi.waitFor(() => expect(document.body.textContent).toContain('The wishlist could not be changed. Please try again.'));
      expect([signOuts.length, buttonOf(NOT_ON_SERVER).getAttribute('aria-pressed')]).toEqual([1, 'false']);
    } finally {
      await server.close();
    }
  });

  it('a click made while the list loads removes an item the server holds (not a second add), and adds one it does not', async () => {
    const server = await store();
    try {
      startSignedIn(server.origin);
      click(buttonOf(ON_SERVER));
      await vi.waitFor(() => expect(calls(server, 'delWishListItem')).toEqual([ON_SERVER]));
      await vi.waitFor(() => expect(buttonOf(ON_SERVER).getAttribute('aria-pressed')).toBe('false'));
      expect(calls(server, 'addWishListItem')).toEqual([]);
      click(buttonOf(NOT_ON_SERVER));
      await vi.waitFor(() => expect(buttonOf(NOT_ON_SERVER).getAttribute('aria-pressed')).toBe('true'));
      expect(calls(server, 'addWishListItem')).toEqual([NOT_ON_SERVER]);
      expect(mounted!.bus.last('wishlist:changed')).toEqual({ skus: [NOT_ON_SERVER] });
    } finally {
      await server.close();
    }
  });

  it('a click made once the shopper is known but before the session is ready (its checks, the hand-over) also waits for the list', async () => {
    const server = await store();
    try {
      document.cookie = 'guid=guid-uk-shopper; path=/';
      document.body.innerHTML = `<main id="content">${button(ON_SERVER, 0, 'none')}</main>`;
      mounted = mountPlugins([wishlist], { wishlist: { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk', storeDomain: server.origin, useStore: 'Y' }));
      mounted.bus.emit('session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' });
      click(buttonOf(ON_SERVER));
      await vi.waitFor(() => expect(buttonOf(ON_SERVER).getAttribute('aria-busy')).toBe('true'));
      expect(server.requests).toEqual([]);
      mounted.bus.emit('session:ready', { signedIn: true });
      await vi.waitFor(() => expect(calls(server, 'delWishListItem')).toEqual([ON_SERVER]));
      expect(server.requests.map((r) => r.path.split('?')[0])).toEqual(['/tokocommercewebservices/v2/uk/users/current/wishlist', '/uk/ng/p4v1/delWishListItem']);
      expect(calls(server, 'addWishListItem')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a list that fails to load reads as empty: the button adds, and a warning says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = await store('{"wishlists": ');
    try {
      startSignedIn(server.origin);
      click(buttonOf(ON_SERVER));
      await vi.waitFor(() => expect(buttonOf(ON_SERVER).getAttribute('aria-pressed')).toBe('true'));
      expect(calls(server, 'addWishListItem')).toEqual([ON_SERVER]);
      expect(warn.mock.calls.map((c) => String(c[0])).some((m) => m.includes('the wishlist did not load'))).toBe(true);
      // uk is not one of the sites whose page callback fires on a failure (docs/rules.md §8).
      expect(mounted!.bus.last('wishlist:loaded')).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

describe('wishlist button data', () => {
  it('refuses a product code with markup, and an id that is no id (warning naming data-div-id)', () => {
    expect(() => fromMarker({ data: { sku: '<img src=x onerror=alert(1)>' } } as never)).toThrow(/data-sku/);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fromMarker({ data: { sku: 'SM-A', divId: 'x,body' } } as never).divId).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain('data-div-id');
    expect(fromMarker({ data: { sku: 'SM-A', divId: '#wishlist-popup-3' } } as never).divId).toBe('wishlist-popup-3');
  });
});
