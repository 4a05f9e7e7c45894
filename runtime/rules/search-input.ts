/**
 * Header search input rules (docs/rules.md §5 "Search input"): which characters a query loses while
 * typing and on submit, angle brackets in any escaped form, the placeholder fallback and the
 * suggestion domain. Sanitisers are idempotent and total: any string in, a clean string out.
 */

/** docs/rules.md §5: the characters stripped from a submitted query. */
export const SUBMIT_STRIPPED = '{}[]/?,;:|)*~`!^_<>@#$%&\\=(\'"';
/** docs/rules.md §5: while typing the set is the same but keeps slash and apostrophe. */
export const TYPING_STRIPPED = SUBMIT_STRIPPED.replace('/', '').replace("'", '');
/** docs/rules.md §5: China keeps the apostrophe on submit as well. */
export const CHINA_SUBMIT_STRIPPED = SUBMIT_STRIPPED.replace("'", '');

const classOf = (chars: string) => new RegExp(`[${chars.replace(/[\\\]^-]/g, '\\$&')}]`, 'g');
const SUBMIT = classOf(SUBMIT_STRIPPED);
const TYPING = classOf(TYPING_STRIPPED);
const CHINA_SUBMIT = classOf(CHINA_SUBMIT_STRIPPED);

// docs/rules.md §5: angle brackets "and escaped forms": HTML entities (named, decimal, hex, with or
// without the semicolon), percent-encoding (also double-encoded), JS/CSS escapes, and the
// fullwidth ＜＞ that NFKC normalising turns into real ones.
const ESCAPED_ANGLE =
  /&(?:lt|gt);?|&#0*(?:60|62);?|&#x0*(?:3c|3e);?|%(?:25)*3[ce]|\\u0*3[ce]|\\x3[ce]|\\0*3[ce]|[<>\uff1c\uff1e]/gi;
// Lone UTF-16 surrogates make encodeURIComponent throw when the query goes into the URL.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes angle brackets and their escaped forms until none is left ("&l&lt;t;" too). */
export function stripAngleBrackets(text: string): string {
  let out = text;
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(ESCAPED_ANGLE, '');
  }
  return out;
}

// Longer than any search box takes; also bounds the repeated passes of stripAngleBrackets on
// nested hostile text ("&l&l&lt;t;t;…" needs one pass per level).
const MAX_QUERY = 500;

/** How a query is being cleaned: while typing, or on submit (China keeps the apostrophe). */
export type SearchMode = 'typing' | 'submit';

/**
 * The query with docs/rules.md §5's characters removed for the mode and site (first 500 characters).
 * Escaped angle brackets go first, so "&lt;b&gt;" leaves "b", not "ltbgt".
 */
export function sanitiseQuery(raw: unknown, mode: SearchMode, siteCode = ''): string {
  if (typeof raw !== 'string') return '';
  const set = mode === 'typing' ? TYPING : siteCode.toLowerCase() === 'cn' ? CHINA_SUBMIT : SUBMIT;
  return stripAngleBrackets(raw.slice(0, MAX_QUERY).replace(LONE_SURROGATE, '')).replace(set, '');
}

/**
 * docs/rules.md §5: the query a submit searches for: the cleaned input, else the cleaned placeholder
 * text, else null (nothing happens).
 */
export function submittedQuery(input: unknown, placeholder: unknown, siteCode = ''): string | null {
  const query = sanitiseQuery(input, 'submit', siteCode).trim();
  if (query) return query;
  const fallback = sanitiseQuery(placeholder, 'submit', siteCode).trim();
  return fallback || null;
}

/** docs/rules.md §5: the suggestion domain without its trailing slash(es), ready for "/search/…". */
export function suggestionDomain(domain: unknown): string {
  if (typeof domain !== 'string') return '';
  const text = domain.trim();
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end--;
  return text.slice(0, end);
}
