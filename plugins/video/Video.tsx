/**
 * One video widget (docs/rules.md §2 "Video widgets", §4 "Video widgets"): the page's poster
 * (`img.video-widget__poster`) stays until the video plays, and stays for good when it fails,
 * with a warning. mp4 and url videos play in a `<video>` whose source passed the link rule;
 * YouTube, Brightcove and Aparat load their player script from the site's player table.
 * Autoplay starts it, scroll-play plays it while at least half of it is in view and pauses it
 * outside; reduced motion starts nothing by itself. A play/pause button with an accessible
 * name drives it; `data-video-state` shows play, pause or stop.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { shouldPlay, SCROLL_PLAY_RATIO, type VideoState } from './playback';
import type { PlayerControls } from './players';
import { isPlayer, readVideo, type VideoData } from './video-config';
import { liveAt } from './live';
import type { LiveStatus } from '../../runtime/rules/live-window';

/** Below this width the mobile source plays (docs/rules.md §9). */
const MOBILE_BELOW = 768;
/** A third-party player not started by then is warned about, and still waited for (docs/rules.md §2 "Video widgets"). */
const PLAYER_WAIT_MS = 10_000;

/** Reads the widget's JSON; malformed or unusable data skips the widget with a warning. */
export function fromMarker({ json }: MarkerData): VideoData {
  if (json === undefined) throw new Error('the widget has no readable video data (a <script type="application/json"> child holding JSON)');
  return readVideo(json);
}

const told = new Set<string>();
/**
 * A host list of the site's options (`videoHosts`, `playerHosts`, docs/sites.md "Video players"):
 * its names when it is a list; anything else is ignored, said once a page, naming the option.
 */
const listed = (options: Readonly<Record<string, unknown>>, key: string): string[] | undefined => {
  const v = options[key];
  if (Array.isArray(v)) return v.filter((h): h is string => typeof h === 'string');
  if (v !== undefined && !told.has(key)) {
    told.add(key);
    console.warn(`storefront: plugin "video": options.${key} should be a list of host names; ignoring it`);
  }
};
/** The captions' name in the browser's captions menu: the page language's own name for itself. */
const languageName = (lang: string) => {
  try {
    return new Intl.DisplayNames(lang, { type: 'language' }).of(lang);
  } catch {
    // No language, or none Intl knows: the browser names the track.
  }
};
let widgets = 0;

/** The component the registry portals into each `.video-widget`. */
export default function Video({ element, marker, options, guard }: PluginProps<VideoData>) {
  const { t, site, page } = useRuntime();
  const video = useRef<HTMLVideoElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const controls = useRef<PlayerControls | null>(null);
  const [divId] = useState(() => `sf-video-${++widgets}`);
  const [state, setState] = useState<VideoState>('stop');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  // Each press counts, even one that repeats the last choice: a video that ended, or that the
  // player's own controls paused, answers the next press of the button.
  const [presses, setPresses] = useState(0);
  const view = element.ownerDocument.defaultView ?? window;
  // Scroll-play and autoplay wait for the video to be in view; a browser that cannot tell
  // (no IntersectionObserver) counts it in view, so both play at once and Play works.
  const [visible, setVisible] = useState(typeof view.IntersectionObserver !== 'function');
  // Autoplay waits for the video's first time in view.
  const seen = useRef(visible);
  seen.current ||= visible;
  // Read once, on the first render: reduced motion, the address that plays (null for a player's
  // video, or a refused address) and the captions' address. Captions come from the page's own
  // host only: a file from another host would need the video itself loaded with CORS, and a
  // video host that does not answer it would then not play at all.
  const [[reducedMotion, src, captions]] = useState(() => [
    view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    isPlayer(marker.type)
      ? null
      : allowedLink(view.innerWidth < MOBILE_BELOW ? marker.mobileSrc : marker.desktopSrc, { pageUrl: view.location.href, allowedHosts: [...(listed(options, 'videoHosts') ?? []), ...site.redirectHosts] }),
    marker.caption ? allowedLink(marker.caption, { pageUrl: view.location.href, allowedHosts: [] }) : null,
  ] as const);
  // Captions refused, or a file that does not load, are said. Listened to as the track is put in
  // (a layout effect: before any answer can come, under either renderer), not with onError,
  // which renderers differ on for a track.
  useLayoutEffect(() => {
    const noCaptions = (why: string) => console.warn(`storefront: plugin "video": video.caption ${marker.caption.slice(0, 80)} ${why}; the video plays without captions`);
    if (!src) return;
    if (marker.caption && !captions) {
      noCaptions('is not an address on this site');
      return;
    }
    const track = video.current?.querySelector('track');
    if (!track) return;
    const missing = guard(() => noCaptions('could not be loaded'));
    if (track.readyState === 3) missing();
    track.addEventListener('error', missing);
    return () => track.removeEventListener('error', missing);
  }, []);
  // Live shopping status: evaluated now, and again exactly when the window starts and ends.
  const [live, setLive] = useState<LiveStatus | null>(() => (marker.live ? liveAt(Date.now(), marker.live).status : null));
  const fail = useRef(
    guard((message: string) => {
      console.warn(`storefront: plugin "video": ${message}; the poster stays`);
      setFailed(true);
    }),
  ).current;
  // Plays and pauses sent and not yet reported: a report that answers one is the widget's own,
  // however late it comes (a YouTube player reports through its frame); any other is the
  // shopper's, made with the video's or the player's own controls, and holds as a press of the
  // button would. The pause that comes with a video's end is no choice.
  const asked = useRef<VideoState[]>([]);
  const sent = useRef<VideoState>('pause');
  const send = (next: 'play' | 'pause') => {
    const el = video.current;
    // Only what changes something: a command the video would not answer would wait for ever.
    if (el ? el.paused === (next === 'pause') : sent.current === next) return;
    sent.current = next;
    asked.current.push(next);
    if (el && next === 'pause') el.pause();
    else
      // A play the browser or the player refuses (no sound without a gesture, a phone's power
      // saving) is forgotten, so the next press asks again.
      Promise.resolve(el ? el.play() : controls.current?.[next]()).catch(() => {
        asked.current = [];
        sent.current = 'pause';
      });
  };
  const reported = (next: VideoState) => {
    setState(next);
    const answered = asked.current.indexOf(next);
    if (next === 'stop') {
      asked.current = [];
      sent.current = 'pause';
    } else if (answered >= 0) asked.current.splice(0, answered + 1);
    else {
      asked.current = [];
      sent.current = next;
      setChoice(next);
    }
  };
  // A failed video is stopped for good, whatever its element or player still reports (a <video>
  // taken out of the page while playing still says it paused).
  const shown: VideoState = failed ? 'stop' : state;

  // The frame, the state and the live status on the widget itself; the page's values come back on unmount.
  const [before] = useState(() => [element.getAttribute('data-video-state'), element.getAttribute('data-live-status')] as const);
  useLayoutEffect(() => {
    const classes = element.classList;
    classes.add(marker.vertical ? 'video-widget--9x16' : 'video-widget--16x9');
    classes.toggle('video-widget--playing', shown === 'play');
    classes.toggle('video-widget--failed', failed);
    element.setAttribute('data-video-state', shown);
    if (live) element.setAttribute('data-live-status', live);
    return () => {
      classes.remove('video-widget--9x16', 'video-widget--16x9', 'video-widget--playing', 'video-widget--failed');
      (['data-video-state', 'data-live-status'] as const).forEach((name, i) => (before[i] === null ? element.removeAttribute(name) : element.setAttribute(name, before[i]!)));
    };
  }, [element, shown, failed, live]);

  useEffect(() => {
    const window = marker.live;
    if (!window) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = guard(() => {
      const { status, nextInMs } = liveAt(Date.now(), window);
      setLive(status);
      if (nextInMs !== null) timer = setTimeout(check, nextInMs);
    }, 'timer');
    check();
    return () => clearTimeout(timer);
  }, [element]);
  // Sources and players: a refused source or player fails at once, before anything loads.
  useEffect(() => {
    if (!isPlayer(marker.type)) {
      // The field named is the one whose address was refused: the mobile source below 768 px when the data has one.
      const mobile = view.innerWidth < MOBILE_BELOW && marker.mobileSrc !== marker.desktopSrc;
      if (!src) fail(`video.${mobile ? 'mobileSrc' : 'src'} ${(mobile ? marker.mobileSrc : marker.desktopSrc).slice(0, 80)} is not an address on this site or a host in options.videoHosts`);
      else setReady(true);
      return;
    }
    let on = true;
    // A player script (or the players' code) that never answers is no failure: a late one still
    // starts the player. After PLAYER_WAIT_MS the wait is said once; starting, failing or going ends it.
    const slow = setTimeout(
      guard(() => console.warn(`storefront: plugin "video": the ${marker.type} player has not started within ${PLAYER_WAIT_MS / 1000} s; the poster stays until it does`), 'timer'),
      PLAYER_WAIT_MS,
    );
    const started = () => clearTimeout(slow);
    // Not guarded: a player that cannot start fails its own widget, not the plugin.
    // A player script may throw anything, not only an Error: the widget fails all the same.
    const failing = (error: unknown) => {
      const message = (error as Error | null)?.message;
      on && (started(), fail(typeof message == 'string' ? message : `the ${marker.type} player failed`));
    };
    // The third-party players' code is a chunk of its own, loaded only by a widget of theirs
    // (mp4 and url videos never load it).
    import('./players-run')
      .then(
        // A widget gone before the chunk arrived loads no player script.
        (m) => {
          if (on)
            return m.default(options, marker, divId, view.location.href, page.countryCode, listed(options, 'playerHosts')).then((start) => {
              if (on && host.current) {
                controls.current = start(
                  host.current,
                  guard((message: string) => on && (started(), fail(message))),
                  guard(() => on && (started(), setReady(true))),
                  guard((next: VideoState) => on && reported(next)),
                );
                // Aparat's player drives itself: written into the widget, it has started.
                if (!controls.current) started();
              }
            });
        },
        (error: Error) => {
          throw new Error(`the video players' code did not load (${error.message})`);
        },
      )
      .catch(failing);
    return () => {
      on = false;
      started();
      controls.current?.destroy();
    };
  }, [element]);

  // Scroll-play and autoplay: in view means at least half of the video in the viewport.
  useEffect(() => {
    if (!(marker.scrollplay || marker.autoplay) || typeof view.IntersectionObserver !== 'function') return;
    const observer = new view.IntersectionObserver(
      guard((records: IntersectionObserverEntry[]) => {
        const last = records[records.length - 1];
        if (last) setVisible(last.isIntersecting && last.intersectionRatio >= SCROLL_PLAY_RATIO - 0.01);
      }),
      { threshold: [0, SCROLL_PLAY_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const play = shouldPlay({ ...marker, reducedMotion, visible, seen: seen.current, choice });
  useEffect(() => {
    if (ready && !failed) send(play ? 'play' : 'pause');
  }, [ready, failed, play, presses]);

  const playing = shown === 'play';
  const title = marker.title || t('Video');
  const lang = element.ownerDocument.documentElement.lang;
  return (
    <>
      {/* The dictionary is asked for the live texts only on a widget with a live window. */}
      {live ? (
        <p className={`video-widget__live video-widget__live--${live}`} role="status">
          {live === 'before' ? t('Live shopping starts soon') : live === 'live' ? t('Live now') : t('Live shopping has ended')}
        </p>
      ) : null}
      {!isPlayer(marker.type) && src && !failed ? (
        <video
          ref={video}
          className="video-widget__video"
          src={src}
          muted={marker.muted}
          loop={marker.loop}
          controls={marker.controls}
          playsInline
          preload="metadata"
          aria-label={title}
          onPlay={guard(() => reported('play'))}
          onPause={guard(() => reported(video.current?.ended ? 'stop' : 'pause'))}
          onEnded={guard(() => reported('stop'))}
          onError={guard(() => fail(`video ${src.slice(0, 80)} could not be played`))}
        >
          {/* Shown from the start: a muted video playing by itself may have no controls to turn them on. */}
          {captions ? <track kind="captions" src={captions} srcLang={lang || undefined} label={languageName(lang)} default /> : null}
        </video>
      ) : null}
      {isPlayer(marker.type) && !failed ? <div ref={host} id={divId} className={`video-widget__player video-widget__player--${marker.type}`} /> : null}
      {marker.type === 'aparat' ? null : (
        // A failed video keeps its button, unavailable, so a focus on it stays where it was; it is
        // no Tab stop any more, and a screen reader still finds it and says the video is unavailable.
        <button
          type="button"
          className="video-widget__toggle"
          aria-disabled={failed || undefined}
          tabIndex={failed ? -1 : undefined}
          aria-label={`${failed ? t('Video unavailable') : playing ? t('Pause video') : t('Play video')}: ${title}`}
          onClick={guard(() => {
            setChoice(playing ? 'pause' : 'play');
            setPresses((n) => n + 1);
            // Started within the press itself: a phone's browser lets a video play with sound only
            // from the shopper's own gesture. The state says play once the video or player does;
            // until then the poster makes way, so a video or player that waits for a tap in its
            // own controls (a phone's YouTube) can have it.
            if (ready && !failed && !playing && (!marker.scrollplay || visible)) {
              setState('pause');
              send('play');
            }
          })}
        >
          <span className={`video-widget__icon video-widget__icon--${playing ? 'pause' : 'play'}`} aria-hidden="true" />
        </button>
      )}
    </>
  );
}
