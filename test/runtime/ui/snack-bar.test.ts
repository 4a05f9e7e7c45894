/**
 * The snack bar (docs/rules.md §4 "Snack bar", §9: fades after 3.5 s, hidden at 4 s, 24 px above
 * the bottom), on a controlled clock: a status region, one message at a time, held while hovered
 * or focused, text shown as text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSnack } from '../../../runtime/ui/snack-bar';

const bar = () => document.querySelector<HTMLElement>('.snackbar')!;
const visible = () => !bar().hidden && bar().style.opacity === '1';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.advanceTimersByTime(10_000);
  vi.useRealTimers();
});

describe('showing', () => {
  it('is a status region 24 px above the bottom, showing the text as text', () => {
    showSnack('<b>Added</b> to your wishlist');
    expect(bar().getAttribute('role')).toBe('status');
    expect([bar().style.position, bar().style.bottom]).toEqual(['fixed', '24px']);
    expect([bar().textContent, bar().children.length]).toEqual(['<b>Added</b> to your wishlist', 0]);
    expect(visible()).toBe(true);
  });

  it('fades after 3.5 s and is hidden at 4 s', () => {
    showSnack('Saved');
    vi.advanceTimersByTime(3499);
    expect(bar().style.opacity).toBe('1');
    vi.advanceTimersByTime(1);
    expect([bar().style.opacity, bar().hidden]).toEqual(['0', false]);
    vi.advanceTimersByTime(499);
    expect(bar().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect([bar().hidden, bar().textContent]).toEqual([true, '']);
  });

  it('one at a time: a new message replaces the old one and gets its own 4 s', () => {
    showSnack('first');
    vi.advanceTimersByTime(3000);
    showSnack('second');
    expect(document.querySelectorAll('.snackbar')).toHaveLength(1);
    expect(bar().textContent).toBe('second');
    vi.advanceTimersByTime(3999);
    expect(bar().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar().hidden).toBe(true);
  });
});

describe('hover and focus', () => {
  it.each([
    ['hovered', 'pointerenter', 'pointerleave'],
    ['focused', 'focusin', 'focusout'],
  ])('stays while %s, then the 4 s start again when it is left', (_, enter, leave) => {
    showSnack('Hold me');
    vi.advanceTimersByTime(3600); // already fading
    bar().dispatchEvent(new Event(enter, { bubbles: true }));
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(visible()).toBe(true);
    bar().dispatchEvent(new Event(leave, { bubbles: true }));
    vi.advanceTimersByTime(3999);
    expect(bar().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar().hidden).toBe(true);
  });

  it('a new message while it is hovered stays held too, until the pointer leaves', () => {
    showSnack('first');
    bar().dispatchEvent(new Event('pointerenter', { bubbles: true }));
    showSnack('second');
    vi.advanceTimersByTime(20_000);
    expect([visible(), bar().textContent]).toEqual([true, 'second']);
    bar().dispatchEvent(new Event('pointerleave', { bubbles: true }));
    vi.advanceTimersByTime(4000);
    expect(bar().hidden).toBe(true);
  });
});

describe('bad input', () => {
  it('a 100 kB message is shown whole; a non-string is warned about and shown as text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSnack('y'.repeat(100 * 1024));
    expect(bar().textContent!.length).toBe(100 * 1024);
    showSnack(null);
    expect(warn).toHaveBeenCalledWith('storefront: popup: toast text must be a string, got null');
    expect(bar().textContent).toBe('');
  });

  it('a value String() cannot print is warned about and shown empty, and the bar still goes at 4 s', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSnack('before');
    vi.advanceTimersByTime(4000);
    expect(() => showSnack(Object.create(null))).not.toThrow();
    expect(warn).toHaveBeenCalledWith('storefront: popup: toast text must be a string, got object');
    expect([bar().hidden, bar().textContent]).toEqual([false, '']);
    vi.advanceTimersByTime(4000);
    expect(bar().hidden).toBe(true);
  });
});
