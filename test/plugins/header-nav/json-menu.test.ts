import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyJsonMenu, type JsonMenuDeps } from '../../../plugins/header-nav/json-menu';
import { scheduleLiveBadges, type MenuClock } from '../../../plugins/header-nav/live-badges';

const NAV = `
<nav class="nv00-gnb-v4" aria-label="main navigation">
  <ul class="nv00-gnb-v4__l0-menu-list nv00-gnb-v4__l0-menu-list--left" aria-label="main menu">
    <li class="nv00-gnb-v4__l0-menu"><div class="nv00-gnb-v4__l0-menu-title">
      <a class="nv00-gnb-v4__l0-menu-link" an-tr="nv00_gnb-home-l0-navigation2" href="/us/mobile/">Default mobile</a></div></li>
  </ul>
  <ul class="nv00-gnb-v4__l0-menu-list nv00-gnb-v4__l0-menu-list--right"><li class="nv00-gnb-v4__l0-menu">Support</li></ul>
</nav>`;

const T0 = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 3_600_000;

/** A controlled clock: time moves only when the test says, and due timers run then. */
function testClock(start = T0): MenuClock & { advance(ms: number): void; pending(): number } {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++seq, { at: now + ms, run });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
  };
}

const leaf = (displayName: string, linkUrl: string, extra: object = {}) => ({ displayName, linkUrl, linkTarget: '', fimageL3url: '', ...extra });
const MENU = {
  menuOptions: [
    {
      titleTabHeadline: 'Mobile',
      titleTaburl: '/us/mobile/',
      foImg: '/img/fold.png',
      foImgAlt: 'Galaxy Z Fold7 unfolded',
      foLinkUrl: '/us/fold7/',
      fiHeadline: 'Galaxy Z Fold7',
      fiCtaText: 'Buy now',
      children: [
        {
          displayName: 'Smartphones',
          linkUrl: '/us/smartphones/',
          linkTarget: '',
          flyOutSections: [
            { flyOutImage: '/img/s25.png', flyOutLink: '/us/s25/', flyOutTitle: 'Galaxy S25', flyOutBlackTextTheme: true },
            { flyOutImage: '/img/watch.png', flyOutLink: '/us/watch/', flyOutTitle: 'Galaxy Watch8', flyOutBlackTextTheme: false },
          ],
          shopAllLinkUrl: '/us/smartphones/all/',
          shopAllLinkTextDesktop: 'Shop all phones',
          children: [leaf('Galaxy S25 Ultra', '/us/s25-ultra/', { fimageL3url: '/img/s25u.png' }), leaf('<img src=x onerror=alert(1)>', '/us/xss/'), leaf('Bad', 'javascript:alert(1)')],
        },
        { displayName: 'Trade-in', linkUrl: 'https://www.example.com/us/trade-in/', linkTarget: 'B', children: [] },
        { displayName: 'SMB offers', linkUrl: '/us/business/smb/', smbOnly: true, children: [] },
      ],
    },
    {
      titleTabHeadline: 'Live',
      titleTaburl: '/us/live/',
      liveStart: new Date(T0 + HOUR).toISOString(),
      liveEnd: new Date(T0 + 2 * HOUR).toISOString(),
      children: [],
    },
  ],
};

function deps(overrides: Partial<JsonMenuDeps> = {}): JsonMenuDeps & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    url: '/us/api/header-menu.json',
    fetch: async () => structuredClone(MENU),
    warn: (m) => warnings.push(m),
    isSmb: async () => false,
    clock: testClock(),
    pageUrl: 'https://www.example.com/us/',
    allowedHosts: [],
    warnings,
    ...overrides,
  };
}

let nav: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = NAV;
  nav = document.querySelector('nav')!;
});
afterEach(() => {
  document.body.replaceChildren();
});

const left = () => nav.querySelector('.nv00-gnb-v4__l0-menu-list--left')!;
const texts = (selector: string) => [...nav.querySelectorAll(selector)].map((n) => n.textContent);

describe('applyJsonMenu: the markup it builds (docs/rules.md §2, §3)', () => {
  it('replaces the left L0 list only, with one v4 L0 item per menu option', async () => {
    const d = deps();
    await expect(applyJsonMenu(nav, d)).resolves.toBe(true);
    expect([...left().children].map((li) => li.className)).toEqual(['nv00-gnb-v4__l0-menu', 'nv00-gnb-v4__l0-menu']);
    expect(texts('.nv00-gnb-v4__l0-menu-text')).toEqual(['Mobile', 'Live']);
    expect(nav.querySelector('.nv00-gnb-v4__l0-menu-list--right')!.textContent).toBe('Support');
    expect(nav.textContent).not.toContain('Default mobile');
  });

  it('L0 link and its toggle controlling the panel; L1 and L2 links with absolute hrefs', async () => {
    await applyJsonMenu(nav, deps());
    const link = nav.querySelector<HTMLAnchorElement>('a.nv00-gnb-v4__l0-menu-link')!;
    expect(link.href).toBe('https://www.example.com/us/mobile/');
    expect(link.getAttribute('an-tr')).toBe('nv00_gnb-home-l0-navigation2');
    expect(link.getAttribute('an-la')).toBe('mobile');
    const toggle = nav.querySelector('button.nv00-gnb-v4__l0-menu-toggle-btn')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.className).toBe('nv00-gnb-v4__l1-menu-container');
    expect(panel.querySelector('.nv00-gnb-v4__l1-menu-container-title')!.textContent).toBe('Mobile');
    expect([...panel.querySelectorAll<HTMLAnchorElement>('a.nv00-gnb-v4__l1-menu-link')].map((a) => a.href)).toEqual(['https://www.example.com/us/smartphones/', 'https://www.example.com/us/trade-in/']);
    expect([...panel.querySelectorAll<HTMLAnchorElement>('a.nv00-gnb-v4__l2-menu-link')].map((a) => a.getAttribute('href'))).toEqual(['https://www.example.com/us/s25-ultra/', 'https://www.example.com/us/xss/']);
  });

  it('a group with items has the page menu\'s two headings: the desktop link and the mobile accordion button', async () => {
    await applyJsonMenu(nav, deps());
    const groups = [...nav.querySelectorAll('.nv00-gnb-v4__l1-menu')];
    const phones = groups.find((g) => g.textContent!.includes('Smartphones'))!;
    expect(phones.querySelector('a.nv00-gnb-v4__l1-menu-link')!.classList.contains('nv00-gnb-v4--pc-only')).toBe(true);
    const toggle = phones.querySelector<HTMLButtonElement>('button.nv00-gnb-v4__l1-menu-toggle-btn.nv00-gnb-v4--mobile-only')!;
    expect(toggle.type).toBe('button');
    expect(toggle.textContent).toBe('Smartphones');
    expect(toggle.nextElementSibling!.className).toBe('nv00-gnb-v4__l2-menu-list');
    // Without items there is nothing to fold: the link is the heading at every width.
    const tradeIn = groups.find((g) => g.textContent!.includes('Trade-in'))!;
    expect(tradeIn.querySelector('button')).toBeNull();
    expect(tradeIn.querySelector('a.nv00-gnb-v4__l1-menu-link')!.classList.contains('nv00-gnb-v4--pc-only')).toBe(false);
  });

  it("linkTarget 'B' opens a new tab with rel=noopener; others have neither", async () => {
    await applyJsonMenu(nav, deps());
    const [phones, tradeIn] = nav.querySelectorAll<HTMLAnchorElement>('a.nv00-gnb-v4__l1-menu-link');
    expect(tradeIn!.target).toBe('_blank');
    expect(tradeIn!.rel).toBe('noopener');
    expect(phones!.hasAttribute('target')).toBe(false);
    expect(phones!.hasAttribute('rel')).toBe(false);
  });

  it('markup in a title is text, never elements; no script URL becomes an href', async () => {
    await applyJsonMenu(nav, deps());
    expect(texts('.nv00-gnb-v4__l2-menu-text')).toContain('<img src=x onerror=alert(1)>');
    expect(nav.querySelectorAll('img[onerror]')).toHaveLength(0);
    for (const a of nav.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^https:\/\/www\.example\.com\//);
    expect(texts('.nv00-gnb-v4__l2-menu-text')).not.toContain('Bad');
  });

  it('fly-outs carry the black-text theme class only when asked; images have alt text', async () => {
    await applyJsonMenu(nav, deps());
    const flyouts = [...nav.querySelectorAll('a.nv00-gnb-v4__flyout')];
    expect(flyouts.map((a) => a.classList.contains('nv00-gnb-v4__flyout--black-text'))).toEqual([true, false]);
    expect(flyouts.map((a) => a.querySelector('img')!.alt)).toEqual(['Galaxy S25', 'Galaxy Watch8']);
    expect(flyouts.map((a) => a.querySelector('.nv00-gnb-v4__flyout-title')!.textContent)).toEqual(['Galaxy S25', 'Galaxy Watch8']);
    const featured = nav.querySelector<HTMLAnchorElement>('a.nv00-gnb-v4__l1-featured-link')!;
    expect(featured.href).toBe('https://www.example.com/us/fold7/');
    expect(featured.querySelector('img')!.alt).toBe('Galaxy Z Fold7 unfolded');
    expect(featured.querySelector('img')!.getAttribute('src')).toBe('https://www.example.com/img/fold.png');
    expect(featured.querySelector('.nv00-gnb-v4__l1-featured-cta')!.textContent).toBe('Buy now');
    // The L3 image sits beside its own text: decorative.
    expect(nav.querySelector<HTMLImageElement>('img.nv00-gnb-v4__l2-menu-image')!.alt).toBe('');
  });

  it('the shop-all link follows the L2 list', async () => {
    await applyJsonMenu(nav, deps());
    const all = nav.querySelector<HTMLAnchorElement>('a.nv00-gnb-v4__shop-all-link')!;
    expect(all.textContent).toBe('Shop all phones');
    expect(all.href).toBe('https://www.example.com/us/smartphones/all/');
  });

  it('the dropped item is named in one warning', async () => {
    const d = deps();
    await applyJsonMenu(nav, d);
    expect(d.warnings).toEqual(['storefront: header-nav: menu JSON: dropped menuOptions[0].children[0].children[2].linkUrl']);
  });

  it('builds no element from strings: no inline handlers or script anywhere', async () => {
    await applyJsonMenu(nav, deps());
    expect(nav.querySelectorAll('script, iframe, object')).toHaveLength(0);
    for (const node of nav.querySelectorAll('*')) for (const attr of node.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
  });
});

describe('applyJsonMenu: SMB-only items (docs/rules.md §6)', () => {
  it('are removed for other shoppers', async () => {
    await applyJsonMenu(nav, deps());
    expect(texts('.nv00-gnb-v4__l1-menu-text')).toEqual(['Smartphones', 'Trade-in']);
  });

  it('are kept for SMB-registered shoppers', async () => {
    await applyJsonMenu(nav, deps({ isSmb: async () => true }));
    expect(texts('.nv00-gnb-v4__l1-menu-text')).toEqual(['Smartphones', 'Trade-in', 'SMB offers']);
  });

  it('are removed when the SMB check fails', async () => {
    await applyJsonMenu(nav, deps({ isSmb: () => Promise.reject(new Error('down')) }));
    expect(texts('.nv00-gnb-v4__l1-menu-text')).not.toContain('SMB offers');
  });
});

describe('applyJsonMenu: failures keep the default menu (docs/rules.md §8)', () => {
  it.each([
    ['a failed call', () => Promise.reject(new Error('HTTP 500')), 'failed (HTTP 500)'],
    ['a timeout', () => Promise.reject(new Error('timed out after 10000 ms')), 'failed (timed out after 10000 ms)'],
    ['not a menu', async () => ({ items: [] }), 'menuOptions is not a list'],
    ['a text body', async () => '<html>', 'menuOptions is not a list'],
    ['only bad items', async () => ({ menuOptions: [{ titleTabHeadline: '', titleTaburl: 'javascript:x' }] }), 'no valid item'],
  ])('%s', async (_name, fetch, message) => {
    const d = deps({ fetch });
    await expect(applyJsonMenu(nav, d)).resolves.toBe(false);
    expect(texts('.nv00-gnb-v4__l0-menu-link')).toEqual(['Default mobile']);
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toContain(message);
    expect(d.warnings[0]).toContain('default menu kept');
  });

  it('no menu JSON address: nothing asked, nothing said, the default menu stays', async () => {
    const fetch = vi.fn();
    const d = deps({ url: '', fetch });
    await expect(applyJsonMenu(nav, d)).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(d.warnings).toEqual([]);
    expect(texts('.nv00-gnb-v4__l0-menu-link')).toEqual(['Default mobile']);
  });

  it('a navigation without the v4 L0 list is left alone', async () => {
    nav.replaceChildren();
    const d = deps();
    await expect(applyJsonMenu(nav, d)).resolves.toBe(false);
    expect(d.warnings[0]).toContain('no .nv00-gnb-v4__l0-menu-list');
  });

  it('an abort before the reply leaves the default menu', async () => {
    const controller = new AbortController();
    const d = deps({ signal: controller.signal });
    const done = applyJsonMenu(nav, d);
    controller.abort();
    await expect(done).resolves.toBe(false);
    expect(texts('.nv00-gnb-v4__l0-menu-link')).toEqual(['Default mobile']);
  });
});

describe('live badges (docs/rules.md §2), on a controlled clock', () => {
  const badge = () => nav.querySelector<HTMLElement>('.nv00-gnb-v4__live-badge')!;

  it('hidden before the window, shown inside it, hidden after, without reloading', async () => {
    const clock = testClock();
    await applyJsonMenu(nav, deps({ clock }));
    expect(badge().textContent).toBe('LIVE');
    expect(badge().hidden).toBe(true);
    clock.advance(HOUR - 1);
    expect(badge().hidden).toBe(true);
    clock.advance(1);
    expect(badge().hidden).toBe(false);
    clock.advance(HOUR - 1);
    expect(badge().hidden).toBe(false);
    clock.advance(1);
    expect(badge().hidden).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('shown at once when the page opens inside the window', async () => {
    const clock = testClock(T0 + HOUR + 5);
    await applyJsonMenu(nav, deps({ clock }));
    expect(badge().hidden).toBe(false);
  });

  it('aborting stops the timer', async () => {
    const clock = testClock();
    const controller = new AbortController();
    await applyJsonMenu(nav, deps({ clock, signal: controller.signal }));
    expect(clock.pending()).toBe(1);
    controller.abort();
    expect(clock.pending()).toBe(0);
  });

  it('several windows: one timer, each change re-checked', () => {
    const clock = testClock(0);
    const a = document.createElement('span');
    const b = document.createElement('span');
    const stop = scheduleLiveBadges(
      [
        { element: a, windows: [{ start: 10, end: 20 }, { start: 30, end: 40 }] },
        { element: b, windows: [{ start: 15, end: 35 }] },
      ],
      clock,
    );
    const seen: string[] = [];
    for (const t of [0, 10, 15, 20, 30, 35, 40]) {
      clock.advance(t - clock.now());
      seen.push(`${t}:${a.hidden ? '-' : 'A'}${b.hidden ? '-' : 'B'}`);
    }
    expect(seen).toEqual(['0:--', '10:A-', '15:AB', '20:-B', '30:AB', '35:A-', '40:--']);
    stop();
  });

  it('a change more than 24.8 days away is reached in steps', () => {
    const clock = testClock(0);
    const el = document.createElement('span');
    const start = 2 ** 31 + 1000;
    scheduleLiveBadges([{ element: el, windows: [{ start, end: start + 10 }] }], clock);
    clock.advance(2 ** 31 - 1);
    expect(el.hidden).toBe(true);
    expect(clock.pending()).toBe(1);
    clock.advance(start - clock.now());
    expect(el.hidden).toBe(false);
  });
});

describe('isSmbShopper and the deps (docs/rules.md §6, §7)', () => {
  const page = { siteCode: 'us', storeDomain: 'https://store.example.com/', gpvStoreDomain: '' } as never;
  const site = { endpoints: { headerMenu: ' /us/api/header-menu.json ' }, redirectHosts: ['.example.com'] } as never;
  const clearCookies = () => document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  afterEach(() => {
    clearCookies();
    vi.unstubAllGlobals();
  });

  it('signed in, the SMB cookie Y is enough and N is not SMB; signed out nobody is, whatever the cookie says; none of these asks', async () => {
    const { isSmbShopper } = await import('../../../plugins/header-nav/json-menu-deps');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'jwt_us=token; path=/';
    document.cookie = 'isSMBRegisteredUserYN=Y; path=/';
    await expect(isSmbShopper(page, site)).resolves.toBe(true);
    document.cookie = 'isSMBRegisteredUserYN=N; path=/';
    await expect(isSmbShopper(page, site)).resolves.toBe(false);
    // A sign-out on a consumer page leaves the SMB cookie (docs/rules.md §3 clears it on B2B pages only).
    clearCookies();
    document.cookie = 'isSMBRegisteredUserYN=Y; path=/';
    await expect(isSmbShopper(page, site)).resolves.toBe(false);
    clearCookies();
    await expect(isSmbShopper(page, site)).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a signed-in shopper without the cookie is asked of getCustomer', async () => {
    const { isSmbShopper } = await import('../../../plugins/header-nav/json-menu-deps');
    document.cookie = 'jwt_us=token; path=/';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ customer: { isSMBRegisteredUser: true } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(isSmbShopper(page, site)).resolves.toBe(true);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('https://store.example.com/tokocommercewebservices/v2/us/users/current/getCustomer');
    fetch.mockImplementation(async () => new Response(JSON.stringify({ customer: { isSMBRegisteredUser: 'true' } })));
    await expect(isSmbShopper(page, site)).resolves.toBe(false);
    const signOut = vi.fn();
    fetch.mockImplementation(async () => new Response('{}', { status: 500 }));
    await expect(isSmbShopper(page, site, signOut)).resolves.toBe(false);
    expect(signOut).not.toHaveBeenCalled();
    // docs/rules.md §7: getCustomer's 401 signs the shopper out.
    fetch.mockImplementation(async () => new Response('{}', { status: 401 }));
    await expect(isSmbShopper(page, site, signOut)).resolves.toBe(false);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("getCustomer's 401 signs out only a shopper the session signed in, once it is known, and not after the navigation switched off", async () => {
    const { signOutSignedIn } = await import('../../../plugins/header-nav/json-menu-load');
    const { createBus } = await import('../../../runtime/bus');
    const signedOut = (bus: ReturnType<typeof createBus>) => {
      const seen: unknown[] = [];
      bus.on('session:sign-out', (p) => seen.push(p));
      return seen;
    };
    // The 401 came before the session was known: it waits for it.
    let bus = createBus();
    let seen = signedOut(bus);
    signOutSignedIn(bus, new AbortController().signal)();
    expect(seen).toEqual([]);
    bus.emit('session:ready', { signedIn: true });
    expect(seen).toEqual([{ returnUrl: location.href }]);
    // A visitor the session did not sign in (an expired cookie, a guest store login): nothing.
    bus = createBus();
    seen = signedOut(bus);
    bus.emit('session:ready', { signedIn: false });
    signOutSignedIn(bus, new AbortController().signal)();
    expect(seen).toEqual([]);
    // Switched off meanwhile: nothing.
    bus = createBus();
    seen = signedOut(bus);
    const stop = new AbortController();
    signOutSignedIn(bus, stop.signal)();
    stop.abort();
    bus.emit('session:ready', { signedIn: true });
    expect(seen).toEqual([]);
  });

  it('jsonMenuDeps: the site endpoint first, else the navigation data-menu-json; the allow-list from the site', async () => {
    const { jsonMenuDeps } = await import('../../../plugins/header-nav/json-menu-deps');
    nav.setAttribute('data-menu-json', '/us/api/from-markup.json');
    const d = jsonMenuDeps(nav, page, site);
    expect(d.url).toBe('/us/api/header-menu.json');
    expect(d.allowedHosts).toEqual(['.example.com']);
    expect(jsonMenuDeps(nav, page, { endpoints: {}, redirectHosts: [] } as never).url).toBe('/us/api/from-markup.json');
    nav.removeAttribute('data-menu-json');
    expect(jsonMenuDeps(nav, page, { endpoints: {}, redirectHosts: [] } as never).url).toBe('');
  });
});
