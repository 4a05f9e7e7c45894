/**
 * The carousel's autoplay state machine (docs/rules.md §4 "States and transitions"): running or
 * stopped, the shopper's choice through the play/stop button; while running, a hover or a
 * focus inside the carousel holds it, and leaving (or blurring) resumes it only if it was
 * running. A carousel without loop stops at its last slide. A carousel whose slides all show
 * (swiper locks it) is stopped while it stays so, whatever the choice, and takes the choice up
 * again when a resize unlocks it. No DOM here: the component feeds it events, so tests drive it
 * with a controlled clock.
 */

/** What the button and the page see: `paused` is running but held by a hover or a focus. */
export type AutoplayState = 'running' | 'paused' | 'stopped';

/** Why the autoplay is held; each reason is released on its own. */
export type HoldReason = 'hover' | 'focus';

export interface AutoplayOptions {
  /** Time on each slide before the next, in ms. */
  delay: number;
  /** Starts running (false under reduced motion, or without autoplay in the config). */
  start: boolean;
  /** Starts locked: every slide shows, so there is nothing to move to. */
  locked?: boolean;
  /**
   * Moves to the next slide (the carousel reports the move back with `moved`); false when it
   * could not (swiper refuses a move while a slide is still settling): the delay starts again.
   */
  advance(): boolean;
  /** Whether the carousel shows its last slide and cannot go on (a carousel without loop). */
  atEnd(): boolean;
  /** Goes back to the first slide: play pressed on the last slide of a carousel without loop. */
  rewind(): void;
  /** Called with every new state. */
  onChange(state: AutoplayState): void;
  /** Wraps the timer callback (the plugin's guard). */
  wrap?<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
}

/** The running machine. */
export interface Autoplay {
  state(): AutoplayState;
  hold(reason: HoldReason): void;
  release(reason: HoldReason): void;
  /** The play/stop button: an explicit play clears every hold, so it starts at once. Nothing while locked. */
  toggle(): void;
  /** Every slide shows (true) or not (false) any more, after a resize: stopped while locked. */
  lock(locked: boolean): void;
  /** The carousel moved (by autoplay, swipe, arrows, dots or `slideTo`): restart the delay. */
  moved(): void;
  /** Stops until the shopper presses play (reduced motion asked for while the page is open). */
  stop(): void;
  destroy(): void;
}

/** Creates the machine; it starts timing at once when `start` is true. */
export function createAutoplay(options: AutoplayOptions): Autoplay {
  const { delay, advance, atEnd, rewind, onChange } = options;
  const wrap = options.wrap ?? ((fn) => fn);
  let running = options.start;
  let locked = !!options.locked;
  const holds = new Set<HoldReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: AutoplayState | undefined;
  let gone = false;

  const state = (): AutoplayState => (!running || locked ? 'stopped' : holds.size ? 'paused' : 'running');
  const tick = wrap(() => {
    timer = undefined;
    if (atEnd()) stop();
    else if (!advance()) schedule();
  });
  function schedule() {
    clearTimeout(timer);
    if (gone) return;
    timer = state() === 'running' ? setTimeout(tick, delay) : undefined;
    const now = state();
    if (now !== last) onChange((last = now));
  }
  function stop() {
    running = false;
    schedule();
  }

  schedule();
  return {
    state,
    hold(reason) {
      holds.add(reason);
      schedule();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      schedule();
    },
    toggle() {
      if (locked) return;
      running = !running;
      holds.clear();
      schedule();
      // Play on the last slide of a carousel without loop starts again from the first.
      if (running && atEnd()) rewind();
    },
    lock(on) {
      locked = on;
      schedule();
    },
    moved() {
      // A locked carousel reads as at its end (nothing to move to): that is no end of the show.
      if (running && !locked && atEnd()) stop();
      else schedule();
    },
    stop,
    // For good: a move reported after it (a looping swiper's own destroy reports one) starts nothing.
    destroy() {
      gone = true;
      schedule();
    },
  };
}
