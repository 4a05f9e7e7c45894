import { describe, expect, it } from 'vitest';
import { keyMove, moveTo, typeAhead } from '../../../runtime/ui/controls/list-keys';

describe('list keys (docs/rules.md §5 "Keyboard")', () => {
  it('reads arrows in reading order: Left is next right to left, Up/Down on vertical lists', () => {
    expect(keyMove('ArrowRight', 'horizontal')).toBe('next');
    expect(keyMove('ArrowLeft', 'horizontal')).toBe('prev');
    expect(keyMove('ArrowLeft', 'horizontal', true)).toBe('next');
    expect(keyMove('ArrowRight', 'horizontal', true)).toBe('prev');
    expect(keyMove('ArrowDown', 'vertical')).toBe('next');
    expect(keyMove('ArrowUp', 'vertical')).toBe('prev');
    expect(keyMove('ArrowRight', 'vertical')).toBeNull();
    expect(keyMove('a', 'vertical')).toBeNull();
  });

  it('Home and PageUp jump to the first item, End and PageDown to the last; a horizontal list leaves PageUp and PageDown to the page', () => {
    for (const key of ['Home', 'PageUp']) expect(keyMove(key, 'vertical')).toBe('first');
    for (const key of ['End', 'PageDown']) expect(keyMove(key, 'vertical')).toBe('last');
    expect([keyMove('Home', 'horizontal'), keyMove('End', 'horizontal', true)]).toEqual(['first', 'last']);
    expect([keyMove('PageUp', 'horizontal'), keyMove('PageDown', 'horizontal', true)]).toEqual([null, null]);
  });

  const enabled = [false, true, false, true, true, false];
  it('moves among enabled items only, first/last being the first/last enabled', () => {
    expect(moveTo(enabled, 1, 'next', false)).toBe(3);
    expect(moveTo(enabled, 3, 'prev', false)).toBe(1);
    expect(moveTo(enabled, 4, 'first', false)).toBe(1);
    expect(moveTo(enabled, 1, 'last', false)).toBe(4);
  });

  it('stops at the ends without wrap and joins them with wrap', () => {
    expect(moveTo(enabled, 4, 'next', false)).toBe(4);
    expect(moveTo(enabled, 1, 'prev', false)).toBe(1);
    expect(moveTo(enabled, 4, 'next', true)).toBe(1);
    expect(moveTo(enabled, 1, 'prev', true)).toBe(4);
  });

  it('answers -1 when nothing is enabled', () => {
    expect(moveTo([false, false], 0, 'next', true)).toBe(-1);
    expect(moveTo([false, false], 0, 'last', true)).toBe(-1);
  });

  it('type-ahead finds the next enabled label with that first letter, wrapping, ignoring case and accents', () => {
    const labels = ['Apple', 'Banana', 'avocado', 'Émeraude', 'apricot', 'Blueberry'];
    const on = [true, true, true, true, false, true];
    expect(typeAhead(labels, on, 0, 'a')).toBe(2);
    expect(typeAhead(labels, on, 2, 'A')).toBe(0); // apricot is disabled: wraps to Apple
    expect(typeAhead(labels, on, 0, 'e')).toBe(3);
    expect(typeAhead(labels, on, 1, 'b')).toBe(5);
    expect(typeAhead(labels, on, 0, 'z')).toBe(-1);
    expect(typeAhead(labels, on, 0, ' ')).toBe(-1);
    expect(typeAhead(labels, on, 0, 'ab')).toBe(-1);
  });
});
