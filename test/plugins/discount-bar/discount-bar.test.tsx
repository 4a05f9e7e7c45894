/**
 * The discount bar mounted through the real registry on the US discount-program template
 * (docs/rules.md §4 "US discount store"): normal (hidden) → member store (cookies, logo, name
 * or 'User', savings) → exit (the call, cookies cleared, the site home); the store list with
 * its five-entry fallback.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../runtime/cookies';
import type { DiscountStore } from '../../../runtime/rules/discount-member';
import { discountBar } from '../../../plugins/discount-bar/index';
import { barState } from '../../../plugins/discount-bar/DiscountBar';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';
import { clearCookies, cookieNames, TOKEN } from '../../runtime/services/fakes';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/us/shop/discount-program.html'), 'utf8'))![1]!.replaceAll('{{PAGE_ORIGIN}}', 'http://localhost:3000').replaceAll('{{SECOND_ORIGIN}}', 'http://store.test');
const STORE: DiscountStore = { id: 'education', name: 'Education Offers Program', planId: 'PLAN-EDU-01', logo: 'https://img.test/edu.svg', segment: 'EDU', verified: true };
const INFO = { store_id: 'education', store_disp_name: 'Education Offers Program', legacy_plan_id: 'PLAN-EDU-01', image_logo_url: 'https://img.test/edu.svg', store_segment: 'EDU' };
const DETAILS = { store_info: INFO, access_type: 'email' };
const NEW = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub3N0b3JlIn0.c2ln';
const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { 'content-type': 'application/json' } });
const CART = { line_items: [{ quantity: 2, line_item_cost: { unit_list_price: 1999.99, unit_price: 1399.99 }, line_items: [{ quantity: 1, line_item_cost: { unit_list_price: 99, unit_price: 79 } }] }] };

let mounted: Mounted | undefined;
const bar = () => document.querySelector<HTMLElement>('.epp-bar-wrap')!;
const q = <T extends Element = HTMLElement>(s: string) => bar().querySelector<T>(s)!;

beforeEach(clearCookies);
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  clearCookies();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function start(replies: Record<string, () => Response> = {}, page = body, redirectHosts: string[] = []) {
  document.body.innerHTML = page;
  document.cookie = `jwt_us=${TOKEN}; path=/`;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/us/shop/discount-program/education/', assign } as Location);
  const fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost:3000').pathname;
    return (replies[path] ?? (() => json({}, 404)))();
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const built = buildRuntime({ siteCode: 'us', storeDomain: 'http://store.test' });
  const runtime = { ...built, site: { ...built.site, redirectHosts } };
  mounted = mountPlugins([discountBar], { 'discount-bar': { enabled: true, options: {} } }, runtime);
  await vi.waitFor(() => expect(mounted!.events.filter((e) => e.type === 'plugin:mounted')).toHaveLength(2));
  return { assign, bus: runtime.bus, fetchMock };
}

describe('discount bar states (docs/rules.md §4)', () => {
  it('barState: normal without a member store, member with one, exit while exiting', () => {
    expect(barState(null, false)).toBe('normal');
    expect(barState(STORE, false)).toBe('member');
    expect(barState(STORE, true)).toBe('exit');
    expect(barState(null, true)).toBe('exit');
  });

  it('normal: the bar is hidden and no store cookie is written', async () => {
    const { bus } = await start();
    bus.emit('session:changed', { signedIn: true, firstName: 'Olivia' });
    await vi.waitFor(() => expect(bar().dataset.sfState).toBe('normal'));
    bus.emit('session:changed', { signedIn: false, discount: DETAILS });
    bus.emit('session:changed', { signedIn: true, discount: { store_info: 'education', access_type: 'email' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(bar().dataset.sfState).toBe('normal');
    expect(bar().hidden).toBe(true);
    expect(cookieNames()).toEqual(['jwt_us']);
  });

  it('member: cookies from the store, logo, name and the savings in dollars with two decimals', async () => {
    const { bus, fetchMock } = await start({ '/v4/shopping-carts/fetch-cart': () => json(CART) });
    bus.emit('session:changed', { signedIn: true, firstName: 'Emma', lastName: 'Teacher', discount: DETAILS });
    await vi.waitFor(() => expect(q('.epp-bar-savings').textContent).toBe('You save $1,220.00'));
    expect(bar().dataset.sfState).toBe('member');
    expect(bar().hidden).toBe(false);
    expect(readCookie('discountStoreId')).toBe('education');
    expect(readCookie('discountStoreSegment')).toBe('EDU');
    expect(readCookie('discountVerified')).toBe('Y');
    expect(readCookie('discountStoreName')).toBe('Education Offers Program');
    expect(readCookie('discountPlanId')).toBe('PLAN-EDU-01');
    expect(readCookie('discountStoreLogo')).toBe('https://img.test/edu.svg');
    expect(q<HTMLImageElement>('.epp-bar-logo img').getAttribute('src')).toBe('https://img.test/edu.svg');
    expect(q<HTMLImageElement>('.epp-bar-logo img').alt).toBe('Education Offers Program');
    expect(q('.epp-bar-username').textContent).toBe('Emma Teacher');
    // (1999.99 − 1399.99) × 2 + (99 − 79) × 1
    expect(q('.epp-bar-savings').textContent).toBe('You save $1,220.00');
    expect(q('.epp-bar-savings').dataset.savings).toBe('1220.00');
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('http://store.test/v4/shopping-carts/fetch-cart');
  });

  it("a member without a name is 'User'; markup in names stays text; an http logo is no logo; a failed cart is no savings line", async () => {
    const { bus } = await start({ '/v4/shopping-carts/fetch-cart': () => json({ line_items: 'x' }) });
    bus.emit('session:changed', { signedIn: true, firstName: '', discount: { store_info: { ...INFO, store_disp_name: '<img src=x onerror=alert(1)>', image_logo_url: 'http://img.test/x.png' }, access_type: 'email' } });
    await vi.waitFor(() => expect(bar().dataset.sfState).toBe('member'));
    expect(q('.epp-bar-username').textContent).toBe('User');
    expect(q<HTMLElement>('.epp-bar-logo').hidden).toBe(true);
    expect(bar().querySelectorAll('img')).toHaveLength(1);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledWith('storefront: discount-bar: fetch-cart line_items is not a usable list; no savings line'));
    expect(q('.epp-bar-savings').hidden).toBe(true);
    bus.emit('session:changed', { signedIn: true, firstName: '<b>Emma</b>', discount: DETAILS });
    await vi.waitFor(() => expect(q('.epp-bar-username').textContent).toBe('<b>Emma</b>'));
    expect(q('.epp-bar-username').children).toHaveLength(0);
  });

  it('exit: the exit call with the jwt, the new jwt kept, the store cookies cleared, then the site home', async () => {
    const { bus, assign, fetchMock } = await start({ '/v4/shopping-carts/fetch-cart': () => json(CART), '/v1/sso/user/private-store/exit-store': () => json({ statusCode: 200, jwt: NEW }) });
    bus.emit('session:changed', { signedIn: true, firstName: 'Emma', discount: DETAILS });
    await vi.waitFor(() => expect(readCookie('discountStoreId')).toBe('education'));
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    q('.js-exit-store').dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/us/'));
    // The state is written by an effect after the render, which a loaded machine can run after the call's reply.
    await vi.waitFor(() => expect(bar().dataset.sfState).toBe('exit'));
    const exit = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/exit-store')) as unknown as [string, RequestInit];
    expect(exit[0]).toBe('http://store.test/v1/sso/user/private-store/exit-store');
    expect(exit[1].headers).toMatchObject({ 'x-ecom-jwt': TOKEN });
    expect(cookieNames()).toEqual(['jwt_us']);
    expect(readCookie({ name: 'jwt_us', life: 1 })).toBe(NEW);
    q('.js-exit-store').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).endsWith('/exit-store'))).toHaveLength(1);
  });

  it('switched off, the bar is the page\'s again, so its CSS hides it: no state, the page\'s logo, name and label', async () => {
    const shipped = Object.assign(document.createElement('template'), { innerHTML: body }).content.querySelector('.epp-bar-wrap')!.outerHTML;
    // A member whose exit has started (EXIT STORE disabled); and a shopper with no store.
    const { bus } = await start({ '/v4/shopping-carts/fetch-cart': () => json(CART), '/v1/sso/user/private-store/exit-store': () => new Promise<Response>(() => {}) as unknown as Response });
    bus.emit('session:changed', { signedIn: true, firstName: 'Emma', lastName: 'Teacher', discount: DETAILS });
    await vi.waitFor(() => expect(q('.epp-bar-savings').textContent).toBe('You save $1,220.00'));
    q('.js-exit-store').click();
    await vi.waitFor(() => expect(bar().dataset.sfState).toBe('exit'));
    // While the exit call runs the bar still greets the member.
    expect([q('.epp-bar-username').textContent, q('.epp-bar-savings').textContent]).toEqual(['Emma Teacher', 'You save $1,220.00']);
    mounted!.registry.stop();
    await expect.poll(() => bar().outerHTML).toBe(shipped);
    const next = await start();
    next.bus.emit('session:changed', { signedIn: true, firstName: 'Olivia' });
    await vi.waitFor(() => expect(bar().dataset.sfState).toBe('normal'));
    mounted!.registry.stop();
    await expect.poll(() => bar().outerHTML).toBe(shipped);
  });

  it("data-exit-url is followed on the site's redirectHosts; off the list it is the site home", async () => {
    for (const [url, lands] of [
      ['https://shop.example.com/us/offers/', 'https://shop.example.com/us/offers/'],
      ['https://evil.example/us/', 'http://localhost:3000/us/'],
    ]) {
      const { bus, assign } = await start({ '/v1/sso/user/private-store/exit-store': () => json({ statusCode: 200 }) }, body, ['shop.example.com']);
      bus.emit('session:changed', { signedIn: true, firstName: 'Emma', discount: DETAILS });
      await vi.waitFor(() => expect(bar().dataset.sfState).toBe('member'));
      q('.js-exit-store').dataset.exitUrl = url;
      q('.js-exit-store').click();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(lands));
      mounted!.registry.stop();
      vi.restoreAllMocks();
    }
  });

  it('a failed exit deletes the store cookies anyway and still goes home signed in', async () => {
    const { bus, assign } = await start({ '/v1/sso/user/private-store/exit-store': () => json({ statusCode: 500 }, 500) });
    bus.emit('session:changed', { signedIn: true, firstName: 'Emma', discount: DETAILS });
    await vi.waitFor(() => expect(readCookie('discountStoreId')).toBe('education'));
    q('.js-exit-store').click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/us/'));
    expect(cookieNames()).toEqual(['jwt_us']);
    expect(readCookie({ name: 'jwt_us', life: 1 })).toBe(TOKEN);
  });
});

describe('discount store list (docs/rules.md §7 epp-discount.json)', () => {
  const links = () => [...document.querySelectorAll<HTMLAnchorElement>('.epp-store-list__link')].map((a) => [a.textContent, a.getAttribute('href')]);

  it('lists the stores of epp-discount.json', async () => {
    await start({ '/us/smg/content/samsung/us/discount-program/epp-discount.json': () => json({ stores: [{ id: 'education', label: 'Education Offers Program', url: '/us/shop/discount-program/education/' }] }) });
    await vi.waitFor(() => expect(links()).toEqual([['Education Offers Program', '/us/shop/discount-program/education/']]));
  });

  it('a failed epp-discount.json shows the five fallback stores', async () => {
    await start({ '/us/smg/content/samsung/us/discount-program/epp-discount.json': () => json({ error: 'x' }, 500) });
    await vi.waitFor(() => expect(links()).toHaveLength(5));
    expect(links()[1]).toEqual(['First Responders', '/us/shop/discount-program/first-responders/']);
  });

  it('an off-site data-stores-json is never asked: the five fallback stores, with a warning naming the attribute', async () => {
    const { fetchMock } = await start({}, body.replace('data-stores-json="/us/smg/content/samsung/us/discount-program/epp-discount.json"', 'data-stores-json="https://evil.example/epp-discount.json"'));
    await vi.waitFor(() => expect(links()).toHaveLength(5));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('epp-discount'))).toEqual([]);
    expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain('data-stores-json is not on this site; default stores');
  });
});

describe('discount bar verification (docs/rules.md §6)', () => {
  it('a member whose access type has no email is stored as unverified (epp_verified N)', async () => {
    const { bus } = await start();
    bus.emit('session:changed', { signedIn: true, firstName: 'Emma', discount: { store_info: INFO, access_type: 'sso' } });
    await vi.waitFor(() => expect(readCookie('discountVerified')).toBe('N'));
    expect(bar().dataset.sfState).toBe('member');
  });
});
