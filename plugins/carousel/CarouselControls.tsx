/**
 * The controls a carousel renders when the page has none of its own: a play/stop button and
 * pagination dots (at most 7, scaled at the window's edges; docs/rules.md §9). They carry the
 * legacy class names, so the site's CSS styles them like the key visual's.
 */
import type { AutoplayState } from './autoplay';
import { visibleDots } from './dots';

/** The play/stop button: its hidden text says what a press does. */
export function PlayStop({ state, texts, toggle }: { state: AutoplayState; texts: { stop: string; play: string }; toggle: () => void }) {
  return (
    <button type="button" className="indicator__controls" data-state={state} onClick={toggle}>
      <span className="hidden">{state === 'stopped' ? texts.play : texts.stop}</span>
    </button>
  );
}

/** The dots: the current one is marked with aria-current. */
export function Dots({ count, active, goTo, label }: { count: number; active: number; goTo: (i: number) => void; label: (n: number) => string }) {
  return (
    <div className="swiper-pagination">
      {visibleDots(count, active).map(({ index, scale }) => (
        <button
          key={index}
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
