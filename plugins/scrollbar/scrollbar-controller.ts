/**
 * Custom scrollbar over `[data-comp-name="scrollbar"]` (docs/rules.md §4 "Custom scrollbar",
 * §9). No WAI-ARIA pattern applies: the panel `.scrollbar__content` stays the native,
 * focusable scroll container (arrows, Page Up/Down, Home/End, wheel and touch keep working),
 * and the drawn `.scrollbar__track` / `.scrollbar__thumb` is a pointer-only duplicate, hidden
 * from assistive technology (`aria-hidden`). The thumb's size and place follow the panel; a
 * track click scrolls a page in 200 ms, other scrolls take 300 ms; content changes are
 * re-measured after 320 ms of quiet. Measuring happens once per frame at most.
 */
import { STANDARD_EASING, tween } from '../../runtime/ui/controls/scroll-motion';

/** docs/rules.md §9: track click, default scroll, content observer debounce. */
export const TRACK_CLICK_MS = 200;
export const DEFAULT_SCROLL_MS = 300;
export const OBSERVE_DEBOUNCE_MS = 320;
/** The shortest thumb, so a long panel's thumb can still be grabbed. */
export const MIN_THUMB_PX = 24;

/** Finds the scrollable panel; throws when the marker has none. */
export function readScrollbar(root: HTMLElement): HTMLElement {
  const content = root.querySelector<HTMLElement>('.scrollbar__content');
  if (!content) throw new Error('the scrollbar marker has no .scrollbar__content panel');
  return content;
}

/** How the controller reports and wraps what it runs. */
export interface ScrollbarHost {
  warn: (message: string) => void;
  /** Wraps listeners, observers and timers (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

/** A running scrollbar. */
export interface Scrollbar {
  /** Scrolls the panel to `top` (clamped) over `ms`, 300 by default. */
  scrollTo(top: number, ms?: number): void;
  /** Stops listening and restores the page's markup. */
  stop(): void;
}

function part(parent: HTMLElement, className: string): [HTMLElement, boolean] {
  const found = parent.querySelector<HTMLElement>(`.${className}`);
  if (found) return [found, false];
  const made = document.createElement(className.endsWith('thumb') ? 'span' : 'div');
  made.className = className;
  parent.append(made);
  return [made, true];
}

/** Starts the custom scrollbar on `root`. */
export function createScrollbar(root: HTMLElement, host: ScrollbarHost): Scrollbar {
  const content = readScrollbar(root);
  const [track, madeTrack] = part(root, 'scrollbar__track');
  const [thumb, madeThumb] = part(track, 'scrollbar__thumb');
  const before = { hidden: track.getAttribute('aria-hidden'), tabindex: content.getAttribute('tabindex'), style: thumb.getAttribute('style'), classes: root.className };
  track.setAttribute('aria-hidden', 'true');
  // The panel must take focus for the keyboard to scroll it.
  if (content.tabIndex < 0) {
    host.warn('.scrollbar__content was not focusable; it gets tabindex="0" so keys can scroll it');
    content.tabIndex = 0;
  }
  root.classList.add('scrollbar--custom');

  const room = () => content.scrollHeight - content.clientHeight;
  let sizes = { thumb: 0, track: 0 };
  let frame = 0;
  let timer = 0;
  let cancel = () => {};

  const measure = host.wrap(() => {
    frame = 0;
    const max = room();
    root.classList.toggle('scrollbar--idle', max <= 0);
    const trackPx = track.clientHeight;
    const thumbPx = max <= 0 ? trackPx : Math.min(trackPx, Math.max(MIN_THUMB_PX, Math.round((trackPx * content.clientHeight) / content.scrollHeight)));
    sizes = { thumb: thumbPx, track: trackPx };
    const at = max <= 0 ? 0 : ((trackPx - thumbPx) * content.scrollTop) / max;
    thumb.style.height = `${thumbPx}px`;
    thumb.style.transform = `translateY(${Math.round(at)}px)`;
  });
  const onScroll = host.wrap(() => {
    if (!frame) frame = requestAnimationFrame(measure);
  });
  const changed = host.wrap(() => {
    clearTimeout(timer);
    timer = window.setTimeout(measure, OBSERVE_DEBOUNCE_MS);
  });

  const scrollTo = (top: number, ms = DEFAULT_SCROLL_MS) => {
    cancel();
    const to = Math.max(0, Math.min(room(), top));
    cancel = tween(content.scrollTop, to, ms, STANDARD_EASING, (y) => {
      content.scrollTop = y;
    });
  };

  // A press on the track (not the thumb) pages towards the press, as native bars do.
  const onTrack = host.wrap((event: PointerEvent) => {
    if (event.button !== 0 || thumb.contains(event.target as Node)) return;
    event.preventDefault();
    const up = event.clientY < thumb.getBoundingClientRect().top;
    scrollTo(content.scrollTop + (up ? -1 : 1) * content.clientHeight, TRACK_CLICK_MS);
  });
  // Dragging the thumb moves the panel in proportion, with no animation.
  let drag: { y: number; top: number } | null = null;
  const onGrab = host.wrap((event: PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    cancel();
    drag = { y: event.clientY, top: content.scrollTop };
    thumb.setPointerCapture?.(event.pointerId);
  });
  const onDrag = host.wrap((event: PointerEvent) => {
    if (!drag || sizes.track <= sizes.thumb) return;
    content.scrollTop = drag.top + ((event.clientY - drag.y) * room()) / (sizes.track - sizes.thumb);
  });
  const onDrop = host.wrap(() => {
    drag = null;
  });

  const mutations = new MutationObserver(changed);
  mutations.observe(content, { childList: true, subtree: true, characterData: true });
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(changed) : null;
  resizes?.observe(content);
  content.addEventListener('scroll', onScroll, { passive: true });
  // Images arriving late change the height without a mutation or a resize of the panel.
  content.addEventListener('load', changed, true);
  track.addEventListener('pointerdown', onTrack);
  thumb.addEventListener('pointerdown', onGrab);
  thumb.addEventListener('pointermove', onDrag);
  thumb.addEventListener('pointerup', onDrop);
  thumb.addEventListener('pointercancel', onDrop);
  measure();

  return {
    scrollTo,
    stop() {
      cancel();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      mutations.disconnect();
      resizes?.disconnect();
      content.removeEventListener('scroll', onScroll);
      content.removeEventListener('load', changed, true);
      track.removeEventListener('pointerdown', onTrack);
      thumb.removeEventListener('pointerdown', onGrab);
      thumb.removeEventListener('pointermove', onDrag);
      thumb.removeEventListener('pointerup', onDrop);
      thumb.removeEventListener('pointercancel', onDrop);
      // The page's own classes and thumb style come back as they were (docs/architecture.md).
      root.className = before.classes;
      if (madeTrack) track.remove();
      else if (madeThumb) thumb.remove();
      else if (before.style === null) thumb.removeAttribute('style');
      else thumb.setAttribute('style', before.style);
      if (!madeTrack) {
        if (before.hidden === null) track.removeAttribute('aria-hidden');
        else track.setAttribute('aria-hidden', before.hidden);
      }
      if (before.tabindex === null) content.removeAttribute('tabindex');
      else content.setAttribute('tabindex', before.tabindex);
    },
  };
}
