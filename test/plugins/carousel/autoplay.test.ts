/**
 * The carousel's autoplay state machine (docs/rules.md §4) on a controlled clock: a fake
 * carousel of `count` slides records where autoplay moved it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay, type AutoplayState } from '../../../plugins/carousel/autoplay';

const DELAY = 5000;

function carousel({ count = 3, loop = true, start = true, locked = false } = {}) {
  const seen: AutoplayState[] = [];
  let index = 0;
  // A slide still settling (swiper's snap-back after a short drag): the next move is refused.
  let settling = false;
  const machine = createAutoplay({
    delay: DELAY,
    start,
    locked,
    advance: () => {
      if (settling) return false;
      index = loop ? (index + 1) % count : Math.min(index + 1, count - 1);
      machine.moved();
      return true;
    },
    atEnd: () => !loop && index === count - 1,
    rewind: () => {
      index = 0;
      machine.moved();
    },
    onChange: (s) => seen.push(s),
  });
  return { machine, seen, index: () => index, goTo(i: number) { index = i; machine.moved(); }, settle(on: boolean) { settling = on; } };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('carousel autoplay (docs/rules.md §4)', () => {
  it('advances one slide per delay while running, and loops', () => {
    const c = carousel();
    expect(c.machine.state()).toBe('running');
    vi.advanceTimersByTime(DELAY - 1);
    expect(c.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.index()).toBe(1);
    vi.advanceTimersByTime(2 * DELAY);
    expect(c.index()).toBe(0);
  });

  it('a move refused while a slide settles does not end it: the next delay tries again', () => {
    const c = carousel();
    c.settle(true);
    vi.advanceTimersByTime(DELAY);
    expect([c.index(), c.machine.state()]).toEqual([0, 'running']);
    c.settle(false);
    vi.advanceTimersByTime(DELAY - 1);
    expect(c.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.index()).toBe(1);
  });

  it('does not start when told not to (reduced motion, no autoplay in the config)', () => {
    const c = carousel({ start: false });
    vi.advanceTimersByTime(10 * DELAY);
    expect([c.machine.state(), c.index(), c.seen]).toEqual(['stopped', 0, ['stopped']]);
  });

  it('a hover holds it and leaving resumes it with a full delay', () => {
    const c = carousel();
    vi.advanceTimersByTime(DELAY - 100);
    c.machine.hold('hover');
    expect(c.machine.state()).toBe('paused');
    vi.advanceTimersByTime(10 * DELAY);
    expect(c.index()).toBe(0);
    c.machine.release('hover');
    expect(c.machine.state()).toBe('running');
    vi.advanceTimersByTime(DELAY - 1);
    expect(c.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.index()).toBe(1);
  });

  it('focus and hover are separate holds: it resumes only when both are released', () => {
    const c = carousel();
    c.machine.hold('focus');
    c.machine.hold('hover');
    c.machine.release('hover');
    expect(c.machine.state()).toBe('paused');
    c.machine.release('focus');
    expect(c.machine.state()).toBe('running');
  });

  it('leaving or blurring does not start an autoplay the shopper stopped', () => {
    const c = carousel();
    c.machine.hold('hover');
    c.machine.toggle();
    expect(c.machine.state()).toBe('stopped');
    c.machine.hold('hover');
    c.machine.release('hover');
    c.machine.hold('focus');
    c.machine.release('focus');
    vi.advanceTimersByTime(10 * DELAY);
    expect([c.machine.state(), c.index()]).toEqual(['stopped', 0]);
  });

  it('the button toggles: play starts at once even while hovered or focused', () => {
    const c = carousel();
    c.machine.toggle();
    expect(c.machine.state()).toBe('stopped');
    c.machine.hold('hover');
    c.machine.hold('focus');
    c.machine.toggle();
    expect(c.machine.state()).toBe('running');
    vi.advanceTimersByTime(DELAY);
    expect(c.index()).toBe(1);
    expect(c.seen).toEqual(['running', 'stopped', 'running']);
  });

  it('a move by hand restarts the delay', () => {
    const c = carousel({ count: 5 });
    vi.advanceTimersByTime(DELAY - 10);
    c.goTo(3);
    vi.advanceTimersByTime(DELAY - 1);
    expect(c.index()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(c.index()).toBe(4);
  });

  it('a carousel without loop stops at its last slide', () => {
    const c = carousel({ loop: false });
    vi.advanceTimersByTime(2 * DELAY);
    expect([c.index(), c.machine.state()]).toEqual([2, 'stopped']);
    vi.advanceTimersByTime(10 * DELAY);
    expect(c.index()).toBe(2);
  });

  it('play on the last slide of a carousel without loop starts again from the first', () => {
    const c = carousel({ loop: false });
    vi.advanceTimersByTime(2 * DELAY);
    c.machine.toggle();
    expect([c.index(), c.machine.state()]).toEqual([0, 'running']);
    vi.advanceTimersByTime(DELAY);
    expect(c.index()).toBe(1);
  });

  it('destroy leaves no timer behind, even when a move or a hold is reported after it', () => {
    const c = carousel();
    c.machine.destroy();
    expect(vi.getTimerCount()).toBe(0);
    c.machine.moved();
    c.machine.release('hover');
    c.machine.hold('focus');
    c.machine.release('focus');
    c.machine.lock(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * DELAY);
    expect(c.index()).toBe(0);
  });

  it('reports each state once, when it changes', () => {
    const c = carousel();
    c.machine.hold('hover');
    c.machine.hold('focus');
    c.machine.release('focus');
    c.machine.release('hover');
    vi.advanceTimersByTime(DELAY);
    expect(c.seen).toEqual(['running', 'paused', 'running']);
  });
});

describe('a carousel whose slides all show (swiper locks it)', () => {
  it('locked from the start: stopped, nothing moves; unlocked by a resize: runs as configured', () => {
    const c = carousel({ locked: true });
    expect(c.machine.state()).toBe('stopped');
    vi.advanceTimersByTime(3 * DELAY);
    expect(c.index()).toBe(0);
    c.machine.lock(false);
    expect(c.seen).toEqual(['stopped', 'running']);
    vi.advanceTimersByTime(DELAY);
    expect(c.index()).toBe(1);
  });

  it('locked while running: stopped at once, not at the next turn; unlocked: running again', () => {
    const c = carousel();
    vi.advanceTimersByTime(DELAY - 1);
    c.machine.lock(true);
    expect(c.machine.state()).toBe('stopped');
    vi.advanceTimersByTime(2 * DELAY);
    expect(c.index()).toBe(0);
    c.machine.lock(false);
    expect(c.machine.state()).toBe('running');
    vi.advanceTimersByTime(DELAY);
    expect(c.index()).toBe(1);
  });

  it("the shopper's stop holds across a lock and an unlock, and a press while locked changes nothing", () => {
    const c = carousel();
    c.machine.toggle();
    c.machine.lock(true);
    c.machine.toggle();
    expect(c.machine.state()).toBe('stopped');
    c.machine.lock(false);
    expect(c.machine.state()).toBe('stopped');
    vi.advanceTimersByTime(2 * DELAY);
    expect(c.index()).toBe(0);
  });

  it("a move while locked (swiper re-seats the slides on the resize that locks them) keeps the choice, though a locked carousel reads as at its end", () => {
    let end = false;
    const seen: AutoplayState[] = [];
    const machine = createAutoplay({ delay: DELAY, start: true, advance: () => true, atEnd: () => end, rewind: () => {}, onChange: (s) => seen.push(s) });
    machine.lock(true);
    end = true;
    machine.moved();
    end = false;
    machine.lock(false);
    expect(machine.state()).toBe('running');
    expect(seen).toEqual(['running', 'stopped', 'running']);
  });

  it('a hover held while locked still holds once unlocked', () => {
    const c = carousel({ locked: true });
    c.machine.hold('hover');
    c.machine.lock(false);
    expect(c.machine.state()).toBe('paused');
    c.machine.release('hover');
    expect(c.machine.state()).toBe('running');
  });
});
