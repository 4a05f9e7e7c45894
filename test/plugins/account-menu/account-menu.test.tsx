import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMenu } from '../../../plugins/account-menu/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';
import { json, serve } from '../../support/http-server';

const ITEM = (label: string, extra = '') => `<a role="menuitem" an-la="${label}" class="nv00-gnb-v4__utility-menu ${extra}" href="/uk/${label.replace(/ /g, '-')}/">${label}</a>`;
const HEADER = `
  <div class="nv00-gnb-v4__utility-wrap before-login">
    <button class="nv00-gnb-v4__utility-user" data-js-action="user" aria-expanded="false">Login/Sign-Up</button>
    <div role="menu" aria-label="account" class="nv00-gnb-v4__utility-menu-list"><div class="nv00-gnb-v4__utility-menu-wrap">
      <a role="menuitem" class="nv00-gnb-v4__utility-menu nv00-gnb-v4__utility-menu--sign-in" href="#">Login/Sign-Up</a>${ITEM('orders')}
    </div></div>
  </div>
  <div class="nv00-gnb-v4__utility-wrap after-login">
    <button class="nv00-gnb-v4__utility-user" data-js-action="user" aria-expanded="false">Open My Menu</button>
    <div role="menu" aria-label="account" class="nv00-gnb-v4__utility-menu-list"><div class="nv00-gnb-v4__utility-menu-wrap">
      <a role="menuitem" class="js-user-name" href="javascript:;"><p class="user-name"></p></a>${ITEM('my page')}${ITEM('my rewards')}${ITEM('wishlist')}
      <a role="menuitem" an-la="logout" class="logoutBtn" href="javascript:;">Logout</a>
    </div></div>
  </div>
  <a id="outside" href="/uk/">outside</a>`;

let mounted: Mounted;
const before = () => document.querySelector<HTMLElement>('.before-login')!;
const after = () => document.querySelector<HTMLElement>('.after-login')!;
const button = (block: HTMLElement) => block.querySelector<HTMLElement>('[data-js-action="user"]')!;
const rewards = () => after().querySelector<HTMLElement>('a[an-la="my rewards"]')!;
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const shown = (block: HTMLElement) => !block.classList.contains('hide');

function start(fields: Record<string, string> = {}, endpoints: Record<string, string> = {}) {
  document.body.innerHTML = HEADER;
  const runtime = buildRuntime({ loginLinkURL: '/__backend/sign-in', ...fields });
  mounted = mountPlugins([accountMenu], { 'account-menu': { enabled: true } }, { ...runtime, site: { ...runtime.site, endpoints } });
  return mounted;
}
// Both blocks mounted and their effects run (each sets its menu state).
const mountedBoth = () => expect.poll(() => [before().dataset.sfMenu, after().dataset.sfMenu, before().classList.contains('hide') || after().classList.contains('hide')]).toEqual(['closed', 'closed', true]);
const signIn = (firstName = 'Olivia') => mounted.bus.emit('session:changed', { signedIn: true, firstName, lastName: 'Bennett', loginType: 'sa_login' });

beforeEach(() => {
  document.cookie = 'tmktid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('1280') && window.innerWidth >= 1280 }));
});
afterEach(() => {
  mounted.registry.stop();
  vi.unstubAllGlobals();
});

describe('account menu: the block follows the session', () => {
  it('signed out: the before-login block shows, the sign-in link carries the current page', async () => {
    start();
    await mountedBoth();
    expect([shown(before()), shown(after())]).toEqual([true, false]);
    const link = new URL(before().querySelector<HTMLAnchorElement>('.nv00-gnb-v4__utility-menu--sign-in')!.href);
    expect(link.pathname).toBe('/__backend/sign-in');
    expect(link.searchParams.get('redirect_uri')).toBe(location.href);
  });

  it('signed in: the after-login block shows with the first name; signing out switches back', async () => {
    start();
    await mountedBoth();
    signIn();
    await expect.poll(() => [shown(before()), shown(after())]).toEqual([false, true]);
    expect(after().style.display).toBe('flex');
    expect(after().querySelector('.user-name')!.textContent).toBe('Olivia');
    mounted.bus.emit('session:changed', { signedIn: false });
    await expect.poll(() => [shown(before()), shown(after())]).toEqual([true, false]);
    expect(after().querySelector('.user-name')!.textContent).toBe('');
  });

  it("a discount-store user without a name is shown as 'User'; names are text, never markup", async () => {
    document.cookie = 'tmktid=workplace; path=/';
    start();
    await mountedBoth();
    signIn('');
    await expect.poll(() => after().querySelector('.user-name')!.textContent).toBe('User');
    signIn('<img src=x onerror=alert(1)>');
    await expect.poll(() => after().querySelector('.user-name')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(after().querySelector('img')).toBeNull();
  });

  it('a session known before the mount is replayed', async () => {
    document.body.innerHTML = HEADER;
    const runtime = buildRuntime();
    runtime.bus.emit('session:changed', { signedIn: true, firstName: 'James' });
    mounted = mountPlugins([accountMenu], { 'account-menu': { enabled: true } }, runtime);
    await expect.poll(() => after().querySelector('.user-name')!.textContent).toBe('James');
  });
});

describe('account menu: keyboard (menu button pattern)', () => {
  it.each(['Enter', ' ', 'ArrowDown'])('%j on the button opens and focuses the first item', async (k) => {
    start();
    await mountedBoth();
    key(button(before()), k);
    expect(button(before()).getAttribute('aria-expanded')).toBe('true');
    expect(before().dataset.sfMenu).toBe('open');
    expect(document.activeElement?.textContent).toBe('Login/Sign-Up');
  });

  it('ArrowUp opens on the last item; arrows wrap, Home and End jump', async () => {
    start();
    await mountedBoth();
    signIn();
    await expect.poll(() => shown(after())).toBe(true);
    key(button(after()), 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Logout');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.classList.contains('js-user-name')).toBe(true);
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Logout');
    key(document.activeElement!, 'Home');
    expect(document.activeElement?.classList.contains('js-user-name')).toBe(true);
    key(document.activeElement!, 'End');
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('Escape closes and returns focus to the button', async () => {
    start();
    await mountedBoth();
    key(button(before()), 'Enter');
    key(document.activeElement!, 'Escape');
    expect(button(before()).getAttribute('aria-expanded')).toBe('false');
    expect(before().dataset.sfMenu).toBe('closed');
    expect(document.activeElement).toBe(button(before()));
  });

  it('focus leaving the block closes the menu', async () => {
    start();
    await mountedBoth();
    key(button(before()), 'Enter');
    document.activeElement!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('outside') }));
    expect(before().dataset.sfMenu).toBe('closed');
  });
});

describe('account menu: mouse and touch', () => {
  it('hover opens and leaving closes on desktop (1280 px and wider)', async () => {
    vi.stubGlobal('innerWidth', 1280);
    start();
    await mountedBoth();
    before().dispatchEvent(new MouseEvent('mouseenter'));
    expect(button(before()).getAttribute('aria-expanded')).toBe('true');
    before().dispatchEvent(new MouseEvent('mouseleave'));
    expect(button(before()).getAttribute('aria-expanded')).toBe('false');
  });

  it('hover does nothing below 1280 px; a tap toggles', async () => {
    vi.stubGlobal('innerWidth', 1279);
    start();
    await mountedBoth();
    before().dispatchEvent(new MouseEvent('mouseenter'));
    expect(before().dataset.sfMenu).toBe('closed');
    button(before()).click();
    expect(before().dataset.sfMenu).toBe('open');
    button(before()).click();
    expect(before().dataset.sfMenu).toBe('closed');
  });

  it('the logout item asks the session to sign out, returning to this page', async () => {
    start();
    await mountedBoth();
    const asked: unknown[] = [];
    mounted.bus.on('session:sign-out', (p) => asked.push(p));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    after().querySelector('.logoutBtn')!.dispatchEvent(click);
    expect(asked).toEqual([{ returnUrl: location.href }]);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('account menu: rewards link (docs/rules.md §6)', () => {
  it.each([
    ['a member', { statusCode: 200, resultData: { apiResult: { isMember: true } } }, false],
    ['not a member', { statusCode: 200, resultData: { apiResult: { isMember: false } } }, true],
    ['a malformed reply', 'not json', true],
    ['a wrong statusCode', { statusCode: 500, resultData: { apiResult: { isMember: true } } }, true],
  ])('%s: rewards link hidden = %s', async (_, reply, hidden) => {
    const server = await serve({ '/check': json(reply) });
    try {
      start({}, { rewardsCheck: `${server.origin}/check` });
      await mountedBoth();
      signIn();
      await expect.poll(() => server.requests.length).toBe(1);
      await expect.poll(() => rewards().hidden).toBe(hidden);
      expect(server.requests[0]!.headers['sg-site-code']).toBe('uk');
    } finally {
      await server.close();
    }
  });
});
