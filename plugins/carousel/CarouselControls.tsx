/**
 * The controls a carousel renders when the page has none of its own: a play/stop button and
 * pagination dots (at most 7, scaled at the window's edges; docs/rules.md §9). They carry the
 * legacy class names, so the site's CSS styles them like the key visual's.
 */
import { useLayoutEffect, useRef } from 'react';
import type { AutoplayState } from './autoplay';
import { visibleDots } from './dots';

/**
 * The play/stop button: its hidden text says what a press does. It comes before the slides (first
 * in the Tab order), so where the page's CSS places it over them it is lifted above the slides'
 * wrapper, which swiper's transform paints over anything before it: z-index 2, over the slides
 * and over the dots after it (which the page may stretch across the carousel's width), and
 * under the page's own raised layers (tooltips, menus).
 */
export function PlayStop({ state, texts, toggle }: { state: AutoplayState; texts: { stop: string; play: string }; toggle: () => void }) {
  return (
    <button type="button" className="indicator__controls" data-state={state} onClick={toggle} style={{ zIndex: 2 }}>
      <span className="hidden">{state === 'stopped' ? texts.play : texts.stop}</span>
    </button>
  );
}

/**
 * The dots: the current one is marked with aria-current; before the slides, so lifted over them as the button is. Keyed by their place in the window, so
 * a focused dot stays in the page as the window moves on; a focus in the dots follows the
 * current one (arrow keys move the carousel from any dot), as on the page's own dots.
 */
export function Dots({ count, active, goTo, label }: { count: number; active: number; goTo: (i: number) => void; label: (n: number) => string }) {
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (el?.contains(el.ownerDocument.activeElement)) el.querySelector<HTMLElement>('[aria-current]')?.focus();
  }, [active]);
  return (
    <div className="swiper-pagination" ref={list} style={{ zIndex: 1 }}>
      {visibleDots(count, active).map(({ index, scale }, place) => (
        <button
          key={place}
          type="button"
          className="swiper-pagination-bullet"
          aria-label={label(index + 1)}
          aria-current={index === active ? 'true' : undefined}
          data-scale={scale}
          style={{ transform: `scale(${scale})` }}
          onClick={() => goTo(index)}
        />
      ))}
    </div>
  );
}
