/**
 * The responsive image plugin through the real registry: it loads only after 200 ms within
 * the 200 px margin (docs/rules.md §9), preview then main, `image--loaded` when the main file
 * arrives; a scroll past in under 200 ms loads nothing; script URLs are refused with a warning.
 * jsdom has no IntersectionObserver: a stand-in records the margin and lets the test say when
 * the image is near.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responsiveImage } from '../../../plugins/responsive-image/index';
import { mountPlugins, type Mounted } from '../../support/runtime';

const IMAGE = `<div class="image"><img class="image__preview" alt="" data-src="/i/p.png"><img class="image__main" alt="Photo" data-desktop-src="/i/d.png" data-mobile-src="/i/m.png" width="1366" height="683"></div>`;

class StandInObserver {
  static all: StandInObserver[] = [];
  targets = new Set<Element>();
  constructor(
    readonly callback: (records: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string; scrollMargin?: string },
  ) {
    StandInObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  near(isIntersecting: boolean) {
    this.callback([...this.targets].map((target) => ({ isIntersecting, target })));
  }
}

let mounted: Mounted | undefined;
beforeEach(() => {
  StandInObserver.all = [];
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const main = () => document.querySelector<HTMLImageElement>('.image__main')!;
const preview = () => document.querySelector<HTMLImageElement>('.image__preview')!;
/** Puts `markup` on the page and brings it near: the registry's trigger observer fires first, the plugin mounts. */
async function mountNear(markup: string, options: Record<string, unknown> = {}) {
  document.body.innerHTML = markup;
  mounted = mountPlugins([responsiveImage], { 'responsive-image': { enabled: true, options } });
  await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
  StandInObserver.all[0]!.near(true);
}
/** The image's own observer (the registry's visible trigger makes the first one). */
async function start(markup = IMAGE) {
  await mountNear(markup);
  await vi.waitFor(() => expect(StandInObserver.all.length).toBe(2));
  vi.useFakeTimers();
  return StandInObserver.all[1]!;
}

describe('responsive image plugin (docs/rules.md §9)', () => {
  it('loads 200 ms after coming within 200 px: preview, then the main image; image--loaded once it arrives', async () => {
    const own = await start();
    // Past the viewport, and past the clip of a carousel's track (the next slide).
    expect([own.options.rootMargin, own.options.scrollMargin]).toEqual(['200px', '200px']);
    own.near(true);
    vi.advanceTimersByTime(199);
    expect([main().getAttribute('src'), preview().getAttribute('src')]).toEqual([null, null]);
    vi.advanceTimersByTime(1);
    expect(preview().getAttribute('src')).toBe(`${location.origin}/i/p.png`);
    expect(main().getAttribute('src')).toBe(`${location.origin}/i/d.png?$768_PNG$`);
    expect(main().parentElement!.classList.contains('image--loaded')).toBe(false);
    main().dispatchEvent(new Event('load'));
    expect(main().parentElement!.classList.contains('image--loaded')).toBe(true);
  });

  it('a scroll past in under 200 ms loads nothing', async () => {
    const own = await start();
    own.near(true);
    vi.advanceTimersByTime(150);
    own.near(false);
    vi.advanceTimersByTime(10_000);
    expect(main().getAttribute('src')).toBeNull();
  });

  it('a scroll past delivered in one batch (in, then out) loads nothing: the last record is where the image is', async () => {
    const own = await start();
    own.callback([{ isIntersecting: true, target: main() }, { isIntersecting: false, target: main() }]);
    vi.advanceTimersByTime(10_000);
    expect(main().getAttribute('src')).toBeNull();
    own.callback([{ isIntersecting: false, target: main() }, { isIntersecting: true, target: main() }]);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe(`${location.origin}/i/d.png?$768_PNG$`);
  });

  it('an empty source attribute is none: an empty data-mobile-src takes the desktop source, an empty data-desktop-src data-src', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    const own = await start(IMAGE.replace('data-mobile-src="/i/m.png"', 'data-mobile-src=" "'));
    own.near(true);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe(`${location.origin}/i/d.png?$360_PNG$`);
    mounted!.registry.stop();
    vi.useRealTimers();
    StandInObserver.all = [];
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    const again = await start(IMAGE.replace('data-desktop-src="/i/d.png" data-mobile-src="/i/m.png"', 'data-desktop-src="" data-src="/i/s.jpg"'));
    again.near(true);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe(`${location.origin}/i/s.jpg?$768_JPG$`);
  });

  // The link rule's checks, each on the desktop source of an image near the viewport.
  // The link rule's checks, each on the desktop source of an image near the viewport: refused
  // (null), or loaded at the address resolved against the page.
  it.each([
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['vbscript:x', null],
    ['https://user:pw@localhost:3000/i/a.png', null],
    ['/img/a.png" onerror="alert(1)', null],
    ['/img/a.png"onerror="alert(1)', 'http://localhost:3000/img/a.png%22onerror=%22alert(1)'],
    ['img/relative.png', 'http://localhost:3000/img/relative.png?$768_PNG$'],
    ['/img/a.png', 'http://localhost:3000/img/a.png?$768_PNG$'],
    ['//localhost:3000/img/a.png', 'http://localhost:3000/img/a.png?$768_PNG$'],
  ])('data-desktop-src %j: %s', async (url, want) => {
    expect(location.origin).toBe('http://localhost:3000');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = IMAGE.replace('data-desktop-src="/i/d.png"', `data-desktop-src="${url.replace(/"/g, '&quot;')}"`);
    if (want) {
      (await start(markup)).near(true);
      vi.advanceTimersByTime(200);
      expect(main().getAttribute('src')).toBe(want);
      expect(warn).not.toHaveBeenCalled();
    } else {
      await mountNear(markup);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(main().getAttribute('src')).toBeNull();
      // The image itself comes with the warning, for the browser's console to point at.
      expect(warn).toHaveBeenCalledWith(`storefront: plugin "responsive-image": data-desktop-src ${url} is not an address on this site or a host in options.imageHosts; the image is left as it is`, main());
    }
  });

  it('a <base> element on another host does not move a checked image there: the address checked is the one loaded', async () => {
    const base = document.head.appendChild(Object.assign(document.createElement('base'), { href: 'https://cdn.elsewhere.example/' }));
    try {
      (await start()).near(true);
      vi.advanceTimersByTime(200);
      expect([main().getAttribute('src'), preview().getAttribute('src')]).toEqual(['http://localhost:3000/i/d.png?$768_PNG$', 'http://localhost:3000/i/p.png']);
    } finally {
      base.remove();
    }
  });

  it('names data-src when that is the source refused, and loads an image from a host the site lists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-desktop-src="/i/d.png" data-mobile-src="/i/m.png"', 'data-src="javascript:alert(1)"'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('plugin "responsive-image": data-src javascript:alert(1) is not an address'), expect.any(HTMLImageElement)));
    mounted!.registry.stop();
    StandInObserver.all = [];
    document.body.innerHTML = IMAGE.replace('data-desktop-src="/i/d.png"', 'data-desktop-src="https://images.example.com/d.png"');
    mounted = mountPlugins([responsiveImage], { 'responsive-image': { enabled: true, options: { imageHosts: ['images.example.com'] } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBe(1));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(StandInObserver.all.length).toBe(2));
    vi.useFakeTimers();
    StandInObserver.all[1]!.near(true);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe('https://images.example.com/d.png?$768_PNG$');
  });

  it('refuses a preview with a script URL the same way: a warning naming it, and the image left as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-src="/i/p.png"', 'data-src="javascript:alert(1)"'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("the preview's data-src javascript:alert(1) is not an address on this site"), expect.any(HTMLImageElement)));
    expect([main().getAttribute('src'), preview().getAttribute('src')]).toEqual([null, null]);
  });

  it('an image without any source is skipped with a warning that says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-desktop-src="/i/d.png" data-mobile-src="/i/m.png"', 'data-desktop-src=" " data-src=""'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('the image has no data-src or data-desktop-src'), main()));
    expect(main().getAttribute('src')).toBeNull();
  });
});

describe('responsive image hosts', () => {
  it('an address that does not parse is refused for its image alone: the next image still loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = IMAGE.replace('data-desktop-src="/i/d.png"', 'data-desktop-src="https://%"');
    await mountNear(broken + IMAGE.replace('/i/d.png', '/i/d2.png'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-desktop-src https://% is not an address on this site or a host in options.imageHosts'), expect.any(HTMLImageElement)));
    // The second image has its own observer and loads: the plugin was not switched off.
    await vi.waitFor(() => expect(StandInObserver.all).toHaveLength(2));
    vi.useFakeTimers();
    StandInObserver.all[1]!.near(true);
    vi.advanceTimersByTime(200);
    const [first, second] = document.querySelectorAll<HTMLImageElement>('.image__main');
    expect([first!.getAttribute('src'), second!.getAttribute('src')]).toEqual([null, `${location.origin}/i/d2.png?$768_PNG$`]);
  });

  it("an address on the page's own host loads, written in full or protocol-relative", async () => {
    const own = await start(IMAGE.replace('data-desktop-src="/i/d.png"', `data-desktop-src="${location.origin}/i/d.png"`).replace('data-src="/i/p.png"', `data-src="//${location.host}/i/p.png"`));
    own.near(true);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe(`${location.origin}/i/d.png?$768_PNG$`);
    expect(preview().getAttribute('src')).toBe(`${location.origin}/i/p.png`);
  });

  it('leaves an image on a host the site does not list as it is, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-desktop-src="/i/d.png"', 'data-desktop-src="//images.example.com/d.png"'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-desktop-src //images.example.com/d.png is not an address on this site or a host in options.imageHosts'), expect.any(HTMLImageElement)));
    // No observer of its own: nothing will ever load it.
    expect(StandInObserver.all).toHaveLength(1);
    expect(main().getAttribute('src')).toBeNull();
  });

  it("loads from the store's image host by default; a site's own list replaces it", async () => {
    const store = IMAGE.replace('data-desktop-src="/i/d.png"', 'data-desktop-src="//images.samsung.com/is/image/samsung/kv.png?$ORIGIN_PNG$"');
    const own = await start(store);
    own.near(true);
    vi.advanceTimersByTime(200);
    expect(main().getAttribute('src')).toBe(`${location.protocol}//images.samsung.com/is/image/samsung/kv.png?$768_PNG$`);
    vi.useRealTimers();
    mounted!.registry.stop();
    StandInObserver.all = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(store, { imageHosts: ['images.example.com'] });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-desktop-src //images.samsung.com/is/image/samsung/kv.png'), expect.any(HTMLImageElement)));
    expect(main().getAttribute('src')).toBeNull();
  });

  it('an imageHosts that is no list is said once, naming it, and the store\'s image host stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-desktop-src="/i/d.png"', 'data-desktop-src="//images.samsung.com/d.png"').repeat(2), { imageHosts: 'images.example.com' });
    await vi.waitFor(() => expect(StandInObserver.all).toHaveLength(3));
    expect(warn.mock.calls).toEqual([['storefront: plugin "responsive-image": options.imageHosts should be a list of host names; ignoring it']]);
  });

  it('holds the preview to the same hosts: an image whose preview is elsewhere is left as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountNear(IMAGE.replace('data-src="/i/p.png"', 'data-src="https://tracker.example.net/p.png"'), { imageHosts: ['images.example.com'] });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("the preview's data-src https://tracker.example.net/p.png is not an address on this site or a host in options.imageHosts"), expect.any(HTMLImageElement)));
    expect(StandInObserver.all).toHaveLength(1);
    expect(document.querySelector('.image__preview')!.getAttribute('src')).toBeNull();
    expect(main().getAttribute('src')).toBeNull();
  });
});
