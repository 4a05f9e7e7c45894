// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveShoppingStatus, parseStoreDate } from '../../../runtime/rules/live-window';
import { isLiveBadgeShown } from '../../../runtime/rules/live-badge';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

describe('parseStoreDate', () => {
  it.each([
    ['2024-05-01 10:00', at(2024, 5, 1, 10)],
    ['2024-05-01 10:00:30', at(2024, 5, 1, 10, 0, 30)],
    ['2024.05.01 10:00', at(2024, 5, 1, 10)],
    ['2024/5/1', at(2024, 5, 1)],
    ['2024-05-01T10:00:00Z', Date.UTC(2024, 4, 1, 10)],
    ['2024-05-01T10:00+09:00', Date.UTC(2024, 4, 1, 1)],
    ['2024-02-29T23:59:59.999-05:00', Date.UTC(2024, 2, 1, 4, 59, 59, 999)],
    ['1714557600000', 1714557600000],
    [1714557600000, 1714557600000],
    // Unix time in seconds, as authors often write it: never a date in 1970.
    ['1714557600', 1714557600000],
    [1714557600, 1714557600000],
  ])('%j', (text, ms) => {
    expect(parseStoreDate(text)).toBe(ms);
  });

  it.each(['', 'tomorrow', '2024-02-30 10:00', '2024-13-01', '2024-05-01 24:00', '2024-05-01 10:61', '2024-02-30T10:00Z', '2023-02-29T10:00:00+01:00', '2024-04-31T00:00Z', '2024-05-01T24:00Z', 'May 1, 2024', null, {}, Number.NaN, new Date('x'), '1'.repeat(100)])(
    'is null for %j',
    (value) => {
      expect(parseStoreDate(value)).toBeNull();
    },
  );
});

describe('liveShoppingStatus (docs/rules.md §4)', () => {
  const start = '2024-05-01 10:00';
  const end = '2024-05-01 12:00';
  it('is before, live, after around the window', () => {
    expect(liveShoppingStatus(at(2024, 5, 1, 9, 59, 59), start, end)).toBe('before');
    expect(liveShoppingStatus(at(2024, 5, 1, 10), start, end)).toBe('live');
    expect(liveShoppingStatus(at(2024, 5, 1, 11, 59, 59), start, end)).toBe('live');
    expect(liveShoppingStatus(at(2024, 5, 1, 12), start, end)).toBe('after');
  });

  it('is null for invalid dates or an end not after the start', () => {
    expect(liveShoppingStatus(at(2024, 5, 1), 'soon', end)).toBeNull();
    expect(liveShoppingStatus(at(2024, 5, 1), end, start)).toBeNull();
    expect(liveShoppingStatus(undefined, start, end)).toBeNull();
  });
});

describe('isLiveBadgeShown (docs/rules.md §2)', () => {
  const windows = [
    { start: '2024-05-01 10:00', end: '2024-05-01 12:00' },
    { start: '2024-06-01 20:00', end: '2024-06-01 21:00' },
  ];
  it('shows only inside a listed window', () => {
    expect(isLiveBadgeShown(at(2024, 5, 1, 11), windows)).toBe(true);
    expect(isLiveBadgeShown(at(2024, 6, 1, 20, 30), windows)).toBe(true);
    expect(isLiveBadgeShown(at(2024, 5, 1, 13), windows)).toBe(false);
    expect(isLiveBadgeShown(at(2024, 6, 1, 21), windows)).toBe(false);
  });

  it('ignores malformed windows', () => {
    expect(isLiveBadgeShown(at(2024, 5, 1, 11), [null, 'x', { start: 'bad', end: 'worse' }])).toBe(false);
    expect(isLiveBadgeShown(at(2024, 5, 1, 11), { start: windows[0]!.start, end: windows[0]!.end })).toBe(false);
    expect(isLiveBadgeShown(at(2024, 5, 1, 11), [null, windows[0]])).toBe(true);
  });
});
