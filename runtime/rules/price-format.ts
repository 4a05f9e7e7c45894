/**
 * Formatting and parsing a price with one site's price data (docs/rules.md §5 "Price formatting",
 * docs/rules.md §9 "Price formats"). Pure: the data comes from the site file (runtime/site-config.ts
 * `PriceFormat`); resolving a site code to it is runtime/rules/price.ts.
 */
import type { PriceFormat } from '../site-config';
import { ceilToWhole, isWhole, readAmount, roundToCents, trimExtraZeros } from './decimal-amount';
import type { DecimalAmount } from './decimal-amount';

/** Groups integer digits every three (docs/rules.md §9: "thousands grouped every three digits"). */
export function groupThousands(int: string, separator: string): string {
  if (int.length <= 3 || separator === '') return int;
  let i = int.length % 3 || 3;
  let out = int.slice(0, i);
  for (; i < int.length; i += 3) out += separator + int.slice(i, i + 3);
  return out;
}

/** Applies docs/rules.md §5's rounding and padding rules; the fraction is '' when none is shown. */
export function displayAmount(a: DecimalAmount, format: PriceFormat): DecimalAmount {
  // docs/rules.md §5: forint rounds up to a whole number.
  if (format.roundUp) return ceilToWhole(a);
  // docs/rules.md §5: more than two digits round to two, except the one-site variant that keeps them.
  const r = format.skipRounding ? trimExtraZeros(a) : roundToCents(a);
  // docs/rules.md §5: whole numbers get .00/,00 except the zero-decimal currencies.
  if (isWhole(r)) return { negative: r.negative, int: r.int, frac: format.decimals === 2 ? '00' : '' };
  // docs/rules.md §5: one fractional digit gets a 0 appended.
  return r.frac.length === 1 ? { negative: r.negative, int: r.int, frac: `${r.frac}0` } : r;
}

/**
 * Formats an amount (number or numeric string) with a site's price data. Empty, null or
 * non-numeric input gives "" (docs/rules.md §5).
 */
export function formatPrice(amount: unknown, format: PriceFormat): string {
  const parsed = readAmount(amount);
  if (!parsed) return '';
  const a = displayAmount(parsed, format);
  let number = groupThousands(a.int, format.group);
  if (a.frac) number += format.decimal + a.frac;
  const gap = format.space ? ' ' : '';
  const text = format.position === 'prefix' ? format.symbol + gap + number : number + gap + format.symbol;
  return a.negative ? `-${text}` : text;
}

// Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits read as 0–9.
const ARABIC_ZERO = 0x660;
const PERSIAN_ZERO = 0x6f0;
// U+066B ARABIC DECIMAL SEPARATOR is only ever a decimal mark.
const ARABIC_DECIMAL = 0x66b;
// Longer text is not a price; refusing it keeps hostile input cheap.
const MAX_PRICE_TEXT = 256;

/**
 * Reads the number in a formatted price given its decimal mark: every character other than a
 * digit (Western, Arabic-Indic or Persian), the decimal mark or a leading minus is a symbol, grouping or spacing (docs/rules.md §5:
 * "removing symbols and separators per site"). Null when no number is there.
 */
export function readPriceText(text: string, decimal: string): number | null {
  if (text.length > MAX_PRICE_TEXT) return null;
  let out = '';
  let negative = false;
  let seenDecimal = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digit =
      c >= 48 && c <= 57 ? c - 48 : c >= ARABIC_ZERO && c <= ARABIC_ZERO + 9 ? c - ARABIC_ZERO
        : c >= PERSIAN_ZERO && c <= PERSIAN_ZERO + 9 ? c - PERSIAN_ZERO : -1;
    if (digit >= 0) out += digit;
    else if ((text[i] === decimal || c === ARABIC_DECIMAL) && !seenDecimal) {
      out += out === '' ? '0.' : '.';
      seenDecimal = true;
    } else if ((c === 45 || c === 0x2212) && out === '') negative = true;
  }
  if (out === '') return null;
  const n = Number(negative ? `-${out}` : out);
  // "-0,00" reads as 0, not -0.
  return Number.isFinite(n) ? n || 0 : null;
}

/**
 * Turns a price formatted with `format` back into a number (comma-decimal vs dot-decimal per
 * site, docs/rules.md §5). Null when the text holds no number.
 */
export function parsePrice(text: unknown, format: PriceFormat): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  // The symbol goes first: "Rs." or "د.إ" hold dots that would read as decimal marks.
  const bare = format.symbol && text.length <= MAX_PRICE_TEXT ? text.split(format.symbol).join(' ') : text;
  return readPriceText(bare, format.decimal);
}
