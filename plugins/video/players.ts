/**
 * Third-party video players (docs/rules.md §2 "Video widgets"): YouTube, Brightcove and Aparat
 * load their own script, built from the site's per-country player table
 * (`plugins.video.options.players`), only when a widget of that type is about to be seen, and
 * only from the page's host or a host in `options.playerHosts` (else the players' own hosts,
 * `PLAYER_HOSTS`). One script per URL, however
 * many widgets use it. Under Trusted Types the "storefront-video" policy enforces the same rule.
 */
import { allowedLink } from '../../runtime/rules/allowed-link';
import type { PlayerType } from './video-config';
import type { VideoState } from './playback';

/** What the component drives, whatever the player. */
export interface PlayerControls {
  /** A play the player refuses may reject (Brightcove's promise); the widget then forgets it. */
  play(): unknown;
  pause(): void;
  /** Takes the player down (its listeners and timers) when the widget goes. */
  destroy(): void;
}

/** One type's row of the site's player table. */
export interface PlayerEntry {
  script: string;
  account: string;
  player: string;
}

const FIELD = /^[\w-]{1,64}$/;

/**
 * The players' own script URLs and hosts; a site's table adds its account and player ids (and
 * may replace a script, as the template pages do with the local stand-ins).
 */
export const PLAYER_SCRIPTS: Readonly<Record<PlayerType, string>> = {
  youtube: 'https://www.youtube.com/iframe_api',
  brightcove: 'https://players.brightcove.net/{account}/{player}_default/index.min.js',
  aparat: 'https://www.aparat.com/embed/{id}?data[rnddiv]={div}&data[responsive]=yes',
};
export const PLAYER_HOSTS: readonly string[] = ['www.youtube.com', 'players.brightcove.net', 'www.aparat.com'];

/**
 * The table row for `type` over the players' defaults, checked; throws naming the option. A video
 * of another country (`country`) takes that country's account and player ids from the row's
 * `countries` table; `miss` says when the table has no row for it (the page's own country needs
 * none) and the site's own ids play it (docs/sites.md "Video players").
 */
export function playerEntry(options: Readonly<Record<string, unknown>>, type: PlayerType, country = '', pageCountry = ''): PlayerEntry & { miss?: string } {
  let name = `plugins.video.options.players.${type}`;
  const object = (v: unknown, field: string) => {
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v))) throw new Error(`${field} should be an object`);
    return v as Record<string, unknown> | undefined;
  };
  const row: Record<string, unknown> = { script: PLAYER_SCRIPTS[type], ...object(object(options.players, 'plugins.video.options.players')?.[type], name) };
  if (typeof row.script !== 'string') throw new Error(`${name}.script should be a URL`);
  const code = country.toUpperCase();
  const countries = object(row.countries, `${name}.countries`);
  // Every row is checked, so a bad one fails the type's widgets whichever country they are of.
  for (const c in countries) object(countries[c], `${name}.countries.${c}`);
  let own: Record<string, unknown> | undefined;
  if (code && countries && Object.hasOwn(countries, code)) {
    own = countries[code] as Record<string, unknown>;
    name += `.countries.${code}`;
  }
  const field = (key: 'account' | 'player') => {
    const v = (own ?? row)[key] ?? '';
    if (typeof v !== 'string' || (v !== '' && !FIELD.test(v))) throw new Error(`${name}.${key} is not an id`);
    return v;
  };
  return {
    script: row.script,
    account: field('account'),
    player: field('player'),
    miss: code && countries && !own && code !== pageCountry.toUpperCase() ? `${name}.countries has no row for ${JSON.stringify(country.slice(0, 20))}` : undefined,
  };
}

/**
 * The player script's URL: `{account}`, `{player}`, `{id}` and `{div}` filled in (encoded),
 * when the result is on this site or a host in `hosts`; else null.
 */
export function playerScriptUrl(entry: PlayerEntry, values: { id: string; div: string }, hosts: readonly string[], pageUrl = location.href): string | null {
  const filled = entry.script.replace(/\{(account|player|id|div)\}/g, (_, key: string) =>
    encodeURIComponent(key === 'account' ? entry.account : key === 'player' ? entry.player : key === 'id' ? values.id : values.div),
  );
  return allowedLink(filled, { pageUrl, allowedHosts: hosts });
}

type TrustedTypes = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): string } };
let policy: { createScriptURL(url: string): string } | undefined;
let policyHosts: readonly string[] = [];
const loads = new Map<string, Promise<unknown>>();

/**
 * Loads a checked player script once; rejects when it fails to load. Resolves to the `bc`
 * function the script defined as it ran: each Brightcove player's script (one per account and
 * player) defines `window.bc` anew, so a widget of the first account that starts after the
 * second script ran still makes its player with its own script's `bc`. A script that left
 * `window.bc` as it found it defined none (undefined), whatever an earlier script defined.
 */
export function loadPlayerScript(url: string, hosts: readonly string[]): Promise<unknown> {
  let pending = loads.get(url);
  if (pending) return pending;
  const tt = (window as unknown as { trustedTypes?: TrustedTypes }).trustedTypes;
  policyHosts = [...new Set([...policyHosts, ...hosts])];
  // Outside the load kept for the URL: a policy the page refuses fails this widget, and the next may try again.
  if (tt) {
    policy ??= tt.createPolicy('storefront-video', {
      createScriptURL: (href) => {
        const ok = allowedLink(href, { pageUrl: location.href, allowedHosts: policyHosts });
        if (!ok) throw new Error(`storefront-video: ${href.slice(0, 80)} is not a player host`);
        return ok;
      },
    });
  }
  const src = policy ? policy.createScriptURL(url) : url;
  pending = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const w = window as unknown as { bc?: unknown };
    const before = w.bc;
    (script as { src: unknown }).src = src;
    script.async = true;
    let broken = '';
    // A script that throws as it runs (an error page, a truncated file) is a failed load, not an uncaught error.
    const onRunError = (event: ErrorEvent) => {
      if (document.currentScript !== script && event.filename !== script.src) return;
      event.preventDefault();
      broken = event.message || 'script error';
    };
    const failed = (why: string) => {
      loads.delete(url); // the next widget may try again
      script.remove();
      reject(new Error(`the player script ${url.slice(0, 80)} ${why}`));
    };
    window.addEventListener('error', onRunError);
    script.addEventListener('load', () => {
      window.removeEventListener('error', onRunError);
      if (broken) failed(`failed to run (${broken.slice(0, 80)})`);
      else resolve(w.bc === before ? undefined : w.bc);
    });
    script.addEventListener('error', () => {
      window.removeEventListener('error', onRunError);
      failed('failed to load');
    });
    document.head.append(script);
  });
  loads.set(url, pending);
  return pending;
}

interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  destroy(): void;
}
interface YouTubeApi {
  ready?(fn: () => void): void;
  Player?: new (slot: HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
}
interface BrightcovePlayer {
  play(): unknown;
  pause(): void;
  ended?(): boolean;
  on(event: string, fn: () => void): void;
  dispose(): void;
}

/** What the player needs to start: its host element inside the widget and the video's settings. */
export interface StartPlayer {
  type: PlayerType;
  host: HTMLElement;
  id: string;
  entry: PlayerEntry;
  /** What the player's script defined as it ran (loadPlayerScript): Brightcove's `bc`. */
  loaded: unknown;
  muted: boolean;
  controls: boolean;
  loop: boolean;
  onError(message: string): void;
  /** The player can take play and pause. */
  onReady(): void;
  /** The player played, paused or ended, by the page or by its own controls. */
  onState(state: VideoState): void;
}

/** Starts the loaded player in `host`; the controls for types the page drives (Aparat plays by its own controls: null). */
export function startPlayer({ type, host, id, entry, loaded, muted, controls, loop, onError, onReady, onState }: StartPlayer): PlayerControls | null {
  const w = window as unknown as { YT?: YouTubeApi };
  if (type === 'youtube') {
    // The iframe API script defines YT.ready first and YT.Player later, when its second script
    // has loaded: the player is made in YT.ready, and not at all once the widget has gone.
    const noPlayer = 'the YouTube player script did not define YT.Player';
    if (!w.YT?.Player && !w.YT?.ready) throw new Error(noPlayer);
    let player: YouTubePlayer | undefined;
    let ready = false;
    let gone = false;
    // The iframe API replaces the element it is given with its iframe: given a slot inside the
    // host, it leaves the widget's own element (its box, the renderer's node) in place.
    const slot = host.appendChild(document.createElement('div'));
    const create = () => {
      if (gone) return;
      if (!w.YT?.Player) return onError(noPlayer);
      // YouTube runs what YT.ready was given inside a try that drops errors: a player that cannot be made fails here.
      try {
        make(w.YT.Player);
      } catch (error) {
        // What it threw may be anything, even a value String() cannot read.
        let said = 'unprintable error';
        try {
          said = String(error).slice(0, 80);
        } catch {}
        onError(`the YouTube player could not be made (${said})`);
      }
    };
    const make = (Player: NonNullable<YouTubeApi['Player']>) => {
      player = new Player(slot, {
        videoId: id,
        playerVars: { mute: muted ? 1 : 0, controls: controls ? 1 : 0, loop: loop ? 1 : 0, playlist: loop ? id : undefined, playsinline: 1 },
        events: {
          onReady: () => {
            ready = true;
            onReady();
          },
          onError: () => onError(`the YouTube player could not play video ${id}`),
          // YT.PlayerState: 0 ended, 1 playing, 2 paused (buffering and cued change nothing).
          onStateChange: (e: { data: number }) => {
            const state = (['stop', 'play', 'pause'] as const)[e.data];
            if (state) onState(state);
          },
        },
      });
    };
    if (w.YT.ready) w.YT.ready(create);
    else create();
    return {
      play: () => ready && player?.playVideo(),
      pause: () => ready && player?.pauseVideo(),
      destroy: () => {
        gone = true;
        player?.destroy();
      },
    };
  }
  if (type === 'brightcove') {
    const bc = loaded as (el: HTMLElement) => BrightcovePlayer;
    if (typeof bc !== 'function') throw new Error('the Brightcove player script did not define bc()');
    const el = document.createElement('video-js');
    el.setAttribute('data-account', entry.account);
    el.setAttribute('data-player', entry.player);
    el.setAttribute('data-embed', 'default');
    el.setAttribute('data-video-id', id);
    if (muted) el.setAttribute('muted', '');
    if (loop) el.setAttribute('loop', '');
    if (controls) el.setAttribute('controls', '');
    el.setAttribute('playsinline', '');
    host.append(el);
    const player = bc(el);
    player.on('error', () => onError(`the Brightcove player could not play video ${id}`));
    player.on('loadedmetadata', onReady);
    player.on('play', () => onState('play'));
    // A video at its end reports a pause before it ends: that pause is no shopper's.
    player.on('pause', () => onState(player.ended?.() ? 'stop' : 'pause'));
    player.on('ended', () => onState('stop'));
    return {
      play: () => player.play(),
      pause: () => player.pause(),
      destroy: () => player.dispose(),
    };
  }
  // Aparat's embed script writes its player into the element named by {div} as it runs; a
  // script that ran and wrote nothing (an empty answer, a changed embed) is a failed player.
  if (!host.firstElementChild) throw new Error(`the Aparat player script did not write a player for video ${id}`);
  return null;
}
