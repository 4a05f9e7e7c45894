// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addToBoundedList, parseBoundedList, removeFromBoundedList, serialiseBoundedList } from '../../../runtime/rules/bounded-list';
import type { BoundedListRule } from '../../../runtime/rules/bounded-list';

const letters: BoundedListRule = { max: 3, separator: ',', duplicate: 'ignore', clean: (s) => (/^[a-z]+$/.test(s.trim()) ? s.trim() : null) };
const promoted: BoundedListRule = { ...letters, duplicate: 'promote' };

describe('bounded lists', () => {
  it('parses, dropping bad, empty and repeated entries, and stops at max', () => {
    expect(parseBoundedList('a, b,,B1,a,c,d', letters)).toEqual(['a', 'b', 'c']);
    expect(parseBoundedList('', letters)).toEqual([]);
    expect(parseBoundedList(undefined, letters)).toEqual([]);
  });

  it('adds at the front and drops the oldest past max', () => {
    expect(addToBoundedList(['c', 'b', 'a'], 'd', letters)).toEqual(['d', 'c', 'b']);
  });

  it('ignores or promotes duplicates by rule', () => {
    expect(addToBoundedList(['c', 'b', 'a'], 'a', letters)).toEqual(['c', 'b', 'a']);
    expect(addToBoundedList(['c', 'b', 'a'], 'a', promoted)).toEqual(['a', 'c', 'b']);
  });

  it('refuses items the rule rejects', () => {
    expect(addToBoundedList(['a'], 'X1', letters)).toEqual(['a']);
    expect(addToBoundedList(['a'], 42, letters)).toEqual(['a']);
  });

  it('removes and serialises', () => {
    expect(removeFromBoundedList(['a', 'b'], 'a')).toEqual(['b']);
    expect(serialiseBoundedList(['a', 'b'], letters)).toBe('a,b');
  });

  it('round-trips: serialise → parse gives the list back, never longer than max', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 10 }), (items) => {
        let list: string[] = [];
        for (const item of items) list = addToBoundedList(list, item, promoted);
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list).size).toBe(list.length);
        expect(parseBoundedList(serialiseBoundedList(list, promoted), promoted)).toEqual(list);
      }),
    );
  });
});
