/**
 * docs/rules.md §9: "Unknown currencies use the locale's standard format." Sites whose currency docs/rules.md §9
 * does not list carry no price data and are formatted by `Intl.NumberFormat`, one cached
 * formatter per locale and currency (building one costs far more than using it).
 */
import { readAmount, roundToCents, toNumber } from './decimal-amount';
import { readPriceText } from './price-format';

interface IntlPrice {
  format(n: number): string;
  decimal: string;
  symbol: string;
}

const cache = new Map<string, IntlPrice | null>();

function create(locale: string, currency: string): IntlPrice | null {
  for (const tag of [locale, 'en']) {
    try {
      // signDisplay "negative": an amount that rounds to zero shows no minus (ES2023, typed as ES2022 here).
      const options = { style: 'currency', currency: currency.toUpperCase(), signDisplay: 'negative' };
      const nf = new Intl.NumberFormat(tag, options as Intl.NumberFormatOptions);
      const parts = new Intl.NumberFormat(tag).formatToParts(1.5);
      const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
      const symbol = nf.formatToParts(1).find((p) => p.type === 'currency')?.value ?? '';
      return { format: (n) => nf.format(n), decimal, symbol };
    } catch {
      // An invalid locale falls back to "en"; an invalid currency code has no format at all.
    }
  }
  return null;
}

/** The cached formatter for a locale and ISO 4217 currency, or null when Intl refuses both. */
export function intlPrice(locale: string, currency: string): IntlPrice | null {
  const key = `${locale}|${currency}`;
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = create(locale, currency);
    cache.set(key, entry);
  }
  return entry;
}

/**
 * Formats an amount in the locale's standard currency format. The amount is first rounded to
 * cents decimally (docs/rules.md §5), so "1.005" shows 1.01 here too. "" for empty or bad input.
 */
export function formatIntlPrice(amount: unknown, locale: string, currency: string): string {
  const a = readAmount(amount);
  const nf = a && intlPrice(locale, currency);
  const n = a && nf ? toNumber(roundToCents(a)) : NaN;
  // "1e999" reads as a decimal too large for a number: show nothing rather than "$∞".
  return nf && Number.isFinite(n) ? nf.format(n) : '';
}

/** Reads a price formatted by `formatIntlPrice` back into a number; null when there is none. */
export function parseIntlPrice(text: unknown, locale: string, currency: string): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const nf = intlPrice(locale, currency);
  // The symbol goes first: "Gs." or "S/." may hold the locale's decimal mark.
  const bare = nf?.symbol && text.length <= 256 ? text.split(nf.symbol).join(' ') : text;
  return readPriceText(bare, nf?.decimal ?? '.');
}
