/**
 * Builds the swiper instance on the legacy `.swiper-container` with the store's swipe numbers
 * (docs/rules.md §9: threshold 10 px, long swipe ratio 0.1; a vertical drag cancels the swipe
 * beyond 10 px by touch or 100 px by mouse). Only swiper's core is imported: autoplay,
 * pagination, arrows and the ARIA pattern are the plugin's own (they follow the store's rules
 * on hover, focus and the dots cap), which keeps the navigation, pagination, autoplay, a11y
 * and keyboard modules out of the chunk. Swiper sets `element.swiper` itself, as the live
 * site's QA scripts expect.
 */
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { CarouselConfig } from './carousel-config';

/** docs/rules.md §9: the swipe threshold and long swipe ratio. */
export const SWIPE = { threshold: 10, longSwipesRatio: 0.1 } as const;
/** docs/rules.md §9: a vertical drag beyond this many px cancels the swipe. */
export const VERTICAL_CANCEL_PX = { touch: 10, mouse: 100 } as const;
/** docs/rules.md §9 "other slides 350-500 ms". */
export const SLIDE_MS = 400;

/** The swiper options for a config; no motion when the shopper asked for reduced motion. */
export function swiperOptions(config: CarouselConfig, reducedMotion: boolean): SwiperOptions {
  const breakpoints: SwiperOptions['breakpoints'] = {};
  for (const [width, slidesPerView] of Object.entries(config.breakpoints)) breakpoints[Number(width)] = { slidesPerView };
  return {
    slidesPerView: config.slidesPerView,
    breakpoints,
    loop: config.loop,
    speed: reducedMotion ? 0 : SLIDE_MS,
    threshold: SWIPE.threshold,
    longSwipesRatio: SWIPE.longSwipesRatio,
    // The legacy markup and CSS name the parts; the swiper-container class stays the page's.
    wrapperClass: 'swiper-wrapper',
    slideClass: 'swiper-slide',
  };
}

type Guard = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;

/**
 * Creates the instance on `element`, not yet initialised (`swiper.init()` lays the slides out:
 * the caller runs it in a task of its own), and cancels drags that turn vertical.
 */
export function createSwiper(element: HTMLElement, config: CarouselConfig, reducedMotion: boolean, guard: Guard): Swiper {
  const swiper = new Swiper(element, { ...swiperOptions(config, reducedMotion), init: false });
  let startY = 0;
  swiper.on(
    'touchStart',
    guard((_s: Swiper, event: PointerEvent | TouchEvent) => {
      startY = 'touches' in event ? (event.touches[0]?.pageY ?? 0) : event.pageY;
    }),
  );
  swiper.on(
    'touchMove',
    guard((_s: Swiper, event: PointerEvent | TouchEvent) => {
      const touch = 'touches' in event || event.pointerType !== 'mouse';
      const y = 'touches' in event ? (event.touches[0]?.pageY ?? startY) : event.pageY;
      if (Math.abs(y - startY) <= (touch ? VERTICAL_CANCEL_PX.touch : VERTICAL_CANCEL_PX.mouse)) return;
      // Swiper ends a drag it reads as a scroll: mark this one so, and settle on the slide.
      const data = (swiper as unknown as { touchEventsData: { isScrolling?: boolean; isTouched?: boolean } }).touchEventsData;
      if (!data.isTouched) return;
      data.isScrolling = true;
      swiper.slideTo(swiper.activeIndex);
    }),
  );
  return swiper;
}
