/** The indicator's state machine (docs/rules.md §4, §9) on a controlled clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIndicator, type IndicatorState } from '../../../plugins/indicator/indicator-state';

function indicator(options: Partial<Parameters<typeof createIndicator>[0]> = {}) {
  const seen: IndicatorState[] = [];
  const m = createIndicator({ delays: [3000, 4000, 5000], autoRolling: true, infiniteRolling: true, initial: 0, playing: true, onChange: (s) => seen.push(s), ...options });
  return { m, seen, at: () => m.state().selectedIndex };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('indicator (docs/rules.md §4)', () => {
  it('with autoRolling advances after each item\'s own delay', () => {
    const { at } = indicator();
    vi.advanceTimersByTime(2999);
    expect(at()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(3999);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(2);
  });

  it('after the last item goes to the first with infiniteRolling', () => {
    const { at } = indicator({ initial: 2 });
    vi.advanceTimersByTime(5000);
    expect(at()).toBe(0);
    expect(indicator({ initial: 2 }).m.state().playing).toBe(true);
  });

  it('after the last item deselects (-1) and stops without infiniteRolling', () => {
    const { m, at } = indicator({ infiniteRolling: false, initial: 2 });
    vi.advanceTimersByTime(5000);
    expect(m.state()).toEqual({ selectedIndex: -1, playing: false, held: false });
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(-1);
  });

  it('rolling from nothing selected starts at the first item; without autoRolling nothing moves', () => {
    expect(indicator({ initial: -1 }).at()).toBe(0);
    const still = indicator({ initial: -1, autoRolling: false });
    vi.advanceTimersByTime(60_000);
    expect(still.m.state()).toEqual({ selectedIndex: -1, playing: true, held: false });
  });

  it('paused it stays; playing again it waits the item\'s full delay', () => {
    const { m, at } = indicator();
    vi.advanceTimersByTime(2000);
    m.toggle();
    expect(m.state().playing).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(0);
    m.toggle();
    vi.advanceTimersByTime(2999);
    expect(at()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(1);
  });

  it('a hover or a focus holds the rolling; leaving both resumes it with the full delay', () => {
    const { m, at } = indicator();
    vi.advanceTimersByTime(2000);
    m.hold('hover');
    m.hold('focus');
    expect(m.state()).toEqual({ selectedIndex: 0, playing: true, held: true });
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(0);
    m.release('hover');
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(0); // still focused
    m.release('focus');
    expect(m.state().held).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(at()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(1);
  });

  it('a choice while held is taken and holds; play pressed while held rolls at once; a paused indicator is not held', () => {
    const { m, at } = indicator();
    m.hold('focus');
    m.select(2);
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(2);
    m.toggle(); // pause
    expect(m.state()).toEqual({ selectedIndex: 2, playing: false, held: false });
    m.hold('hover');
    expect(m.state().held).toBe(false);
    m.toggle(); // play: the holds are cleared
    expect(m.state().held).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(at()).toBe(0);
    m.release('hover'); // nothing to release
    expect(m.state().held).toBe(false);
  });

  it('a mobile-only indicator hidden on a wide screen stays held through pause and play', () => {
    const { m, at } = indicator();
    m.hold('hidden');
    m.toggle(); // pause
    m.toggle(); // play
    expect(m.state()).toEqual({ selectedIndex: 0, playing: true, held: true });
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(0);
    m.release('hidden');
    vi.advanceTimersByTime(3000);
    expect(at()).toBe(1);
  });

  it('play after a deselect starts again from the first item', () => {
    const { m } = indicator({ infiniteRolling: false, initial: 2 });
    vi.advanceTimersByTime(5000);
    m.toggle();
    expect(m.state()).toEqual({ selectedIndex: 0, playing: true, held: false });
  });

  it('a choice is taken at once and restarts the delay of the chosen item', () => {
    const { m, at } = indicator();
    vi.advanceTimersByTime(1000);
    expect(m.select(2)).toBe(true);
    expect(m.select(1)).toBe(true);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(3999);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(2);
  });

  it('ignores choices out of range', () => {
    const { m, at } = indicator();
    for (const bad of [-1, 3, 1.5, Number.NaN]) expect(m.select(bad)).toBe(false);
    expect(at()).toBe(0);
  });

  it('reports every change and leaves no timer after destroy', () => {
    const { m, seen } = indicator();
    vi.advanceTimersByTime(3000);
    m.toggle();
    expect(seen).toEqual([{ selectedIndex: 1, playing: true, held: false }, { selectedIndex: 1, playing: false, held: false }]);
    m.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
