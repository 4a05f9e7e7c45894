/**
 * The search history in cookie `sk` (docs/rules.md §3), bounded by the rules (docs/rules.md §5: keeps 4, a repeated
 * keyword moves to the front). The cookie text is untrusted; the rules clean it on read.
 */
import { readCookie, removeCookie, writeCookie } from '../../runtime/index';
import { searchHistoryCookie } from '../../runtime/rules/cookie-lists';

/** The history, newest first. */
export function readHistory(): string[] {
  return searchHistoryCookie.parse(readCookie('searchHistory'));
}

/** Stores `list` (an empty list removes the cookie) and returns what was stored. */
export function writeHistory(list: readonly string[]): string[] {
  const text = searchHistoryCookie.serialise(list);
  if (text) writeCookie('searchHistory', text);
  else removeCookie('searchHistory');
  return searchHistoryCookie.parse(text);
}

/** The history after searching `keyword`. */
export function rememberSearch(keyword: string): string[] {
  return writeHistory(searchHistoryCookie.add(readHistory(), keyword));
}

/** The history without `keyword`. */
export function forgetSearch(keyword: string): string[] {
  return writeHistory(searchHistoryCookie.remove(readHistory(), keyword));
}
