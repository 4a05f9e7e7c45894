/**
 * The video plugin through the real registry (docs/rules.md §2, §4 "Video widgets", "Live
 * shopping status"): the live status shows and changes exactly at the window's start and end
 * (a controlled clock); the play/pause button names what it does; bad data keeps the poster.
 * jsdom has no IntersectionObserver and does not play media: stand-ins answer both.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { video } from '../../../plugins/video/index';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

class StandInObserver {
  static all: StandInObserver[] = [];
  targets = new Set<Element>();
  constructor(readonly callback: (records: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void) {
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
    this.callback([...this.targets].map((target) => ({ isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, target })));
  }
}

const START = Date.parse('2026-05-01T10:00:00Z');
const END = Date.parse('2026-05-01T11:00:00Z');
const widget = (data: object) =>
  `<div class="video-widget"><script type="application/json">${JSON.stringify(data)}</script><img class="video-widget__poster" alt="" src="/p.png"></div>`;

let mounted: Mounted | undefined;
beforeEach(() => {
  StandInObserver.all = [];
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  // As browsers do: play and pause change `paused` and fire their event only when they change it.
  const playing = new WeakSet<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.has(this)) {
      playing.add(this);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const el = () => document.querySelector<HTMLElement>('.video-widget')!;
async function start(data: object) {
  document.body.innerHTML = widget(data);
  mounted = mountPlugins([video], { video: { enabled: true } });
  await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
  StandInObserver.all[0]!.near(true);
  await vi.waitFor(() => expect(el().dataset.videoState).toBe('stop'));
  // The widget's own in-view observer comes with its effects, which may run after its first state shows.
  if ('scrollplay' in data || 'autoplay' in data) await vi.waitFor(() => expect(StandInObserver.all.some((o) => o !== StandInObserver.all[0] && o.targets.has(el()))).toBe(true));
}

describe('live shopping status on a video widget', () => {
  it('before, then live exactly at the start, then after exactly at the end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], now: START - 60_000 });
    await start({ type: 'mp4', src: '/v.webm', liveStart: START, liveEnd: END, title: 'Launch' });
    expect(el().dataset.liveStatus).toBe('before');
    expect(el().querySelector('[role="status"]')!.textContent).toBe('Live shopping starts soon');
    // vi.waitFor moves a fake clock on as it polls: go to 1 ms before the start from wherever it is.
    vi.advanceTimersByTime(START - 1 - Date.now());
    await Promise.resolve();
    expect(el().dataset.liveStatus).toBe('before');
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(el().dataset.liveStatus).toBe('live'));
    expect(el().querySelector('[role="status"]')!.textContent).toBe('Live now');
    vi.advanceTimersByTime(END - 1 - Date.now());
    await Promise.resolve();
    expect(el().dataset.liveStatus).toBe('live');
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(el().dataset.liveStatus).toBe('after'));
    expect(el().querySelector('[role="status"]')!.textContent).toBe('Live shopping has ended');
  });

  it('a clock set forward past the start (or a device that slept) shows live within a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], now: START - 2 * 3_600_000 });
    await start({ type: 'mp4', src: '/v.webm', liveStart: START, liveEnd: END });
    expect(el().dataset.liveStatus).toBe('before');
    // The wall clock jumps; no timer runs for the time skipped.
    vi.setSystemTime(START + 1000);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(el().dataset.liveStatus).toBe('live'));
  });

  it('a widget without a window shows no status', async () => {
    await start({ type: 'mp4', src: '/v.webm' });
    expect(el().dataset.liveStatus).toBeUndefined();
    expect(el().querySelector('.video-widget__live')).toBeNull();
  });
});

/** Out of view, and once the widget has rendered that (not in the same batch), back in view. */
async function outAndBack(inView: StandInObserver) {
  inView.near(false);
  await new Promise((r) => setTimeout(r, 50));
  inView.near(true);
}

describe('the play/pause button', () => {
  it('names what a press does and plays, then pauses', async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film' });
    const button = el().querySelector<HTMLButtonElement>('.video-widget__toggle')!;
    expect(button.getAttribute('aria-label')).toBe('Play video: Film');
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    expect(button.getAttribute('aria-label')).toBe('Pause video: Film');
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
  });

  it('a film that ended plays again at the next press, and one paused by its own controls pauses no more', async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film' });
    const button = el().querySelector<HTMLButtonElement>('.video-widget__toggle')!;
    const film = el().querySelector('video')!;
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    // The end, as browsers report it: paused, then ended.
    film.pause();
    film.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('stop'));
    expect(button.getAttribute('aria-label')).toBe('Play video: Film');
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    expect(vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length).toBeGreaterThan(plays);
    // Paused by the video's own controls, then played again by them: the button still pauses it.
    film.pause();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    void film.play();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
  });

  it('a press of play starts the film within the press itself (a phone plays sound only from the gesture)', async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film' });
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    el().querySelector<HTMLButtonElement>('.video-widget__toggle')!.click();
    // No await: still inside the press.
    expect(vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length).toBe(plays + 1);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
  });

  it("scroll-play: a pause with the video's own controls holds when it comes back into view", async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film', scrollplay: true });
    const film = el().querySelector('video')!;
    const inView = StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!;
    inView.near(true);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    film.pause();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    await outAndBack(inView);
    await new Promise((r) => setTimeout(r, 50));
    expect([el().dataset.videoState, vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length]).toEqual(['pause', plays]);
  });

  it("scroll-play: played with the video's own controls after the button paused it, it still pauses out of view", async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film', scrollplay: true });
    const film = el().querySelector('video')!;
    const inView = StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!;
    inView.near(true);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    el().querySelector<HTMLButtonElement>('.video-widget__toggle')!.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    void film.play();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    inView.near(false);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    expect(film.paused).toBe(true);
  });

  it('autoplay waits for the film to be in view (a carousel\'s next slide mounts before it shows), then plays on out of view', async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film', autoplay: true });
    const inView = StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!;
    await new Promise((r) => setTimeout(r, 50));
    expect([el().dataset.videoState, vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length]).toEqual(['stop', 0]);
    inView.near(true);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    inView.near(false);
    await new Promise((r) => setTimeout(r, 50));
    expect([el().dataset.videoState, el().querySelector('video')!.paused]).toEqual(['play', false]);
  });

  it('autoplay in a browser without IntersectionObserver plays at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = widget({ type: 'mp4', src: '/v.webm', title: 'Film', autoplay: true });
    mounted = mountPlugins([video], { video: { enabled: true } });
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
  });

  it('scroll-play in a browser without IntersectionObserver counts the film in view: it plays at once, and Pause and Play work', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = widget({ type: 'mp4', src: '/v.webm', title: 'Film', scrollplay: true });
    mounted = mountPlugins([video], { video: { enabled: true } });
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    const button = () => el().querySelector<HTMLButtonElement>('button')!;
    button().click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    button().click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
  });

  it('scroll-play: a film that ended is no pause of the shopper: back in view, it plays again', async () => {
    await start({ type: 'mp4', src: '/v.webm', title: 'Film', scrollplay: true });
    const film = el().querySelector('video')!;
    const inView = StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!;
    inView.near(true);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    // The end, as browsers report it: paused (with ended already true), then ended.
    let ended = true;
    Object.defineProperty(film, 'ended', { get: () => ended, configurable: true });
    film.pause();
    film.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('stop'));
    ended = false;
    await outAndBack(inView);
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
  });

  it('a film that fails while playing stays stopped, its button kept, unavailable, with the focus on it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ type: 'mp4', src: '/v.webm', title: 'Film' });
    const button = el().querySelector<HTMLButtonElement>('.video-widget__toggle')!;
    const film = el().querySelector('video')!;
    button.focus();
    button.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    film.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(el().classList.contains('video-widget--failed')).toBe(true));
    // Taken out of the page while it played, the element still says it paused.
    film.pause();
    await new Promise((r) => setTimeout(r, 50));
    expect(el().dataset.videoState).toBe('stop');
    expect(el().classList.contains('video-widget--playing')).toBe(false);
    expect(el().querySelector('.video-widget__toggle')).toBe(button);
    expect([button.getAttribute('aria-disabled'), button.getAttribute('aria-label'), document.activeElement === button, button.tabIndex]).toEqual(['true', 'Video unavailable: Film', true, -1]);
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    button.click();
    await new Promise((r) => setTimeout(r, 50));
    expect([el().dataset.videoState, vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length]).toEqual(['stop', plays]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/v.webm could not be played; the poster stays'));
  });

  it('a source on another host is refused: the poster stays, one warning (none for captions it will never show), no video element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ type: 'mp4', src: 'https://evil.example/v.webm', caption: 'https://evil.example/v.vtt' });
    await vi.waitFor(() => expect(el().classList.contains('video-widget--failed')).toBe(true));
    expect(el().querySelector('video')).toBeNull();
    expect(el().querySelector('.video-widget__poster')).not.toBeNull();
    expect(warn.mock.calls).toEqual([['storefront: plugin "video": video.src https://evil.example/v.webm is not an address on this site or a host in options.videoHosts; the poster stays']]);
  });

  it("captions from the page's host are shown from the start, in the page's language; from another host, or javascript:, none, with a warning", async () => {
    document.documentElement.lang = 'en-GB';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ type: 'mp4', src: '/v.webm', caption: '/v/film.en.vtt' });
    await vi.waitFor(() => expect(el().querySelector('video track')).not.toBeNull());
    const track = el().querySelector('video track') as HTMLTrackElement;
    // Named in the browser's captions menu by the page language's own name for itself.
    expect([track.kind, track.getAttribute('src'), track.srclang, track.label, track.default]).toEqual(['captions', `${location.origin}/v/film.en.vtt`, 'en-GB', 'British English', true]);
    track.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('storefront: plugin "video": video.caption /v/film.en.vtt could not be loaded; the video plays without captions');
    for (const caption of ['https://cdn.example/film.en.vtt', 'javascript:alert(1)']) {
      mounted?.registry.stop();
      StandInObserver.all = [];
      warn.mockClear();
      await start({ type: 'mp4', src: '/v.webm', caption });
      expect(el().querySelector('video')).not.toBeNull();
      expect(el().querySelector('track')).toBeNull();
      expect(warn).toHaveBeenCalledWith(`storefront: plugin "video": video.caption ${caption} is not an address on this site; the video plays without captions`);
    }
    document.documentElement.lang = '';
  });

  it('captions on a page without a language, or with one Intl does not know, carry no name of their own', async () => {
    for (const lang of ['', 'x-not a tag']) {
      document.documentElement.lang = lang;
      mounted?.registry.stop();
      StandInObserver.all = [];
      await start({ type: 'mp4', src: '/v.webm', caption: '/v/film.vtt' });
      await vi.waitFor(() => expect(el().querySelector('video track')).not.toBeNull());
      expect([el().querySelector('track')!.hasAttribute('label'), el().querySelector('track')!.hasAttribute('srclang')]).toEqual([false, lang !== '']);
    }
    document.documentElement.lang = '';
  });

  it('a captions file that failed before the widget listened (a fast 404) is still said', async () => {
    vi.spyOn(HTMLTrackElement.prototype, 'readyState', 'get').mockReturnValue(3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ type: 'mp4', src: '/v.webm', caption: '/v/gone.vtt' });
    expect(el().querySelector('video track')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('storefront: plugin "video": video.caption /v/gone.vtt could not be loaded; the video plays without captions');
  });

  it('below 768 px a refused mobile source is named as video.mobileSrc', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ type: 'mp4', src: '/v.webm', mobileSrc: 'https://evil.example/m.webm' });
    await vi.waitFor(() => expect(el().classList.contains('video-widget--failed')).toBe(true));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('video.mobileSrc https://evil.example/m.webm is not an address on this site'));
  });
});

describe('host lists in the site options that are no lists', () => {
  it('options.videoHosts: said once for the page, naming it; the page host still plays, another host is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const src of ['/v.webm', 'https://cdn.example/v.webm']) {
      mounted?.registry.stop();
      StandInObserver.all = [];
      document.body.innerHTML = widget({ type: 'mp4', src });
      mounted = mountPlugins([video], { video: { enabled: true, options: { videoHosts: 'cdn.example' } } });
      await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
      StandInObserver.all[0]!.near(true);
      // The page's own host plays (its video element comes); the other is refused (the widget fails).
      if (src === '/v.webm') await vi.waitFor(() => expect(el().querySelector('video')).not.toBeNull());
      else await vi.waitFor(() => expect(el().classList.contains('video-widget--failed')).toBe(true));
      expect([el().classList.contains('video-widget--failed'), !!el().querySelector('video')]).toEqual([src !== '/v.webm', src === '/v.webm']);
    }
    expect(warn.mock.calls.filter(([m]) => String(m).includes('videoHosts should'))).toEqual([['storefront: plugin "video": options.videoHosts should be a list of host names; ignoring it']]);
  });

  it("options.playerHosts: said, naming it, and the players' own hosts are used", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = widget({ type: 'youtube', id: 'sf-film' });
    mounted = mountPlugins([video], { video: { enabled: true, options: { playerHosts: { 'www.youtube.com': true } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    // YouTube's own script, on YouTube's own host (PLAYER_HOSTS), is asked for.
    await vi.waitFor(() => expect(document.head.querySelector('script[src="https://www.youtube.com/iframe_api"]')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith('storefront: plugin "video": options.playerHosts should be a list of host names; ignoring it');
  });
});

describe('switched off', () => {
  it('gives the widget back as the page had it: its own state and live status kept, no frame or playing class', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: START + 60_000 });
    document.body.innerHTML = widget({ type: 'mp4', src: '/v.webm', liveStart: START, liveEnd: END, width: 9, height: 16 });
    el().setAttribute('data-video-state', 'page');
    el().setAttribute('data-live-status', 'page');
    mounted = mountPlugins([video], { video: { enabled: true } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(el().dataset.liveStatus).toBe('live'));
    expect(el().dataset.videoState).toBe('stop');
    expect(el().classList.contains('video-widget--9x16')).toBe(true);
    mounted.registry.disable('video');
    await vi.waitFor(() => expect(el().querySelector('.video-widget__toggle')).toBeNull());
    expect(el().dataset.liveStatus).toBe('page');
    expect(el().dataset.videoState).toBe('page');
    expect(el().className).toBe('video-widget');
  });

  it("a widget without a live window leaves the page's data-live-status alone, while it plays and after", async () => {
    document.body.innerHTML = widget({ type: 'mp4', src: '/v.webm' });
    el().setAttribute('data-live-status', 'page');
    mounted = mountPlugins([video], { video: { enabled: true } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(el().querySelector('.video-widget__toggle')).not.toBeNull());
    el().querySelector<HTMLButtonElement>('.video-widget__toggle')!.click();
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    expect(el().dataset.liveStatus).toBe('page');
    mounted.registry.disable('video');
    await vi.waitFor(() => expect(el().querySelector('.video-widget__toggle')).toBeNull());
    expect(el().dataset.liveStatus).toBe('page');
    expect(el().hasAttribute('data-video-state')).toBe(false);
  });
});

describe("a video of another country's account (docs/sites.md \"Video players\")", () => {
  // The page's country (its countryCode hidden input) needs no row; another country without one plays on the site's ids, said once.
  for (const [pageCountry, warned] of [['IE', false], ['GB', true]] as const) {
    it(`a countryCode IE video on a ${pageCountry} page with no IE row: the site's own ids${warned ? ', with a warning' : ''}`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const name = `bc-${pageCountry}`;
      document.body.innerHTML = widget({ type: 'brightcove', id: '6312345678001', countryCode: 'IE' });
      const options = { players: { brightcove: { script: `/${name}.js?account={account}`, account: '6415518627001', countries: { DE: { account: '6415518627003' } } } } };
      mounted = mountPlugins([video], { video: { enabled: true, options } }, buildRuntime({ countryCode: pageCountry }));
      await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
      StandInObserver.all[0]!.near(true);
      await vi.waitFor(() => expect(document.head.querySelector(`script[src$="/${name}.js?account=6415518627001"]`)).not.toBeNull());
      expect(warn.mock.calls.filter(([m]) => String(m).includes('countries'))).toEqual(
        warned ? [['storefront: plugin "video": plugins.video.options.players.brightcove.countries has no row for "IE"; the site\'s own brightcove ids play video 6312345678001']] : [],
      );
    });
  }
});

describe('a Brightcove widget', () => {
  it('a play the player refuses (no sound without a gesture) is forgotten: the next press asks again and plays', async () => {
    const asked: string[] = [];
    let refuse = true;
    const handlers: Record<string, () => void> = {};
    // What the player's script defines as it runs (just before its load event, below).
    const bc = (el: HTMLElement) => {
      el.append(document.createElement('video'));
      setTimeout(() => handlers.loadedmetadata?.(), 0);
      return {
        play: () => {
          asked.push('play');
          if (refuse) return Promise.reject(new DOMException('play() can only be initiated by a user gesture', 'NotAllowedError'));
          setTimeout(() => handlers.play?.(), 0);
          return Promise.resolve();
        },
        pause: () => asked.push('pause'),
        on: (name: string, fn: () => void) => (handlers[name] = fn),
        dispose() {},
      };
    };
    document.body.innerHTML = widget({ type: 'brightcove', id: '6312345678001', autoplay: true });
    mounted = mountPlugins([video], { video: { enabled: true, options: { players: { brightcove: { script: '/bc-refused.js?account={account}', account: '6415518627001' } } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(document.head.querySelector('script[src$="/bc-refused.js?account=6415518627001"]')).not.toBeNull());
    StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!.near(true);
    vi.stubGlobal('bc', bc);
    document.head.querySelector('script[src$="/bc-refused.js?account=6415518627001"]')!.dispatchEvent(new Event('load'));
    // The autoplay's play is refused.
    await vi.waitFor(() => expect(asked).toEqual(['play']));
    await new Promise((r) => setTimeout(r, 20));
    refuse = false;
    el().querySelector<HTMLButtonElement>('.video-widget__toggle')!.click();
    await vi.waitFor(() => expect(asked).toEqual(['play', 'play']));
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
  });
});

describe('a player script that throws', () => {
  // Each case its own script address: a script loaded once is not loaded again.
  let scripts = 0;
  it.each([
    ['an Error', () => new Error('player exploded'), 'player exploded'],
    ['no Error at all', () => undefined, 'the brightcove player failed'],
    ['an object String() cannot read', () => ({ toString: 1 }), 'the brightcove player failed'],
  ])('throwing %s, the widget fails with the poster kept and one warning', async (_, thrown, said) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = `bc-throws-${++scripts}.js`;
    document.body.innerHTML = widget({ type: 'brightcove', id: '6312345678001' });
    mounted = mountPlugins([video], { video: { enabled: true, options: { players: { brightcove: { script: `/${name}?account={account}`, account: '6415518627001' } } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(document.head.querySelector(`script[src*="/${name}"]`)).not.toBeNull());
    vi.stubGlobal('bc', () => {
      throw thrown();
    });
    document.head.querySelector(`script[src*="/${name}"]`)!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(el().classList.contains('video-widget--failed')).toBe(true));
    expect(el().dataset.videoState).toBe('stop');
    expect(el().querySelector('.video-widget__toggle')!.getAttribute('aria-disabled')).toBe('true');
    expect(warn.mock.calls.filter(([m]) => String(m).includes('poster stays'))).toEqual([[`storefront: plugin "video": ${said}; the poster stays`]]);
  });
});

describe('a YouTube widget', () => {
  // The iframe API's way: the player's frame replaces the element it is given.
  const standInYouTube = (calls: string[]) =>
    vi.stubGlobal('YT', {
      Player: class {
        constructor(slot: HTMLElement, o: { events: { onReady(): void } }) {
          const frame = document.createElement('iframe');
          slot.replaceWith(frame);
          setTimeout(() => o.events.onReady(), 0);
        }
        playVideo() {}
        pauseVideo() {}
        destroy() {
          calls.push('destroy');
        }
      },
    });
  // Each test its own script address: a script loaded once is not loaded again (docs/rules.md §2).
  const script = (name: string) => document.head.querySelector(`script[src$="/${name}"]`);
  async function startYouTube(name: string) {
    document.body.innerHTML = widget({ type: 'youtube', id: 'sf-film' });
    mounted = mountPlugins([video], { video: { enabled: true, options: { players: { youtube: { script: `/${name}` } } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(script(name)).not.toBeNull());
  }
  const slowWarnings = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.filter(([m]) => String(m).includes('has not started within'));

  it('its player starts in a slot inside the widget, and is taken down when the plugin is switched off', async () => {
    const calls: string[] = [];
    standInYouTube(calls);
    await startYouTube('yt-slot.js');
    // jsdom runs no scripts: the player script's load is announced here.
    script('yt-slot.js')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player > iframe')).not.toBeNull());
    mounted!.registry.disable('video');
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player')).toBeNull());
    expect(calls).toEqual(['destroy']);
  });

  it('a player script that does not answer in 10 s is warned about once, and still starts the player when it comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    standInYouTube([]);
    await startYouTube('yt-late.js');
    vi.advanceTimersByTime(9_000);
    expect(slowWarnings(warn)).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(slowWarnings(warn)).toEqual([['storefront: plugin "video": the youtube player has not started within 10 s; the poster stays until it does']]);
    vi.advanceTimersByTime(60_000);
    expect(slowWarnings(warn)).toHaveLength(1);
    expect(el().classList.contains('video-widget--failed')).toBe(false);
    script('yt-late.js')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player > iframe')).not.toBeNull());
    expect(el().classList.contains('video-widget--failed')).toBe(false);
  });

  it('a player that started in time says nothing about waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    standInYouTube([]);
    await startYouTube('yt-in-time.js');
    script('yt-in-time.js')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player > iframe')).not.toBeNull());
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(20_000);
    expect(slowWarnings(warn)).toEqual([]);
  });

  /** A stand-in YouTube that records what it is asked (play, pause) and hands out its events. */
  const recordingYouTube = () => {
    let events: { onReady(): void; onStateChange(e: { data: number }): void } | undefined;
    const asked: string[] = [];
    vi.stubGlobal('YT', {
      Player: class {
        constructor(slot: HTMLElement, o: { events: NonNullable<typeof events> }) {
          events = o.events;
          slot.replaceWith(document.createElement('iframe'));
          setTimeout(() => o.events.onReady(), 0);
        }
        playVideo() {
          asked.push('play');
        }
        pauseVideo() {
          asked.push('pause');
        }
        destroy() {}
      },
    });
    return { asked, events: () => events! };
  };

  it("the state is the player's own: asked to play, it shows play only once the player says it plays", async () => {
    const { asked, events } = recordingYouTube();
    await startYouTube('yt-state.js');
    script('yt-state.js')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player > iframe')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    el().querySelector<HTMLButtonElement>('.video-widget__toggle')!.click();
    await vi.waitFor(() => expect(asked).toContain('play'));
    await new Promise((r) => setTimeout(r, 20));
    // A phone's YouTube may wait for a tap in its player: nothing says it plays yet, and the
    // poster makes way (pause) so that the player can be tapped.
    expect([el().dataset.videoState, el().querySelector('.video-widget__toggle')!.getAttribute('aria-label')]).toEqual(['pause', 'Play video: Video']);
    events().onStateChange({ data: 1 });
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('play'));
    // Paused in the player's own controls: the shopper's pause, and the button offers play.
    events().onStateChange({ data: 2 });
    await vi.waitFor(() => expect(el().querySelector('.video-widget__toggle')!.getAttribute('aria-label')).toBe('Play video: Video'));
  });

  it("scroll-play: a player's late reports of the widget's own plays and pauses are no choice of the shopper's", async () => {
    const { asked, events } = recordingYouTube();
    document.body.innerHTML = widget({ type: 'youtube', id: 'sf-film', scrollplay: true, muted: true });
    mounted = mountPlugins([video], { video: { enabled: true, options: { players: { youtube: { script: '/yt-late-reports.js' } } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(script('yt-late-reports.js')).not.toBeNull());
    script('yt-late-reports.js')!.dispatchEvent(new Event('load'));
    const inView = StandInObserver.all.find((o) => o.targets.has(el()) && o !== StandInObserver.all[0])!;
    inView.near(true);
    await vi.waitFor(() => expect(asked).toEqual(['play']));
    events().onStateChange({ data: 1 });
    // Out of view and back before the player has said anything: its pause and play come late.
    inView.near(false);
    await vi.waitFor(() => expect(asked).toEqual(['play', 'pause']));
    inView.near(true);
    await vi.waitFor(() => expect(asked).toEqual(['play', 'pause', 'play']));
    // The late pause arrives (its play, the player already playing, says nothing new): the
    // widget's own, no shopper's pause to hold, so scroll-play still drives the video.
    events().onStateChange({ data: 2 });
    await vi.waitFor(() => expect(el().dataset.videoState).toBe('pause'));
    inView.near(false);
    await vi.waitFor(() => expect(asked).toEqual(['play', 'pause', 'play', 'pause']));
    inView.near(true);
    await vi.waitFor(() => expect(asked).toEqual(['play', 'pause', 'play', 'pause', 'play']));
  });

  it('a widget gone before its player script answered leaves nothing waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    standInYouTube([]);
    await startYouTube('yt-gone.js');
    mounted!.registry.disable('video');
    await vi.waitFor(() => expect(el().querySelector('.video-widget__player')).toBeNull());
    // Its wait is cleared with it: past the wait, nothing is said. (The count of pending timers
    // is no measure here: the runtime's own short timers come and go as the wait above polls.)
    vi.advanceTimersByTime(20_000);
    expect(slowWarnings(warn)).toEqual([]);
  });

  it('an Aparat player, which drives itself, has started once its script wrote it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = widget({ type: 'aparat', id: 'sf-film' });
    mounted = mountPlugins([video], { video: { enabled: true, options: { players: { aparat: { script: '/aparat-stand-in.js?div={div}' } } } } });
    await vi.waitFor(() => expect(StandInObserver.all.length).toBeGreaterThan(0));
    StandInObserver.all[0]!.near(true);
    await vi.waitFor(() => expect(document.head.querySelector('script[src*="/aparat-stand-in.js"]')).not.toBeNull());
    // As Aparat's embed script does when it runs: its player written into the div it names.
    el().querySelector('.video-widget__player')!.append(document.createElement('iframe'));
    document.head.querySelector('script[src*="/aparat-stand-in.js"]')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(20_000);
    expect(slowWarnings(warn)).toEqual([]);
    expect(el().classList.contains('video-widget--failed')).toBe(false);
  });
});
