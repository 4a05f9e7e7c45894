/**
 * One carousel over the legacy swiper markup (`.swiper-container.basic-swiper` with its
 * `data-swiper-option`): swiper for the slides and swipes, the autoplay state machine for
 * rotation, and the page's own controls where it has them (the key visual's
 * `.indicator__controls` play/stop button and `.indicator__list` dots, `.screen-indicator`
 * arrows); where it has none, the carousel renders its own play/stop button and dots.
 * The carousel's state shows on the marker as `data-autoplay` (running, paused, stopped).
 */
import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { createAutoplay, type Autoplay, type AutoplayState } from './autoplay';
import { applyCarouselAria, renameCarousel, setLive, slidesOf, type CarouselNames } from './carousel-aria';
import { carouselConfig, DEFAULT_DELAY_MS, type CarouselConfig } from './carousel-config';
import { bindLegacyControls, carouselsIn, copySlideTracking, legacyControls, ownerIn, pageTexts } from './legacy-controls';
import { createSwiper, SLIDE_MS } from './create-swiper';
import { Dots, PlayStop } from './CarouselControls';

/** What the carousel reads from its marker. */
export interface CarouselMarker {
  config: CarouselConfig;
  /** The region's name when the page gives none (`data-label`). */
  label: string | undefined;
}

/** Reads `data-swiper-option` and `data-view-mode`; bad fields warn and take their defaults. */
export function fromMarker({ data }: MarkerData): CarouselMarker {
  return { config: carouselConfig(data.swiperOption, data.viewMode), label: data.label };
}

/**
 * docs/rules.md "Image slider": Left and Right inside the carousel move one slide in the
 * reading direction (mirrored right to left), Home and End go to the first and the last;
 * never from a text field, a video or audio player, with a modifier, or for a key a widget
 * inside the slide has already used (tabs or an indicator in a slide, a slider inside a slide).
 */
export function arrowKeyMove(e: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented'>, rtl: boolean): 'prev' | 'next' | 'first' | 'last' | null {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  const target = e.target as HTMLElement | null;
  // A native player's own keys (seeking, volume) come after the carousel hears them.
  if (target?.closest?.('input, textarea, select, video, audio, [contenteditable]:not([contenteditable="false" i])')) return null;
  if (e.key === 'ArrowLeft') return rtl ? 'next' : 'prev';
  if (e.key === 'ArrowRight') return rtl ? 'prev' : 'next';
  if (e.key === 'Home') return 'first';
  if (e.key === 'End') return 'last';
  return null;
}

/** What the controls show: the current slide, the count and the ends. */
interface View {
  active: number;
  count: number;
  begin: boolean;
  end: boolean;
}

/**
 * Whether any of `slide` shows in the carousel, by swiper's own measure, taken when asked: with
 * `watchSlidesProgress` swiper would read every slide's offset at start-up (a forced layout in
 * the start's longest task) and on every move, for a question asked only on focus.
 */
function inView(swiper: Swiper, slide: HTMLElement): boolean {
  swiper.updateSlidesOffset();
  swiper.updateSlidesProgress();
  return swiper.visibleSlides.includes(slide);
}

const REDUCE = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia(REDUCE).matches;

/** Its own controls come before the slides, first in the Tab order (docs/architecture.md "Instances and hosts"). */
export const hostFirst = true;

/** The component the registry portals into each `.swiper-container`. */
export default function Carousel({ element, marker, guard }: PluginProps<CarouselMarker>) {
  const { t } = useRuntime();
  const { config } = marker;
  const parent = element.parentElement ?? element;
  // The parent holds the page's controls, and is the carousel's region; where other carousels sit
  // beside it (a gallery and its thumbnails), each is a region of its own and takes its own controls.
  const [carousels] = useState(() => carouselsIn(parent, element));
  const root = carousels.length > 1 ? element : parent;
  const owner = ownerIn(carousels);
  const [controls] = useState(() => legacyControls(parent, element, carousels));
  const [shipped] = useState(() => pageTexts(parent, controls.play));
  const [view, setView] = useState<View>({ active: 0, count: slidesOf(element).length, begin: true, end: false });
  const [state, setState] = useState<AutoplayState>('stopped');
  const [locked, setLocked] = useState(false);
  const [machine, setMachine] = useState<{ swiper: Swiper; autoplay: Autoplay; to: (index: number) => void; step: (by: 1 | -1) => void } | null>(null);

  const names = (words: typeof t): CarouselNames => ({
    label: marker.label || words('Carousel', 'Carousel'),
    of: (n, total) => words('{n} of {total}', '{n} of {total}').replace('{n}', String(n)).replace('{total}', String(total)),
  });
  // The words the region and the slides were last named in: the dictionary may arrive after the
  // start (runtime/boot.ts), and the names follow it.
  const named = useRef(t);
  useEffect(() => {
    if (named.current !== t) renameCarousel(root, element, names(named.current), names((named.current = t)));
  }, [t]);

  useEffect(() => {
    const { label, of } = names(t);
    const restoreAria = applyCarouselAria(root, element, label, of);
    // swiper's destroy takes every style attribute off the container, its wrapper and slides:
    // the page's own (a slide's background image, say) are put back after it.
    const styled = [element, ...element.querySelectorAll(':scope > .swiper-wrapper, :scope > .swiper-wrapper > *')].map((el) => [el, el.getAttribute('style')] as const);
    let stop: (() => void) | undefined;
    let swiper: Swiper | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    // The start is three tasks, none joined to the commit of the other plugins mounted at the
    // same moment (docs/architecture.md "Mount: one root, portals"): swiper's construction, its
    // initialisation (which measures every slide, a layout of the region), then the autoplay,
    // the listeners and the controls' first render. The initialisation waits for a frame, so
    // the page's pending style and layout (the other plugins' first renders) is the browser's
    // frame work, not forced by swiper's first measure; the carousel was painted unstarted
    // until then, as it was while its chunk loaded.
    const next = (step: () => void) => (timer = setTimeout(guard(step, 'timer'), 0));
    next(() => {
      swiper = createSwiper(element, config, reducedMotion(), guard);
      frame = requestAnimationFrame(() =>
        next(() => {
          swiper!.init();
          next(() => (stop = start(swiper!)));
        }),
      );
    });
    const start = (swiper: Swiper) => {
      // Without loop a dot stands for each stop of the slide list (12 slides at 3 per view: 10).
      const read = () => ({
        active: config.loop ? swiper.realIndex : swiper.snapIndex,
        count: config.loop ? slidesOf(element).length : swiper.snapGrid.length,
        begin: swiper.isBeginning,
        end: swiper.isEnd,
      });
      const to = (index: number) => (config.loop ? swiper.slideToLoop(index) : swiper.slideTo(index));
      // A looping swiper drops a step asked for while its slides still move (its
      // loopPreventsSliding, which keeps the loop's copies in place): the shopper's steps wait for
      // the move to end, each press counted, at most one lap ahead (docs/rules.md §2 "Carousel").
      let queued = 0;
      // A focus onto a slide out of view brings it into view, read a frame after it arrives: a
      // looping swiper moves a frame after it is asked (slideToLoop), so of two Tabs in the same
      // instant the first one's move came last and left the focus on a slide out of view. An
      // arrow press or a drag after the focus cancels it.
      let focusFrame = 0;
      const show = () => {
        // The nearest slide that is this carousel's own: a focus in a carousel inside one of its
        // slides is in that inner carousel's slide first.
        const mine = slidesOf(element);
        let slide = element.ownerDocument.activeElement?.closest?.<HTMLElement>('.swiper-slide');
        while (slide && !mine.includes(slide)) slide = slide.parentElement?.closest<HTMLElement>('.swiper-slide');
        if (!slide || inView(swiper, slide)) return;
        // A looping swiper moves its slides around in the page: there the slide's own index is
        // the one slideToLoop takes, not where it stands now.
        to(config.loop ? Number(slide.dataset.swiperSlideIndex) : mine.indexOf(slide));
      };
      const forgetFocus = () => cancelAnimationFrame(focusFrame);
      const step = (by: 1 | -1) => {
        if (config.loop && swiper.animating) {
          const lap = slidesOf(element).length - 1;
          queued = Math.max(-lap, Math.min(lap, queued + by));
        } else if (by > 0) swiper.slideNext();
        else swiper.slidePrev();
      };
      swiper.on(
        'transitionEnd',
        guard(() => {
          if (!queued) return;
          const by = queued > 0 ? 1 : -1;
          queued -= by;
          step(by);
        }),
      );
      const autoplay = createAutoplay({
        delay: config.autoplayDelay ?? DEFAULT_DELAY_MS,
        // docs/rules.md §4: autoplay as configured, never under prefers-reduced-motion; stopped
        // while every slide shows (swiper locks it: one slide, or no more than per view), where a
        // loop would say `running` for good and never move.
        start: config.autoplayDelay !== null && !reducedMotion(),
        locked: swiper.isLocked,
        advance: () => swiper.slideNext(),
        atEnd: () => !config.loop && swiper.isEnd,
        rewind: () => swiper.slideTo(0),
        onChange: (next) => {
          setState(next);
          element.dataset.autoplay = next;
          setLive(element, next === 'running');
        },
        wrap: (fn) => guard(fn, 'timer'),
      });
      swiper.on(
        'slideChange',
        guard(() => {
          setView(read());
          autoplay.moved();
        }),
      );
      // A new slide grid, and a resize (a breakpoint's slides per view): swiper re-seats the slides
      // after its grid event, and then, where the active slide stays, says nothing more; its resize
      // listeners run after that re-seat, so the ends read there are the new ones.
      swiper.on('snapGridLengthChange resize toEdge fromEdge', guard(() => setView(read())));
      // A resize across a breakpoint can show every slide (3 per view of 3) or no longer: the
      // autoplay stops at once, or takes up the choice it had (docs/rules.md §4 "Carousel autoplay").
      swiper.on(
        'lock unlock',
        guard(() => {
          autoplay.lock(swiper.isLocked);
          setLocked(swiper.isLocked);
        }),
      );
      // A drag is the shopper's move too: a focus not yet read gives way to it.
      swiper.on('sliderFirstMove', forgetFocus);
      // A move sent back to where the slides stand before or within its first frame (two quick
      // focuses, a script's two slideToLoop) starts no transition, or the browser cancels it: no
      // transitionend comes, and swiper would think its slides still move, holding every later
      // step and the autoplay of a looping carousel for good. So a frame after a move starts or a
      // transition is cancelled, if nothing moves, swiper is told the move has ended.
      const wrapper = swiper.wrapperEl;
      let endFrame = 0;
      const checkEnd = () => {
        cancelAnimationFrame(endFrame);
        endFrame = requestAnimationFrame(
          guard(() => {
            if (swiper.animating && wrapper.getAnimations && !wrapper.getAnimations().length) wrapper.dispatchEvent(new Event('transitionend'));
          }, 'timer'),
        );
      };
      const cancelled = (e: Event) => e.target === wrapper && checkEnd();
      swiper.on('transitionStart', checkEnd);
      wrapper.addEventListener('transitioncancel', cancelled);
      setView(read());
      setLocked(swiper.isLocked);
      setMachine({ swiper, autoplay, to, step });

      // docs/rules.md §4: hover and focus hold the autoplay; leaving and blurring release it. They
      // are watched on the parent, or, with other carousels beside this one, on this carousel and
      // its own page controls (a focus on one of its dots holds it, one on the thumbnails' not).
      const regions = carousels.length > 1 ? [element, ...[controls.play, controls.prev, controls.next, ...controls.dots].filter((c): c is HTMLButtonElement => !!c)] : [parent];
      const within = (e: Event) => regions.some((r) => r.contains((e as MouseEvent | FocusEvent).relatedTarget as Node | null));
      const on = (type: string, fn: (e: Event) => void, target: HTMLElement) => {
        const handler = guard(fn);
        target.addEventListener(type, handler);
        return () => target.removeEventListener(type, handler);
      };
      const offs = [
        ...regions.flatMap((region) => [
          on('mouseenter', () => autoplay.hold('hover'), region),
          on('mouseleave', (e) => within(e) || autoplay.release('hover'), region),
          on(
            'focusin',
            () => {
              autoplay.hold('focus');
              // A Tab onto a link of a slide out of view brings that slide into view. The browser
              // has scrolled the clipped container to show it already: swiper moves the slides
              // instead, so that scroll is undone (or the two would add up).
              element.scrollLeft = 0;
              forgetFocus();
              focusFrame = requestAnimationFrame(guard(show, 'timer'));
            },
            region,
          ),
          on('focusout', (e) => within(e) || autoplay.release('focus'), region),
        ]),
        on(
          'keydown',
          (e) => {
            // Keys from the parent's controls too (arrow keys move the carousel from a dot). A key
            // in another carousel under the same parent (a gallery beside its thumbnails), or on
            // its controls, is that one's; a carousel this one sits in is no other (its arrows
            // are this one's).
            const target = e.target as Element;
            const other = target.closest?.('.swiper-container, .swiper');
            if ((other && other !== element && parent.contains(other)) || owner(target) !== element) return;
            const move = arrowKeyMove(e as KeyboardEvent, swiper.rtl);
            if (!move) return;
            e.preventDefault();
            forgetFocus();
            if (move === 'prev') step(-1);
            else if (move === 'next') step(1);
            else to(move === 'first' ? 0 : slidesOf(element).length - 1);
          },
          parent,
        ),
      ];
      // Reduced motion asked for while the page is open (docs/rules.md §4): the autoplay stops
      // and the slides move without animation; asked off again, they animate, and the autoplay
      // waits for the shopper's play.
      const motion = typeof matchMedia === 'function' ? matchMedia(REDUCE) : undefined;
      const onMotion = guard(() => {
        swiper.params.speed = motion!.matches ? 0 : SLIDE_MS;
        if (motion!.matches) autoplay.stop();
      });
      motion?.addEventListener?.('change', onMotion);
      // Asked for between the swiper's construction and now: its speed was read before.
      if (motion) onMotion();
      // A pointer or a focus already there holds it too: the hover or the Tab that mounted the
      // carousel came before these listeners.
      if (regions.some((r) => r.matches(':hover'))) autoplay.hold('hover');
      if (regions.some((r) => r.contains(r.ownerDocument.activeElement))) autoplay.hold('focus');
      return () => {
        motion?.removeEventListener?.('change', onMotion);
        offs.forEach((off) => off());
        wrapper.removeEventListener('transitioncancel', cancelled);
        autoplay.destroy();
        // A looping swiper's destroy puts its slides back in order and says so (slideChange,
        // transitionStart) before it drops its listeners: the frames those ask for go after it.
        swiper.destroy(true, true);
        forgetFocus();
        cancelAnimationFrame(endFrame);
        delete element.dataset.autoplay;
      };
    };
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (stop) stop();
      else swiper?.destroy(true, true);
      styled.forEach(([el, style]) => style !== null && el.setAttribute('style', style));
      restoreAria();
    };
    // The marker's config is read once; a new t renames (the effect above).
  }, [element]);

  const goTo = (index: number) => machine?.to(index);
  const texts = { stop: t('Stop automatic slide show', shipped[0]), play: t('Play automatic slide show', shipped[1]) };

  // The page's dots carry their slides' tracking once the swiper has numbered them.
  useEffect(() => (machine ? copySlideTracking(controls.dots, slidesOf(element)) : undefined), [machine]);

  useEffect(() => {
    if (!machine) return;
    return bindLegacyControls(controls, {
      view,
      state,
      locked,
      texts,
      loop: config.loop,
      toggle: guard(() => machine.autoplay.toggle()),
      prev: guard(() => machine.step(-1)),
      next: guard(() => machine.step(1)),
      goTo: guard(goTo),
    });
  });

  if (!machine) return null;
  const ownPlay = !controls.play && config.autoplayDelay !== null && !locked;
  const ownDots = !controls.dots.length && config.pagination;
  // WAI-ARIA (tabbed) carousel pattern: the rotation control first in the Tab order, then the
  // slide pickers, then the slides (the host comes before them: `hostFirst` below).
  return (
    <>
      {ownPlay && <PlayStop state={state} texts={texts} toggle={guard(() => machine.autoplay.toggle())} />}
      {ownDots && <Dots count={view.count} active={view.active} goTo={guard(goTo)} label={(n) => t('Go to slide {n}', 'Go to slide {n}').replace('{n}', String(n))} />}
    </>
  );
}
