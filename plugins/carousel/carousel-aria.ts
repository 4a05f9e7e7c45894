/**
 * The WAI-ARIA carousel pattern on the legacy markup: the carousel's root is a labelled
 * region with `aria-roledescription="carousel"`, each slide a group "n of N" with
 * `aria-roledescription="slide"`, and the slide list is live (polite) only while autoplay is
 * not running, so a rotating carousel does not talk over the page. Every attribute changed is
 * restored by the returned function, leaving the page's markup as it was.
 */

type Restore = () => void;

/** Sets `attributes` on `element` (null removes one); the returned function puts the page's values back. */
export function setAttributes(element: Element, attributes: Record<string, string | null>): Restore {
  const before = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/** The slides in document order, without the copies a loop may add. */
export function slidesOf(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide:not(.swiper-slide-duplicate)')];
}

/** Applies the pattern; `label` names the region, `of` builds "1 of 3". */
export function applyCarouselAria(root: HTMLElement, element: HTMLElement, label: string, of: (n: number, total: number) => string): Restore {
  const restores: Restore[] = [];
  const rootLabel: Record<string, string> = root.getAttribute('aria-label') || root.getAttribute('aria-labelledby') ? {} : { 'aria-label': label };
  restores.push(setAttributes(root, { role: root.tagName === 'SECTION' ? null : 'region', 'aria-roledescription': 'carousel', ...rootLabel }));
  const wrapper = element.querySelector(':scope > .swiper-wrapper');
  // The slides become groups, so the wrapper can no longer be a list of list items.
  if (wrapper) restores.push(setAttributes(wrapper, { role: null, 'aria-live': 'off' }));
  const slides = slidesOf(element);
  slides.forEach((slide, i) => restores.push(setAttributes(slide, { role: 'group', 'aria-roledescription': 'slide', 'aria-label': of(i + 1, slides.length) })));
  return () => restores.reverse().forEach((r) => r());
}

/** The region's name and the slides' "1 of 3", in one set of words. */
export interface CarouselNames {
  label: string;
  of: (n: number, total: number) => string;
}

/**
 * Names the region and the slides again in `now`'s words (the dictionary arrived after the
 * start): only a name that is still the one `was` gave, so the page's own stay.
 */
export function renameCarousel(root: HTMLElement, element: HTMLElement, was: CarouselNames, now: CarouselNames): void {
  if (root.getAttribute('aria-label') === was.label) root.setAttribute('aria-label', now.label);
  const slides = slidesOf(element);
  // A looping swiper moves slides around: each was named by its place in the page's order, which
  // it keeps as data-swiper-slide-index.
  slides.forEach((slide, i) => {
    const n = Number(slide.dataset.swiperSlideIndex ?? i) + 1;
    if (slide.getAttribute('aria-label') === was.of(n, slides.length)) slide.setAttribute('aria-label', now.of(n, slides.length));
  });
}

/** Live announcements of the current slide only while autoplay is not rotating. */
export function setLive(element: HTMLElement, rotating: boolean): void {
  element.querySelector(':scope > .swiper-wrapper')?.setAttribute('aria-live', rotating ? 'off' : 'polite');
}
