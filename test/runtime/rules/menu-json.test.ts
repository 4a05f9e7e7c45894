// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMenuJson, filterSmbItems, MAX_MENU_ITEMS, menuWarning, nextLiveChange, type MenuModel } from '../../../runtime/rules/menu-json';

const scope = { pageUrl: 'https://www.example.com/us/', allowedHosts: ['.images.example.com'] };
const leaf = (displayName: string, linkUrl: string, extra: object = {}) => ({ displayName, linkUrl, linkTarget: '', fimageL3url: '', ...extra });
const group = (extra: object = {}) => ({
  displayName: 'Mobile',
  linkUrl: '/us/mobile/',
  linkTarget: '',
  flyOutSections: [{ flyOutImage: '/img/fold.png', flyOutLink: '/us/fold7/', flyOutTitle: 'Galaxy Z Fold7', flyOutBlackTextTheme: true }],
  shopAllLinkUrl: '/us/smartphones/all/',
  shopAllLinkTextDesktop: 'Shop all phones',
  children: [leaf('Galaxy S25 Ultra', '/us/s25-ultra/', { fimageL3url: 'https://cdn.images.example.com/s25.png' })],
  ...extra,
});
const top = (extra: object = {}) => ({
  titleTabHeadline: 'Shop',
  titleTaburl: '/us/shop/',
  foImg: '/img/shop.png',
  foImgAlt: 'The latest Galaxy',
  foLinkUrl: '/us/offers/',
  fiHeadline: 'Galaxy Z Fold7',
  fiCtaText: 'Buy now',
  children: [group()],
  ...extra,
});
const check = (menuOptions: unknown) => checkMenuJson({ menuOptions }, scope);

describe('checkMenuJson: every docs/rules.md §3 field', () => {
  it('reads a full item into the model with absolute allowed URLs', () => {
    const { menu, problems } = check([top()]);
    expect(problems).toEqual([]);
    const [shop] = menu!.items;
    expect(shop).toMatchObject({ title: 'Shop', link: { href: 'https://www.example.com/us/shop/', newTab: false }, smbOnly: false, live: [] });
    expect(shop!.featured).toEqual({ image: 'https://www.example.com/img/shop.png', alt: 'The latest Galaxy', href: 'https://www.example.com/us/offers/', headline: 'Galaxy Z Fold7', cta: 'Buy now' });
    const [mobile] = shop!.children;
    expect(mobile!.flyouts).toEqual([{ title: 'Galaxy Z Fold7', link: { href: 'https://www.example.com/us/fold7/', newTab: false }, image: 'https://www.example.com/img/fold.png', blackText: true }]);
    expect(mobile!.shopAll).toEqual({ href: 'https://www.example.com/us/smartphones/all/', text: 'Shop all phones' });
    expect(mobile!.children[0]).toMatchObject({ title: 'Galaxy S25 Ultra', link: { href: 'https://www.example.com/us/s25-ultra/', newTab: false }, image: 'https://cdn.images.example.com/s25.png' });
  });

  it("linkTarget 'B' opens a new tab at every level; other values stay in the tab", () => {
    const { menu } = check([top({ linkTarget: 'B', children: [group({ linkTarget: 'b', children: [leaf('A', '/a', { linkTarget: 'B' }), leaf('S', '/s', { linkTarget: 'S' })] })] })]);
    expect(menu!.items[0]!.link!.newTab).toBe(true);
    expect(menu!.items[0]!.children[0]!.link!.newTab).toBe(true);
    expect(menu!.items[0]!.children[0]!.children.map((l) => l.link.newTab)).toEqual([true, false]);
  });

  it('flyOutBlackTextTheme accepts booleans and Y/N/true/false text', () => {
    const flyouts = [true, false, 'Y', 'N', 'true', undefined].map((theme) => ({ flyOutLink: '/x', flyOutTitle: 't', flyOutBlackTextTheme: theme }));
    const { menu, problems } = check([top({ children: [group({ flyOutSections: flyouts })] })]);
    expect(problems).toEqual([]);
    expect(menu!.items[0]!.children[0]!.flyouts.map((f) => f.blackText)).toEqual([true, false, true, false, true, false]);
  });

  it('a featured image without alt text takes the headline as its alternative', () => {
    const { menu } = check([top({ foImgAlt: '' })]);
    expect(menu!.items[0]!.featured!.alt).toBe('Galaxy Z Fold7');
  });

  it('no foImg means no featured block, without a warning', () => {
    const { menu, problems } = check([top({ foImg: '' })]);
    expect(menu!.items[0]!.featured).toBeNull();
    expect(problems).toEqual([]);
  });

  it('smbOnly is read at every level', () => {
    const { menu } = check([top({ smbOnly: true, children: [group({ smbOnly: 'Y', children: [leaf('V', '/v', { smbOnly: true })] })] })]);
    expect(menu!.items[0]!.smbOnly).toBe(true);
    expect(menu!.items[0]!.children[0]!.smbOnly).toBe(true);
    expect(menu!.items[0]!.children[0]!.children[0]!.smbOnly).toBe(true);
  });

  it('live windows from liveStart/liveEnd and liveWindows[]; a bad window loses the badge only', () => {
    const { menu, problems } = check([
      top({
        liveStart: '2026-11-23T10:00:00Z',
        liveEnd: '2026-11-23T11:00:00Z',
        liveText: 'LIVE NOW',
        children: [group({ liveWindows: [{ start: '2026-11-23T12:00:00Z', end: '2026-11-23T13:00:00Z' }, { start: 'tomorrow', end: 'later' }, 5] })],
      }),
    ]);
    expect(menu!.items[0]!.live).toEqual([{ start: Date.UTC(2026, 10, 23, 10), end: Date.UTC(2026, 10, 23, 11) }]);
    expect(menu!.items[0]!.liveText).toBe('LIVE NOW');
    expect(menu!.items[0]!.children[0]!.live).toEqual([{ start: Date.UTC(2026, 10, 23, 12), end: Date.UTC(2026, 10, 23, 13) }]);
    expect(menu!.items[0]!.children[0]!.liveText).toBe('LIVE');
    expect(problems).toEqual(['menuOptions[0].children[0].liveWindows[1]', 'menuOptions[0].children[0].liveWindows[2]']);
  });

  it('an end not after its start is not a window', () => {
    const { menu, problems } = check([top({ liveStart: '2026-11-23 11:00', liveEnd: '2026-11-23 11:00' })]);
    expect(menu!.items[0]!.live).toEqual([]);
    expect(problems).toEqual(['menuOptions[0].liveStart']);
  });
});

describe('checkMenuJson: bad input (docs/rules.md §2)', () => {
  it.each([null, 'menu', 42, [], {}, { menuOptions: 'x' }, { menuOptions: {} }])('%j is not a menu', (json) => {
    expect(checkMenuJson(json, scope)).toEqual({ menu: null, problems: ['menuOptions'] });
  });

  it('a menu whose every item is bad is no menu', () => {
    expect(check([{ titleTabHeadline: 5 }, null]).menu).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript with spaces', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative off-site', '//evil.example/phish'],
    ['off-site https', 'https://evil.example/'],
    ['backslash trick', '/\\evil.example/'],
    ['tab inside', 'java\tscript:alert(1)'],
    ['a number', 7],
  ])('a %s linkUrl drops the L3 item and names the field', (_name, linkUrl) => {
    const { menu, problems } = check([top({ children: [group({ children: [leaf('Bad', linkUrl as string), leaf('Good', '/good')] })] })]);
    expect(menu!.items[0]!.children[0]!.children.map((l) => l.title)).toEqual(['Good']);
    expect(problems).toEqual(['menuOptions[0].children[0].children[0].linkUrl']);
  });

  it('an off-site titleTaburl drops the whole top item', () => {
    const { menu, problems } = check([top({ titleTaburl: '//evil.example/' }), top({ titleTabHeadline: 'TV' })]);
    expect(menu!.items.map((t) => t.title)).toEqual(['TV']);
    expect(problems).toEqual(['menuOptions[0].titleTaburl']);
  });

  it('a protocol-relative image on an allowed host is kept; off-site it is dropped alone', () => {
    const { menu, problems } = check([top({ foImg: '//evil.example/x.png', children: [group({ children: [leaf('A', '/a', { fimageL3url: '//cdn.images.example.com/a.png' })] })] })]);
    expect(menu!.items[0]!.featured).toBeNull();
    expect(menu!.items[0]!.children[0]!.children[0]!.image).toBe('https://cdn.images.example.com/a.png');
    expect(problems).toEqual(['menuOptions[0].foImg']);
  });

  it('a bad shop-all link or fly-out is dropped alone, the group kept', () => {
    const { menu, problems } = check([top({ children: [group({ shopAllLinkUrl: 'javascript:void(0)', flyOutSections: [{ flyOutLink: 'javascript:x', flyOutTitle: 'x' }, 'nope'] })] })]);
    const [g] = menu!.items[0]!.children;
    expect(g!.shopAll).toBeNull();
    expect(g!.flyouts).toEqual([]);
    expect(problems).toEqual(['menuOptions[0].children[0].flyOutSections[0].flyOutLink', 'menuOptions[0].children[0].flyOutSections[1]', 'menuOptions[0].children[0].shopAllLinkUrl']);
  });

  it('a shop-all link needs its text', () => {
    const { menu, problems } = check([top({ children: [group({ shopAllLinkTextDesktop: '' })] })]);
    expect(menu!.items[0]!.children[0]!.shopAll).toBeNull();
    expect(problems).toEqual(['menuOptions[0].children[0].shopAllLinkTextDesktop']);
  });

  it.each([
    ['missing title', { displayName: undefined }, 'displayName'],
    ['blank title', { displayName: '   ' }, 'displayName'],
    ['object title', { displayName: { html: '<b>x</b>' } }, 'displayName'],
    ['number linkTarget', { linkTarget: 1 }, 'linkTarget'],
    ['odd smbOnly', { smbOnly: 'maybe' }, 'smbOnly'],
  ])('%s drops the group and names the field', (_name, extra, field) => {
    const { menu, problems } = check([top({ children: [group(extra), group({ displayName: 'TV' })] })]);
    expect(menu!.items[0]!.children.map((g) => g.title)).toEqual(['TV']);
    expect(problems).toEqual([`menuOptions[0].children[0].${field}`]);
  });

  it('markup in titles stays text; control characters and runs of space collapse; long titles are cut', () => {
    const { menu } = check([top({ titleTabHeadline: '<img src=x onerror=alert(1)>\u0000  Shop\n', children: [group({ displayName: 'x'.repeat(500) })] })]);
    expect(menu!.items[0]!.title).toBe('<img src=x onerror=alert(1)> Shop');
    expect(menu!.items[0]!.children[0]!.title).toHaveLength(200);
  });

  it('a group without a link needs valid children', () => {
    const { menu, problems } = check([top({ children: [group({ linkUrl: '', children: [] }), group({ linkUrl: '', displayName: 'Heading' })] })]);
    expect(menu!.items[0]!.children.map((g) => g.title)).toEqual(['Heading']);
    expect(problems).toEqual(['menuOptions[0].children[0].linkUrl']);
  });

  it('children deeper than three levels are not rendered and are named', () => {
    const { menu, problems } = check([top({ children: [group({ children: [leaf('A', '/a', { children: [leaf('B', '/b')] })] })] })]);
    expect(menu!.items[0]!.children[0]!.children[0]).not.toHaveProperty('children');
    expect(problems).toEqual(['menuOptions[0].children[0].children[0].children: deeper than three levels']);
  });

  it('a child that repeats its parent (cyclic-looking) is dropped', () => {
    const { menu, problems } = check([top({ children: [group({ displayName: 'Shop', linkUrl: '/us/shop/' }), group({ children: [leaf('mobile', '/us/mobile/'), leaf('S25', '/s25')] })] })]);
    expect(menu!.items[0]!.children.map((g) => g.title)).toEqual(['Mobile']);
    expect(menu!.items[0]!.children[0]!.children.map((l) => l.title)).toEqual(['S25']);
    expect(problems).toEqual(['menuOptions[0].children[0]: repeats its parent', 'menuOptions[0].children[1].children[0].children: repeats a parent']);
  });

  it('the same object met twice, or an object inside itself, is dropped', () => {
    const shared = leaf('Shared', '/shared');
    const g: Record<string, unknown> = group({ children: [shared, shared] });
    (g.children as unknown[]).push(g);
    const { menu, problems } = check([top({ children: [g] })]);
    expect(menu!.items[0]!.children[0]!.children.map((l) => l.title)).toEqual(['Shared']);
    expect(problems).toEqual(['menuOptions[0].children[0].children[1]: repeated item', 'menuOptions[0].children[0].children[2]: repeated item']);
  });

  it(`stops at ${MAX_MENU_ITEMS} items in all, with one problem`, () => {
    const children = () => Array.from({ length: 3000 }, (_, i) => leaf(`Item ${i}`, `/i/${i}`));
    const { menu, problems } = check([top({ children: [group({ children: children() })] }), top({ titleTabHeadline: 'B', children: [group({ children: children() })] })]);
    const count = menu!.items.reduce((n, t) => n + 1 + t.children.reduce((m, g) => m + 1 + g.children.length, 0), 0);
    expect(count).toBe(MAX_MENU_ITEMS);
    expect(problems).toEqual([`menuOptions[1].children[0].children[1996]: more than ${MAX_MENU_ITEMS} items`]);
  });

  it('a non-list children or flyOutSections is named and read as empty', () => {
    const { menu, problems } = check([top({ children: [group({ flyOutSections: 'x', children: {} })] })]);
    expect(menu!.items[0]!.children[0]!.children).toEqual([]);
    expect(problems).toEqual(['menuOptions[0].children[0].flyOutSections', 'menuOptions[0].children[0].children']);
  });
});

describe('checkMenuJson properties', () => {
  const anyValue = fc.anything({ maxDepth: 3 });
  const hostileUrl = fc.oneof(fc.string(), fc.constantFrom('javascript:alert(1)', '//evil.example/', 'data:,x', 'vbscript:x', ' javascript:x', 'https://evil.example/', '\u0000javascript:x'));
  const item = fc.record(
    { displayName: fc.oneof(fc.string(), anyValue), linkUrl: hostileUrl, linkTarget: fc.oneof(fc.constant('B'), anyValue), fimageL3url: hostileUrl, smbOnly: anyValue },
    { requiredKeys: [] },
  );
  const menu = fc.array(
    fc.record({ titleTabHeadline: fc.oneof(fc.string(), anyValue), titleTaburl: hostileUrl, foImg: hostileUrl, foLinkUrl: hostileUrl, children: fc.array(fc.record({ displayName: fc.string(), linkUrl: hostileUrl, children: fc.array(item, { maxLength: 4 }), flyOutSections: fc.array(fc.record({ flyOutLink: hostileUrl, flyOutImage: hostileUrl }), { maxLength: 2 }) }, { requiredKeys: [] }), { maxLength: 4 }) }, { requiredKeys: [] }),
    { maxLength: 4 },
  );

  const urls = (m: MenuModel): string[] =>
    m.items.flatMap((t) => [t.link?.href, t.featured?.image, t.featured?.href, ...t.children.flatMap((g) => [g.link?.href, g.shopAll?.href, ...g.flyouts.flatMap((f) => [f.link.href, f.image]), ...g.children.flatMap((l) => [l.link.href, l.image])])]).filter((u): u is string => typeof u === 'string');

  it('never throws, and every URL in the model is https on the page host or an allowed host', () => {
    fc.assert(
      fc.property(fc.oneof(menu, anyValue), (menuOptions) => {
        const { menu: m } = check(menuOptions);
        for (const u of m ? urls(m) : []) {
          const parsed = new URL(u);
          expect(parsed.protocol).toBe('https:');
          expect(parsed.hostname === 'www.example.com' || parsed.hostname.endsWith('.images.example.com')).toBe(true);
        }
      }),
    );
  });

  it('titles are always non-empty strings of at most 200 characters with no control characters', () => {
    fc.assert(
      fc.property(menu, (menuOptions) => {
        const { menu: m } = check(menuOptions);
        const titles = m ? m.items.flatMap((t) => [t.title, ...t.children.flatMap((g) => [g.title, ...g.children.map((l) => l.title)])]) : [];
        for (const t of titles) {
          expect(typeof t).toBe('string');
          expect(t.length).toBeGreaterThan(0);
          expect(t.length).toBeLessThanOrEqual(200);
          expect(/[\u0000-\u001f\u007f]/.test(t)).toBe(false);
        }
      }),
    );
  });

  it('filtering for a non-SMB shopper leaves no SMB-only item at any level; for an SMB shopper it changes nothing', () => {
    fc.assert(
      fc.property(menu, (menuOptions) => {
        const { menu: m } = check(menuOptions);
        if (!m) return;
        const others = filterSmbItems(m, false);
        const flags = others.items.flatMap((t) => [t.smbOnly, ...t.children.flatMap((g) => [g.smbOnly, ...g.children.map((l) => l.smbOnly)])]);
        expect(flags.includes(true)).toBe(false);
        expect(filterSmbItems(m, true)).toBe(m);
      }),
    );
  });
});

describe('filterSmbItems (docs/rules.md §6)', () => {
  const { menu } = check([
    top({ children: [group(), group({ displayName: 'SMB offers', smbOnly: true }), group({ displayName: 'Business', children: [leaf('Volume pricing', '/vp', { smbOnly: true }), leaf('Phones', '/bp')] })] }),
    top({ titleTabHeadline: 'SMB store', smbOnly: true }),
  ]);

  it('removes SMB-only items at every level for other shoppers', () => {
    const others = filterSmbItems(menu!, false);
    expect(others.items.map((t) => t.title)).toEqual(['Shop']);
    expect(others.items[0]!.children.map((g) => g.title)).toEqual(['Mobile', 'Business']);
    expect(others.items[0]!.children[1]!.children.map((l) => l.title)).toEqual(['Phones']);
  });

  it('keeps them for SMB-registered shoppers', () => {
    const smb = filterSmbItems(menu!, true);
    expect(smb.items.map((t) => t.title)).toEqual(['Shop', 'SMB store']);
    expect(smb.items[0]!.children[2]!.children.map((l) => l.title)).toEqual(['Volume pricing', 'Phones']);
  });

  it('a heading left with no link and no children goes too', () => {
    const { menu: m } = check([top({ children: [group({ displayName: 'Heading', linkUrl: '', children: [leaf('Only SMB', '/o', { smbOnly: true })] }), group()] })]);
    expect(filterSmbItems(m!, false).items[0]!.children.map((g) => g.title)).toEqual(['Mobile']);
  });
});

describe('nextLiveChange', () => {
  const windows = [
    { start: 100, end: 200 },
    { start: 150, end: 400 },
  ];
  it.each([
    [0, 100],
    [100, 150],
    [150, 200],
    [200, 400],
    [400, null],
  ])('at %d the next change is %j', (now, next) => {
    expect(nextLiveChange(windows, now)).toBe(next);
  });
});

describe('menuWarning', () => {
  it('is null when nothing was dropped', () => {
    expect(menuWarning([])).toBeNull();
  });
  it('names the fields in one message, ten at most', () => {
    expect(menuWarning(['menuOptions[0].titleTaburl'])).toBe('storefront: header-nav: menu JSON: dropped menuOptions[0].titleTaburl');
    const many = Array.from({ length: 12 }, (_, i) => `menuOptions[${i}]`);
    expect(menuWarning(many)).toBe(`storefront: header-nav: menu JSON: dropped ${many.slice(0, 10).join(', ')} and 2 more`);
  });
});
