/**
 * Exact decimal amounts for price display. Prices arrive as numbers or numeric strings; rounding
 * them through binary floats gives artefacts (1.005 → 1.00), so docs/rules.md §5's rounding works on the
 * decimal digits themselves.
 */

/** An amount as exact decimal digits: sign, integer digits without leading zeros, fraction digits. */
export interface DecimalAmount {
  readonly negative: boolean;
  readonly int: string;
  readonly frac: string;
}

// Longer "numbers" are not prices; refusing them keeps hostile 10 kB strings cheap.
const MAX_TEXT = 64;
const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/** Reads a number or numeric string as exact decimal digits; null when empty, non-numeric or non-finite. */
export function readAmount(value: unknown): DecimalAmount | null {
  if (typeof value === 'number') return readNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_TEXT) return null;
  const m = NUMERIC.exec(text);
  if (!m) return null;
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  if (int.length + frac.length === 0) return null;
  return build(m[1] === '-', int, frac, m[4] ? Number(m[4]) : 0);
}

function readNumber(value: number): DecimalAmount | null {
  if (!Number.isFinite(value)) return null;
  // String() gives the shortest decimal that round-trips, i.e. what the author wrote (1.005).
  const text = String(value < 0 ? -value : value);
  const e = text.indexOf('e');
  if (e !== -1) {
    const mantissa = text.slice(0, e);
    const dot = mantissa.indexOf('.');
    const int = dot === -1 ? mantissa : mantissa.slice(0, dot);
    return build(value < 0, int, dot === -1 ? '' : mantissa.slice(dot + 1), Number(text.slice(e + 1)));
  }
  const dot = text.indexOf('.');
  if (dot === -1) return { negative: value < 0, int: text, frac: '' };
  return { negative: value < 0, int: text.slice(0, dot), frac: text.slice(dot + 1) };
}

function build(negative: boolean, int: string, frac: string, exponent: number): DecimalAmount {
  let digits = int + frac;
  let point = int.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  return normalise({ negative, int: digits.slice(0, point), frac: digits.slice(point) });
}

/** Strips leading integer zeros and drops the sign of zero. */
function normalise(a: DecimalAmount): DecimalAmount {
  let i = 0;
  while (i < a.int.length - 1 && a.int.charCodeAt(i) === 48) i++;
  const int = a.int.length === 0 ? '0' : a.int.slice(i);
  const zero = int === '0' && !/[1-9]/.test(a.frac);
  return { negative: a.negative && !zero, int, frac: a.frac };
}

/** Adds one unit in the last place of a digit string ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charCodeAt(i) === 57) i--;
  if (i < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + '0'.repeat(digits.length - i - 1);
}

/** docs/rules.md §5: more than two fraction digits round to two, half away from zero ("1.005" → "1.01"). */
export function roundToCents(a: DecimalAmount): DecimalAmount {
  if (a.frac.length <= 2) return a;
  const digits = a.int + a.frac.slice(0, 2);
  const rounded = a.frac.charCodeAt(2) >= 53 ? increment(digits) : digits;
  return normalise({ negative: a.negative, int: rounded.slice(0, -2), frac: rounded.slice(-2) });
}

/** docs/rules.md §5: huf rounds up to a whole number (towards +∞, so -1.5 → -1). */
export function ceilToWhole(a: DecimalAmount): DecimalAmount {
  if (!/[1-9]/.test(a.frac)) return { negative: a.negative, int: a.int, frac: '' };
  const int = a.negative ? a.int : increment(a.int);
  return normalise({ negative: a.negative, int, frac: '' });
}

/** Drops fraction zeros past the second digit: the no-rounding variant keeps what was given. */
export function trimExtraZeros(a: DecimalAmount): DecimalAmount {
  let end = a.frac.length;
  while (end > 2 && a.frac.charCodeAt(end - 1) === 48) end--;
  return end === a.frac.length ? a : { negative: a.negative, int: a.int, frac: a.frac.slice(0, end) };
}

/** True when the fraction is empty or all zeros. */
export function isWhole(a: DecimalAmount): boolean {
  for (let i = 0; i < a.frac.length; i++) if (a.frac.charCodeAt(i) !== 48) return false;
  return true;
}

/** The amount as a JavaScript number (for Intl and parse results). */
export function toNumber(a: DecimalAmount): number {
  return Number(`${a.negative ? '-' : ''}${a.int}.${a.frac || '0'}`);
}
