/**
 * The dictionary (docs/rules.md §7 "Other"): a JSON map from the page's English text to the
 * translated text, fetched asynchronously (never synchronously), in parallel with the sprite.
 * A failed load leaves an empty dictionary, so the page's original text shows (docs/rules.md §8).
 */
import { request } from './http';
import { member } from './page-dom';
import { messageOf } from './report';

/** How long boot waits for the dictionary; after that text falls back to the page's. */
export const DICTIONARY_TIMEOUT_MS = 5000;

/** The html attribute that overrides the dictionary URL; `{locale}` is replaced. */
export const DICTIONARY_ATTRIBUTE = 'data-dictionary-path';

/**
 * The page's override of the dictionary path (the DICTIONARY_ATTRIBUTE of `<html>`), or null.
 * `<html>` is reached through `Document.prototype`: an `<img name="documentElement">` hides
 * the document's own member (DOM clobbering).
 */
export function dictionaryOverride(doc: Document): string | null {
  const html = member(doc, 'documentElement');
  return html ? Element.prototype.getAttribute.call(html, DICTIONARY_ATTRIBUTE) : null;
}

/**
 * The dictionary URL: `{token}.{locale}{suffix}.json`, where i18nAppsParam "bc" gives ".bc"
 * and any other value is appended to ".b2c" (docs/rules.md §7). An html attribute may override the path.
 */
export function dictionaryUrl(token: string, locale: string, appsParam: string, override?: string | null): string {
  const safeLocale = locale.replace(/[^A-Za-z0-9_-]/g, '');
  if (override) return override.replaceAll('{locale}', safeLocale);
  const param = appsParam.trim().replace(/[^A-Za-z0-9_.-]/g, '');
  const suffix = param === 'bc' ? '.bc' : param === '' ? '.b2c' : `.b2c${param.startsWith('.') ? '' : '.'}${param}`;
  return `${token}.${safeLocale}${suffix}.json`;
}

/** Checks a dictionary body: an object of strings. Other entries are dropped, never thrown on. */
export function parseDictionary(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('expected a JSON object of texts');
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** A loaded (or empty) dictionary with its lookup. */
export interface Dictionary {
  /** The translation of `key`; else `fallback` (the page's original text); else the key. */
  t(key: string, fallback?: string): string;
  /** Whether the dictionary loaded. */
  readonly loaded: boolean;
}

/** Wraps entries into a Dictionary that reports each missing key once. */
export function createDictionary(entries: Record<string, string>, loaded: boolean, warn: (m: string) => void = console.warn): Dictionary {
  const reported = new Set<string>();
  return {
    loaded,
    t(key, fallback) {
      const hit = entries[key];
      if (hit !== undefined) return hit;
      if (loaded && !reported.has(key)) {
        reported.add(key);
        warn(`storefront: dictionary has no entry for ${JSON.stringify(key)}`);
      }
      return fallback ?? key;
    },
  };
}

/** Fetches the dictionary; any failure gives the empty one and a console warning. */
export async function loadDictionary(url: string, timeoutMs = DICTIONARY_TIMEOUT_MS): Promise<Dictionary> {
  try {
    return createDictionary(await request(url, { timeoutMs, parse: parseDictionary }), true);
  } catch (error) {
    console.warn(`storefront: dictionary not loaded, showing the page's text (${messageOf(error)})`);
    return createDictionary({}, false);
  }
}
