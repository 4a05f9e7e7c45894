/**
 * The account blocks of the two older header generations (docs/rules.md §2 "Account"): the
 * legacy gnb header's before-login-context / after-login-context blocks (a disclosure button
 * over a layer of links, and the drawer's lists) and the nv00-gnb header's sign-in and name links.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMenu } from '../../../plugins/account-menu/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

// As on the pe page: desktop blocks in `ul.gnb__utility`, the drawer's in `.gnb__utility-mobile`.
const LEGACY = `<div class="gnb"><nav class="gnb__nav">
  <ul class="gnb__utility">
    <li class="gnb__login before-login-context"><a class="gnb__login-btn" href="javascript:void(0)" role="button"><span class="hidden">Iniciar sesión</span></a>
      <div class="gnb__login-layer"><ul class="gnb__utility-menu">
        <li><a class="gnb__utility-link loginBtn" href="/__backend/sign-in">Iniciar sesión</a></li>
        <li><a class="gnb__utility-link loginBtn" href="/__backend/sign-in">Sign-Up</a></li>
      </ul></div></li>
    <li class="gnb__logout after-login-context" style="display:none"><a class="gnb__logout-btn" href="javascript:void(0)" role="button"><span class="hidden">Abrir Mi menú</span></a>
      <div class="gnb__login-layer"><strong class="gnb__user-name"></strong><ul class="gnb__utility-menu">
        <li><a class="gnb__utility-link logoutBtn" href="javascript:;">Cerrar sesión</a></li>
      </ul></div></li>
  </ul>
  <div class="gnb__utility-mobile">
    <ul class="gnb__utility-menu before-login-context"><li><a class="gnb__utility-link loginBtn" href="/__backend/sign-in">Iniciar sesión</a></li></ul>
    <strong class="gnb__user-name after-login-context" style="display:none"><span class="gnb__user-name-inner"></span></strong>
    <ul class="gnb__utility-menu after-login-context" style="display:none"><li><a class="gnb__utility-link logoutBtn" href="javascript:;">Cerrar sesión</a></li></ul>
  </div>
</nav></div><a id="outside" href="/pe/">outside</a>`;

// As on the vn page.
const NV00 = `<nav class="nv00-gnb"><div class="nv00-gnb__user-account-wrap">
  <div class="nv00-gnb__user-account before-login"><a class="nv00-gnb__user-account-link loginBtn" href="javascript:;" data-linkinfo="/__backend/sign-in">Đăng nhập/Sign-Up</a></div>
  <div class="nv00-gnb__user-account after-login hide"><a class="nv00-gnb__user-account-link js-user-name"><p class="user-name"></p><p class="hidden">Mở Menu của tôi</p></a></div>
</div></nav>`;

let mounted: Mounted;
const q = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const key = (target: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
  target.dispatchEvent(event);
  return event;
};
// What the shopper sees of each legacy block: the inline display the markup hides them with.
const displays = () => ['.gnb__login', '.gnb__logout', '.gnb__utility-mobile > ul.before-login-context', '.gnb__utility-mobile > strong', '.gnb__utility-mobile > ul.after-login-context'].map((s) => q(s).style.display);

function start(html: string) {
  document.body.innerHTML = html;
  const runtime = buildRuntime({ loginLinkURL: '/__backend/sign-in', siteCode: 'pe' });
  mounted = mountPlugins([accountMenu], { 'account-menu': { enabled: true } }, runtime);
}
const signIn = () => mounted.bus.emit('session:changed', { signedIn: true, firstName: 'Valeria', lastName: 'Quispe', loginType: 'sa_login' });

beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('1280') && window.innerWidth >= 1280 })));
afterEach(() => {
  mounted.registry.stop();
  vi.unstubAllGlobals();
});

describe('account menu on the legacy gnb header', () => {
  it('signed out, the sign-in blocks show and their links carry this page; the signed-in ones stay hidden', async () => {
    start(LEGACY);
    // Every block mounted: the hidden ones were hidden by the plugin as much as by the markup.
    await expect.poll(() => [...document.querySelectorAll('.loginBtn')].map((a) => a.getAttribute('href')!.includes('redirect_uri'))).toEqual([true, true, true]);
    expect(displays()).toEqual(['', 'none', '', 'none', 'none']);
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.loginBtn')) {
      const url = new URL(link.href);
      expect(url.pathname).toBe('/__backend/sign-in');
      expect(url.searchParams.get('redirect_uri')).toBe(location.href);
    }
  });

  it('signed in, the signed-in blocks show with the first name, as text; signing out switches back', async () => {
    start(LEGACY);
    await expect.poll(() => q('.gnb__logout').dataset.sfMenu).toBe('closed');
    mounted.bus.emit('session:changed', { signedIn: true, firstName: '<img src=x onerror=alert(1)>', loginType: 'sa_login' });
    await expect.poll(displays).toEqual(['none', '', 'none', '', '']);
    expect([...document.querySelectorAll('.gnb__user-name')].map((n) => n.textContent)).toEqual(['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>']);
    expect(document.querySelector('.gnb__user-name img')).toBeNull();
    mounted.bus.emit('session:changed', { signedIn: false });
    await expect.poll(displays).toEqual(['', 'none', '', 'none', 'none']);
  });

  it('a block the page CSS also hides is shown as its kind of element', async () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="hide-after">.after-login-context { display: none; }</style>');
    try {
      start(LEGACY);
      signIn();
      await expect.poll(displays).toEqual(['none', 'list-item', 'none', 'block', 'block']);
    } finally {
      q('#hide-after').remove();
    }
  });

  it('the account button is a disclosure: a click opens and shuts its layer and never follows the link', async () => {
    start(LEGACY);
    const toggle = q('.gnb__login-btn');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const layer = q('.gnb__login .gnb__login-layer');
    expect(toggle.getAttribute('aria-controls')).toBe(layer.id);
    expect(layer.id).not.toBe('');
    expect(toggle.hasAttribute('aria-haspopup')).toBe(false);
    const first = click(toggle);
    expect(first.defaultPrevented).toBe(true);
    expect([toggle.getAttribute('aria-expanded'), q('.gnb__login').dataset.sfMenu]).toEqual(['true', 'open']);
    click(toggle);
    expect([toggle.getAttribute('aria-expanded'), q('.gnb__login').dataset.sfMenu]).toEqual(['false', 'closed']);
  });

  it('Space presses the button; Escape anywhere in the block shuts the layer and focuses the button', async () => {
    start(LEGACY);
    const toggle = q('.gnb__login-btn');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(key(toggle, ' ').defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = q('.gnb__login .loginBtn');
    link.focus();
    // The layer's links are plain links reached with Tab: arrows leave them alone.
    expect(key(link, 'ArrowDown').defaultPrevented).toBe(false);
    expect(key(link, 'Escape').defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    // Closed, Escape is the page's.
    expect(key(toggle, 'Escape').defaultPrevented).toBe(false);
  });

  it('focus leaving the block shuts the layer', async () => {
    start(LEGACY);
    const toggle = q('.gnb__login-btn');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    q('.gnb__login .loginBtn').focus();
    q('#outside').focus();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('on desktop the pointer opens the layer, the click that follows keeps it open, leaving shuts it', async () => {
    vi.stubGlobal('innerWidth', 1280);
    start(LEGACY);
    const block = q('.gnb__login');
    await expect.poll(() => block.dataset.sfMenu).toBe('closed');
    block.dispatchEvent(new MouseEvent('mouseenter'));
    expect(block.dataset.sfMenu).toBe('open');
    click(q('.gnb__login-btn'));
    expect(block.dataset.sfMenu).toBe('open');
    click(q('.gnb__login-btn'));
    expect(block.dataset.sfMenu).toBe('closed');
    block.dispatchEvent(new MouseEvent('mouseenter'));
    block.dispatchEvent(new MouseEvent('mouseleave'));
    expect(block.dataset.sfMenu).toBe('closed');
  });

  it("both sign-out links, the layer's and the drawer's, ask the session to sign out", async () => {
    start(LEGACY);
    signIn();
    await expect.poll(() => q('.gnb__logout').style.display).toBe('');
    // The drawer's link belongs to another instance, whose effects (its list shown, its link
    // listened to) may run a task later.
    await expect.poll(() => q('.gnb__utility-mobile ul.after-login-context').style.display).toBe('');
    const asked: unknown[] = [];
    mounted.bus.on('session:sign-out', (p) => asked.push(p));
    const events = [...document.querySelectorAll('.logoutBtn')].map(click);
    expect(asked).toEqual([{ returnUrl: location.href }, { returnUrl: location.href }]);
    expect(events.map((e) => e.defaultPrevented)).toEqual([true, true]);
  });

  it('the plugin leaves the lists and the name as lists and text: the drawer list is mounted as one block', async () => {
    start(LEGACY);
    signIn();
    await expect.poll(displays).toEqual(['none', '', 'none', '', '']);
    expect([...document.querySelectorAll('[data-sf-host]')].map((h) => h.parentElement!.classList[0])).toEqual(['gnb__login', 'gnb__logout', 'gnb__utility-mobile']);
    expect(q('.gnb__utility-mobile > strong').textContent).toBe('Valeria');
  });

  it("switching off gives the page its button, links and hidden blocks back", async () => {
    start(LEGACY);
    const toggle = q('.gnb__login-btn');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    signIn();
    await expect.poll(displays).toEqual(['none', '', 'none', '', '']);
    mounted.registry.stop();
    // Removals run through the time slicer: the markup is back by `plugin:unmounted`, maybe a task later (docs/architecture.md).
    await expect.poll(displays).toEqual(['', 'none', '', 'none', 'none']);
    expect(document.querySelectorAll('.hide, [data-sf-host]').length).toBe(0);
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    expect(toggle.hasAttribute('aria-expanded')).toBe(false);
    expect(q('.gnb__login .gnb__login-layer').hasAttribute('id')).toBe(false);
    expect(q('.gnb__login').dataset.sfMenu).toBeUndefined();
    expect(q('.gnb__login .loginBtn').getAttribute('href')).toBe('/__backend/sign-in');
    expect(click(toggle).defaultPrevented).toBe(false);
    expect(click(q('.logoutBtn')).defaultPrevented).toBe(false);
  });
});

describe('account menu on the nv00-gnb header', () => {
  it('signed out, the sign-in link goes to sign-in and back here instead of nowhere', async () => {
    start(NV00);
    const link = q<HTMLAnchorElement>('.before-login a');
    await expect.poll(() => link.getAttribute('href')).not.toBe('javascript:;');
    const url = new URL(link.href);
    expect(url.pathname).toBe('/__backend/sign-in');
    expect(url.searchParams.get('redirect_uri')).toBe(location.href);
    expect([q('.before-login').classList.contains('hide'), q('.after-login').classList.contains('hide')]).toEqual([false, true]);
  });

  it("signed in, the name shows and links to the shopper's page; the sign-in block hides", async () => {
    start(NV00);
    signIn();
    await expect.poll(() => q('.after-login').classList.contains('hide')).toBe(false);
    expect(q('.before-login').classList.contains('hide')).toBe(true);
    expect(q('.after-login .user-name').textContent).toBe('Valeria');
    expect(q<HTMLAnchorElement>('.after-login a').href).toBe(`${location.origin}/pe/mypage/`);
  });
});
