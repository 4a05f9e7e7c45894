// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ceilToWhole, isWhole, readAmount, roundToCents, toNumber, trimExtraZeros } from '../../../runtime/rules/decimal-amount';

const d = (negative: boolean, int: string, frac: string) => ({ negative, int, frac });

describe('readAmount', () => {
  it.each([
    [1.005, d(false, '1', '005')], // the digits as written, not the float 1.00499999999999989…
    ['1.005', d(false, '1', '005')],
    [-12.5, d(true, '12', '5')],
    ['  0042.10 ', d(false, '42', '10')],
    ['1e3', d(false, '1000', '')],
    ['1.5E-3', d(false, '0', '0015')],
    [1e21, d(false, '1000000000000000000000', '')],
    [1e-7, d(false, '0', '0000001')],
    ['-0', d(false, '0', '')],
    ['.5', d(false, '0', '5')],
    ['5.', d(false, '5', '')],
  ])('%j', (value, amount) => {
    expect(readAmount(value)).toEqual(amount);
  });

  it.each(['', ' ', '.', '-', 'e5', '1e', '1,5', '0x10', '1_000', 'Infinity', '1e9999', '1'.repeat(65), NaN, Infinity, null, undefined, true, {}, [1]])(
    'is null for %j',
    (value) => {
      expect(readAmount(value)).toBeNull();
    },
  );
});

describe('rounding', () => {
  it.each([
    ['1.005', '1', '01'],
    ['1.004', '1', '00'],
    ['9.995', '10', '00'],
    ['99999999999999999999.999', '100000000000000000000', '00'],
    ['0.125', '0', '13'],
    ['1.2', '1', '2'], // two or fewer digits are left alone
  ])('roundToCents(%s) = %s.%s', (text, int, frac) => {
    const r = roundToCents(readAmount(text)!);
    expect([r.int, r.frac]).toEqual([int, frac]);
  });

  it('rounds half away from zero and drops the sign of a zero result', () => {
    expect(roundToCents(readAmount('-1.005')!)).toEqual(d(true, '1', '01'));
    expect(roundToCents(readAmount('-0.004')!)).toEqual(d(false, '0', '00'));
  });

  it('ceils to a whole number towards +∞', () => {
    expect(ceilToWhole(readAmount('1.001')!)).toEqual(d(false, '2', ''));
    expect(ceilToWhole(readAmount('1.000')!)).toEqual(d(false, '1', ''));
    expect(ceilToWhole(readAmount('999.5')!)).toEqual(d(false, '1000', ''));
    expect(ceilToWhole(readAmount('-1.5')!)).toEqual(d(true, '1', ''));
    expect(ceilToWhole(readAmount('-0.5')!)).toEqual(d(false, '0', ''));
  });

  it('trims zeros past the second digit only', () => {
    expect(trimExtraZeros(readAmount('1.23400')!)).toEqual(d(false, '1', '234'));
    expect(trimExtraZeros(readAmount('1.000')!)).toEqual(d(false, '1', '00'));
  });

  it('knows whole amounts and converts to numbers', () => {
    expect(isWhole(readAmount('3.000')!)).toBe(true);
    expect(isWhole(readAmount('3.01')!)).toBe(false);
    expect(toNumber(d(true, '12', '5'))).toBe(-12.5);
    expect(toNumber(d(false, '7', ''))).toBe(7);
  });
});
