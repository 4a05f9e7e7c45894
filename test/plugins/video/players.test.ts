import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPlayerScript, PLAYER_HOSTS, playerEntry, playerScriptUrl, startPlayer } from '../../../plugins/video/players';
import runPlayer from '../../../plugins/video/players-run';
import type { VideoData } from '../../../plugins/video/video-config';

const options = {
  players: {
    youtube: { script: 'https://www.youtube.com/iframe_api' },
    brightcove: { script: 'https://players.brightcove.net/{account}/{player}_default/index.min.js', account: '6415518627001', player: 'uk-store' },
    aparat: { script: '/video-players/aparat.js?data[rnddiv]={div}&id={id}' },
  },
};
const PAGE = 'https://www.samsung.com/uk/';

describe('the player table (docs/rules.md §2 "Video widgets")', () => {
  it('fills the account and player ids into the script URL on a listed host', () => {
    const entry = playerEntry(options, 'brightcove');
    expect(playerScriptUrl(entry, { id: '1', div: 'd' }, ['players.brightcove.net'], PAGE)).toBe('https://players.brightcove.net/6415518627001/uk-store_default/index.min.js');
  });

  it('fills the video id and the element id, encoded; a path on the site needs no listed host', () => {
    expect(playerScriptUrl(playerEntry(options, 'aparat'), { id: 'a&b', div: 'sf-video-1' }, [], PAGE)).toBe('https://www.samsung.com/video-players/aparat.js?data[rnddiv]=sf-video-1&id=a%26b');
  });

  it('refuses scripts from hosts not listed, and javascript: URLs', () => {
    expect(playerScriptUrl(playerEntry(options, 'youtube'), { id: '1', div: 'd' }, [], PAGE)).toBeNull();
    expect(playerScriptUrl({ script: 'javascript:alert(1)', account: '', player: '' }, { id: '1', div: 'd' }, ['www.youtube.com'], PAGE)).toBeNull();
    expect(playerScriptUrl({ script: 'https://evil.example/{id}.js', account: '', player: '' }, { id: '1', div: 'd' }, ['www.youtube.com'], PAGE)).toBeNull();
  });

  it("without a site table, the players' own scripts and hosts; a site's ids fill the Brightcove URL", () => {
    expect(playerEntry({}, 'youtube')).toMatchObject({ script: 'https://www.youtube.com/iframe_api', account: '', player: '' });
    const entry = playerEntry({ players: { brightcove: { account: '6415518627001', player: 'uk-store' } } }, 'brightcove');
    expect(playerScriptUrl(entry, { id: '1', div: 'd' }, PLAYER_HOSTS, PAGE)).toBe('https://players.brightcove.net/6415518627001/uk-store_default/index.min.js');
  });

  it('names the option that is wrong or not an id', () => {
    expect(() => playerEntry({ players: { youtube: 'yes' } }, 'youtube')).toThrow('plugins.video.options.players.youtube should be an object');
    expect(() => playerEntry({ players: { youtube: { script: 42 } } }, 'youtube')).toThrow('plugins.video.options.players.youtube.script should be a URL');
    expect(() => playerEntry({ players: { brightcove: { script: '/x', account: '"><script>' } } }, 'brightcove')).toThrow('players.brightcove.account is not an id');
  });

  describe("a video of another country: its row of the country table (docs/sites.md \"Video players\")", () => {
    const table = { players: { brightcove: { account: '6415518627001', player: 'uk-store', countries: { IE: { account: '6415518627002', player: 'ie-store' }, DE: { account: '6415518627003' } } } } };
    const url = (country: string) => playerScriptUrl(playerEntry(table, 'brightcove', country), { id: '1', div: 'd' }, PLAYER_HOSTS, PAGE);

    it("takes that country's account and player ids, whatever the code's case", () => {
      expect(url('IE')).toBe('https://players.brightcove.net/6415518627002/ie-store_default/index.min.js');
      expect(url('ie')).toBe('https://players.brightcove.net/6415518627002/ie-store_default/index.min.js');
    });

    it("a country's row gives its own ids only: an id it leaves out is none, not the site's", () => {
      expect(playerEntry(table, 'brightcove', 'DE')).toMatchObject({ script: 'https://players.brightcove.net/{account}/{player}_default/index.min.js', account: '6415518627003', player: '' });
    });

    it("no code, the page's own country, or a country without a row: the site's own ids", () => {
      for (const country of ['', 'GB', 'FR', 'x"><'])
        expect(url(country)).toBe('https://players.brightcove.net/6415518627001/uk-store_default/index.min.js');
    });

    it("says when a code plays on the site's own ids: no row for it; nothing for the page's own country or a table without countries", () => {
      const miss = (t: Record<string, unknown>, type: 'brightcove' | 'youtube', country: string) => playerEntry(t, type, country, 'GB').miss;
      expect(miss(table, 'brightcove', 'FR')).toBe('plugins.video.options.players.brightcove.countries has no row for "FR"');
      expect(miss(table, 'brightcove', 'gbr')).toBe('plugins.video.options.players.brightcove.countries has no row for "gbr"');
      expect(miss(table, 'brightcove', 'gb')).toBeUndefined();
      expect(playerEntry(table, 'brightcove', 'GB', 'gb').miss).toBeUndefined();
      expect(miss(table, 'brightcove', 'ie')).toBeUndefined();
      expect(miss(table, 'brightcove', '')).toBeUndefined();
      expect(miss({ players: { youtube: {} } }, 'youtube', 'FR')).toBeUndefined();
    });

    it('names a country table or row that is not an object, and a row id that is not an id', () => {
      expect(() => playerEntry({ players: { brightcove: { countries: ['IE'] } } }, 'brightcove', 'IE')).toThrow('plugins.video.options.players.brightcove.countries should be an object');
      expect(() => playerEntry({ players: { brightcove: { countries: { IE: '6415518627002' } } } }, 'brightcove', 'IE')).toThrow('plugins.video.options.players.brightcove.countries.IE should be an object');
      // A bad row fails every widget of the type, not only its own country's.
      for (const country of ['', 'GB', 'DE'])
        expect(() => playerEntry({ players: { brightcove: { account: '1', countries: { DE: { account: '3' }, IE: null } } } }, 'brightcove', country)).toThrow('plugins.video.options.players.brightcove.countries.IE should be an object');
      expect(() => playerEntry({ players: { brightcove: { countries: { IE: { account: '../x' } } } } }, 'brightcove', 'IE')).toThrow('plugins.video.options.players.brightcove.countries.IE.account is not an id');
    });
  });
});

describe('loading a player script', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds one script per URL however many widgets ask', () => {
    const a = loadPlayerScript('https://www.youtube.com/iframe_api', ['www.youtube.com']);
    const b = loadPlayerScript('https://www.youtube.com/iframe_api', ['www.youtube.com']);
    expect(a).toBe(b);
    expect(document.head.querySelectorAll('script[src="https://www.youtube.com/iframe_api"]')).toHaveLength(1);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    return expect(a).resolves.toBeUndefined();
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const url = 'https://players.brightcove.net/1/2_default/index.min.js';
    const first = loadPlayerScript(url, ['players.brightcove.net']);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('failed to load');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const second = loadPlayerScript(url, ['players.brightcove.net']);
    expect(second).not.toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('two Brightcove players on one page (two accounts: a video of another country)', () => {
  afterEach(() => {
    delete (window as unknown as { bc?: unknown }).bc;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  it("a widget starts with its own script's bc, though the other account's script ran after it", async () => {
    const table = { players: { brightcove: { script: 'https://players.brightcove.net/{account}/{player}_default/index.min.js?two', account: '1', player: 'gb', countries: { IE: { account: '2', player: 'ie' } } } } };
    const made: string[] = [];
    const bcOf = (account: string) => (el: HTMLElement) => {
      made.push(`${account} ${el.getAttribute('data-video-id')}`);
      return { play() {}, pause() {}, on() {}, dispose() {} };
    };
    const video = (id: string, countryCode: string) => ({ type: 'brightcove', id, countryCode, muted: true, controls: true, loop: false }) as unknown as VideoData;
    // Each script defines window.bc as it runs, just before its load event.
    const run = async (v: VideoData, account: string) => {
      const pending = runPlayer(table, v, 'sf-video-1', PAGE, 'GB');
      const script = document.head.querySelector<HTMLScriptElement>(`script[src*="/${account}/"]`);
      if (script && !script.dataset.ran) {
        script.dataset.ran = 'yes';
        (window as unknown as { bc: unknown }).bc = bcOf(account);
        script.dispatchEvent(new Event('load'));
      }
      (await pending)(document.createElement('div'), () => {}, () => {}, () => {});
    };
    await run(video('gb-1', ''), '1');
    await run(video('ie-1', 'IE'), '2');
    // The page's own account's script is loaded already: its widget gets that script's bc, not the last one to run.
    await run(video('gb-2', ''), '1');
    expect(made).toEqual(['1 gb-1', '2 ie-1', '1 gb-2']);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    // A script that ran and defined no bc of its own (a changed or broken player script) makes
    // no player with another account's: its widget fails, naming what is missing.
    const table3 = { players: { brightcove: { ...table.players.brightcove, countries: { DE: { account: '3', player: 'de' } } } } };
    const pending = runPlayer(table3, video('de-1', 'DE'), 'sf-video-1', PAGE, 'GB');
    document.head.querySelector<HTMLScriptElement>('script[src*="/3/"]')!.dispatchEvent(new Event('load'));
    const start = await pending;
    expect(() => start(document.createElement('div'), () => {}, () => {}, () => {})).toThrow('the Brightcove player script did not define bc()');
    expect(made).toHaveLength(3);
  });
});

describe("the hosts a player script may come from (plugins/video/players-run.ts)", () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));
  const video = { type: 'youtube', id: 'dQw4w9WgXcQ', muted: true, controls: false, loop: true } as unknown as VideoData;
  it("the site's listed hosts when it lists them, else the players' own; the page's host always", async () => {
    const youtube = { players: { youtube: { script: 'https://www.youtube.com/iframe_api?hosts' } } };
    await expect(runPlayer(youtube, video, 'sf-video-1', PAGE, 'GB', [])).rejects.toThrow('is not an address on this site or a host in options.playerHosts');
    void runPlayer(youtube, video, 'sf-video-1', PAGE, 'GB');
    expect(document.head.querySelector('script[src="https://www.youtube.com/iframe_api?hosts"]')).not.toBeNull();
    void runPlayer({ players: { youtube: { script: 'https://cdn.example/yt.js' } } }, video, 'sf-video-1', PAGE, 'GB', ['cdn.example']);
    void runPlayer({ players: { youtube: { script: '/local/yt.js' } } }, video, 'sf-video-1', PAGE, 'GB', []);
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['https://www.youtube.com/iframe_api?hosts', 'https://cdn.example/yt.js', 'https://www.samsung.com/local/yt.js']);
  });
});

describe('a page whose Trusted Types refuse the player policy', () => {
  afterEach(() => {
    delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  it('fails the widget that asked, and the next widget tries again', async () => {
    // A module of its own: the policy it makes stays out of the other tests.
    vi.resetModules();
    const { loadPlayerScript } = await import('../../../plugins/video/players');
    const url = 'https://www.youtube.com/iframe_api?tt';
    let refuse = true;
    (window as unknown as { trustedTypes: unknown }).trustedTypes = {
      createPolicy: (_: string, rules: { createScriptURL(u: string): string }) => {
        if (refuse) throw new TypeError('Policy "storefront-video" disallowed.');
        return rules;
      },
    };
    expect(() => loadPlayerScript(url, ['www.youtube.com'])).toThrow('disallowed');
    refuse = false;
    const second = loadPlayerScript(url, ['www.youtube.com']);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});

describe('a player script that throws as it runs', () => {
  it('is a failed load, not an uncaught error', async () => {
    const url = 'https://www.youtube.com/iframe_api?broken';
    const pending = loadPlayerScript(url, ['www.youtube.com']);
    const script = document.head.querySelector<HTMLScriptElement>('script')!;
    const error = new ErrorEvent('error', { message: "Unexpected token ':'", filename: script.src, cancelable: true });
    window.dispatchEvent(error);
    expect(error.defaultPrevented).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow("failed to run (Unexpected token ':')");
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe("a player's own state reaches the widget: played, paused, ended", () => {
  const base = { host: document.createElement('div'), id: 'v1', loaded: undefined, muted: false, controls: true, loop: false, onError: () => {}, onReady: () => {} };
  afterEach(() => {
    delete (window as unknown as { YT?: unknown }).YT;
  });

  it('YouTube: state 1 is play, 2 pause, 0 stop; buffering (3), cued (5) and unstarted (-1) change nothing', () => {
    let events: { onStateChange(e: { data: number }): void } | undefined;
    (window as unknown as { YT: unknown }).YT = { Player: class { constructor(_: unknown, o: { events: typeof events }) { events = o.events; } } };
    const states: string[] = [];
    startPlayer({ ...base, type: 'youtube', entry: playerEntry(options, 'youtube'), onState: (s) => states.push(s) });
    for (const data of [-1, 3, 1, 2, 1, 5, 0]) events!.onStateChange({ data });
    expect(states).toEqual(['play', 'pause', 'play', 'stop']);
  });

  it('YouTube: its iframe takes a slot inside the host, so the widget keeps its element; destroy takes the player down', () => {
    const calls: string[] = [];
    // As the iframe API does: the player's iframe replaces the element it is given.
    (window as unknown as { YT: unknown }).YT = {
      Player: class {
        constructor(el: HTMLElement) {
          el.replaceWith(document.createElement('iframe'));
        }
        destroy() {
          calls.push('destroy');
        }
      },
    };
    const box = document.createElement('div');
    const host = box.appendChild(document.createElement('div'));
    const player = startPlayer({ ...base, host, type: 'youtube', entry: playerEntry(options, 'youtube'), onState: () => {} })!;
    expect(host.parentElement).toBe(box);
    expect([...host.children].map((c) => c.tagName)).toEqual(['IFRAME']);
    player.destroy();
    expect(calls).toEqual(['destroy']);
  });

  it("YouTube: the iframe API's YT.Player comes after its script has loaded; the player is made in YT.ready, and not for a widget gone before", () => {
    // As YouTube's iframe_api: YT.ready now, YT.Player once its second script has run.
    const waiting: (() => void)[] = [];
    const made: string[] = [];
    const yt: { ready(fn: () => void): void; Player?: unknown } = { ready: (fn) => waiting.push(fn) };
    (window as unknown as { YT: unknown }).YT = yt;
    const errors: string[] = [];
    const stays = startPlayer({ ...base, type: 'youtube', entry: playerEntry(options, 'youtube'), onError: (m) => errors.push(m), onState: () => {} })!;
    const goes = startPlayer({ ...base, id: 'v2', type: 'youtube', entry: playerEntry(options, 'youtube'), onError: (m) => errors.push(m), onState: () => {} })!;
    goes.destroy();
    yt.Player = class {
      constructor(_: unknown, o: { videoId: string }) {
        made.push(o.videoId);
      }
      destroy() {}
    };
    waiting.forEach((fn) => fn());
    expect([made, errors]).toEqual([['v1'], []]);
    stays.destroy();
  });

  it('YouTube: a script that defines neither YT.ready nor YT.Player, or whose YT.ready comes without YT.Player, fails the widget', () => {
    (window as unknown as { YT: unknown }).YT = {};
    expect(() => startPlayer({ ...base, type: 'youtube', entry: playerEntry(options, 'youtube'), onState: () => {} })).toThrow('the YouTube player script did not define YT.Player');
    const errors: string[] = [];
    (window as unknown as { YT: unknown }).YT = { ready: (fn: () => void) => fn() };
    startPlayer({ ...base, type: 'youtube', entry: playerEntry(options, 'youtube'), onError: (m) => errors.push(m), onState: () => {} });
    expect(errors).toEqual(['the YouTube player script did not define YT.Player']);
  });

  it('Brightcove: destroy disposes of the player', () => {
    const calls: string[] = [];
    const bc = () => ({ play() {}, pause() {}, on() {}, dispose: () => calls.push('dispose') });
    startPlayer({ ...base, type: 'brightcove', entry: playerEntry(options, 'brightcove'), loaded: bc, onState: () => {} })!.destroy();
    expect(calls).toEqual(['dispose']);
  });

  it("Brightcove: its play, pause and ended events; the pause a video's end brings is a stop", () => {
    const on = new Map<string, () => void>();
    let ended = false;
    const bc = () => ({ play() {}, pause() {}, ended: () => ended, on: (name: string, fn: () => void) => on.set(name, fn) });
    const states: string[] = [];
    startPlayer({ ...base, type: 'brightcove', entry: playerEntry(options, 'brightcove'), loaded: bc, onState: (s) => states.push(s) });
    for (const name of ['play', 'pause', 'play']) on.get(name)!();
    // The end, as video.js reports it: a pause with ended() already true, then ended.
    ended = true;
    on.get('pause')!();
    on.get('ended')!();
    expect(states).toEqual(['play', 'pause', 'play', 'stop', 'stop']);
  });

  it.each([
    ['an Error', () => new Error('Invalid video id'), 'Error: Invalid video id'],
    ['a value String() cannot read', () => ({ toString: 1 }), 'unprintable error'],
  ])('YouTube: a player that cannot be made in YT.ready (whose errors YouTube drops) fails the widget: %s', (_, thrown, said) => {
    const errors: string[] = [];
    let run: (() => void) | undefined;
    (window as unknown as { YT: unknown }).YT = {
      ready: (fn: () => void) => (run = fn),
      Player: class {
        constructor() {
          throw thrown();
        }
      },
    };
    startPlayer({ ...base, type: 'youtube', entry: playerEntry(options, 'youtube'), onError: (m) => errors.push(m), onState: () => {} });
    // As YouTube's onYTReady runs it: inside a try that drops what is thrown.
    try {
      run!();
    } catch {
      /* dropped */
    }
    expect(errors).toEqual([`the YouTube player could not be made (${said})`]);
  });
});

describe('starting an Aparat player', () => {
  const start = (host: HTMLElement) =>
    startPlayer({ type: 'aparat', host, id: 'sfWatch8', entry: playerEntry(options, 'aparat'), loaded: undefined, muted: false, controls: true, loop: false, onError: () => {}, onReady: () => {}, onState: () => {} });
  it('takes the player its script wrote into the element', () => {
    const host = document.createElement('div');
    host.append(document.createElement('video'));
    expect(start(host)).toBeNull();
  });
  it('is a failed player when the script ran and wrote nothing', () => {
    expect(() => start(document.createElement('div'))).toThrow('the Aparat player script did not write a player for video sfWatch8');
  });
});

describe("the players chunk's entry for a widget (plugins/video/players-run.ts)", () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));
  const video = { type: 'youtube', id: 'dQw4w9WgXcQ', muted: true, controls: false, loop: true } as unknown as VideoData;

  it('refuses a table address off the listed hosts before any script is added, naming the script', async () => {
    const table = { players: { youtube: { script: 'https://evil.example/iframe_api' } } };
    await expect(runPlayer(table, video, 'sf-video-1', PAGE, 'GB')).rejects.toThrow('the youtube player script https://evil.example/iframe_api is not an address on this site or a host in options.playerHosts');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it("warns when the video's country has no row and the site's own ids play it; not for the page's own country", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = { players: { brightcove: { script: 'https://evil.example/{account}.js', account: '1', countries: { IE: { account: '2' } } } } };
    const bc = (countryCode: string) => ({ type: 'brightcove', id: '6312345678001', countryCode }) as unknown as VideoData;
    await expect(runPlayer(table, bc('gb'), 'sf-video-1', PAGE, 'GB')).rejects.toThrow('https://evil.example/{account}.js');
    await expect(runPlayer(table, bc('IE'), 'sf-video-1', PAGE, 'GB')).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
    await expect(runPlayer(table, bc('FR'), 'sf-video-1', PAGE, 'GB')).rejects.toThrow();
    expect(warn.mock.calls).toEqual([['storefront: plugin "video": plugins.video.options.players.brightcove.countries has no row for "FR"; the site\'s own brightcove ids play video 6312345678001']]);
    warn.mockRestore();
  });

  it('loads the script, then starts the player in the host with the video\'s settings', async () => {
    // A URL of its own: the loader keeps one load per URL for the page's life.
    const pending = runPlayer({ players: { youtube: { script: 'https://www.youtube.com/iframe_api?run' } } }, video, 'sf-video-1', PAGE, 'GB');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api?run"]')!;
    const made: unknown[] = [];
    (window as unknown as { YT: unknown }).YT = { Player: class { constructor(...args: unknown[]) { made.push(args); } } };
    script.dispatchEvent(new Event('load'));
    const start = await pending;
    const host = document.createElement('div');
    start(host, () => {}, () => {}, () => {});
    expect(made).toHaveLength(1);
    expect((made[0] as [HTMLElement, { videoId: string; playerVars: Record<string, unknown> }])[1]).toMatchObject({ videoId: 'dQw4w9WgXcQ', playerVars: { mute: 1, controls: 0, loop: 1, playlist: 'dQw4w9WgXcQ' } });
    delete (window as unknown as { YT?: unknown }).YT;
  });
});
