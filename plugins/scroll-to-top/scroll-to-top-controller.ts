/**
 * Scroll-to-top (WAI-ARIA Button pattern: a native button with a text name) over the
 * `.scroll-top[data-comp-name="scroll-top"]` markup: docs/rules.md §4 "Scroll-to-top", §9.
 * It shows (`scroll-top--show`) while the page scrolls up, hides when it scrolls down or
 * reaches the top. A press scrolls to the top in 600 ms (cubic-bezier(0.4, 0, 0.2, 1),
 * at once under reduced motion) and moves focus to the top of the page, so the next Tab
 * starts there. The scroll listener is passive and reads the position once per frame.
 */
import { STANDARD_EASING, tween } from '../../runtime/ui/controls/scroll-motion';

/** How long the way up takes (docs/rules.md §9). */
export const SCROLL_TOP_MS = 600;
/** The class that shows the button. */
export const SHOW = 'scroll-top--show';

/** Finds the button; throws when the marker has none. */
export function readScrollTop(root: HTMLElement): HTMLButtonElement {
  const button = root.querySelector<HTMLButtonElement>('button.scroll-top__button');
  if (!button) throw new Error('the scroll-to-top marker has no button.scroll-top__button');
  return button;
}

/** How the controller reports and wraps what it runs. */
export interface ScrollTopHost {
  warn: (message: string) => void;
  /** Wraps listeners and frame callbacks (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

/**
 * Where focus goes at the top: the element named by the marker's `data-focus-target` (an id),
 * else the page's skip link, else the first link or button of the page.
 */
function focusTarget(root: HTMLElement, host: ScrollTopHost): HTMLElement | null {
  const id = root.dataset.focusTarget;
  if (id) {
    const el = document.getElementById(id);
    if (el) return el;
    host.warn(`data-focus-target ${JSON.stringify(id)} names no element; focus goes to the skip link`);
  }
  return document.getElementById('skipToContent') ?? document.querySelector<HTMLElement>('a[href], button:not([disabled])');
}

/** Starts scroll-to-top on `root`; returns the cleanup that restores the markup. */
export function createScrollToTop(root: HTMLElement, host: ScrollTopHost): () => void {
  const button = readScrollTop(root);
  const wasShown = root.classList.contains(SHOW);
  let last = window.scrollY;
  let frame = 0;
  let cancel = () => {};

  const show = (on: boolean) => root.classList.toggle(SHOW, on);
  const read = host.wrap(() => {
    frame = 0;
    const y = window.scrollY;
    if (y <= 0) show(false);
    else if (y !== last) show(y < last);
    last = y;
  });
  const onScroll = host.wrap(() => {
    if (!frame) frame = requestAnimationFrame(read);
  });
  // A wheel, touch or key of the visitor's own takes the page back from the animation.
  const onInput = host.wrap(() => cancel());
  const onClick = host.wrap((event: MouseEvent) => {
    event.preventDefault();
    cancel();
    // Focus first, without scrolling: the button hides at the top and would drop it.
    focusTarget(root, host)?.focus({ preventScroll: true });
    cancel = tween(window.scrollY, 0, SCROLL_TOP_MS, STANDARD_EASING, (y) => window.scrollTo({ top: y, behavior: 'instant' }));
  });

  show(window.scrollY > 0 && wasShown);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, onInput, { passive: true });
  button.addEventListener('click', onClick);

  return () => {
    cancel();
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, onInput);
    button.removeEventListener('click', onClick);
    show(wasShown);
  };
}
