/**
 * docs/rules.md §5 "query text bold in suggestions": a suggestion split into plain and bold parts, to
 * be rendered as text nodes (docs/architecture.md "Text": never HTML). Plain string search, no RegExp built
 * from the query, so hostile input such as `(a+)+$` cannot make it slow.
 */

/** One run of a suggestion's text; `bold` where it matches the query. */
export interface Segment {
  text: string;
  bold: boolean;
}

/** Splits `text` at every case-insensitive occurrence of `query`. */
export function highlight(text: string, query: string): Segment[] {
  const needle = query.trim().toLowerCase();
  const hay = text.toLowerCase();
  // Lower-casing can change the length of some letters (İ): then offsets would not line up.
  if (!needle || hay.length !== text.length) return [{ text, bold: false }];
  const out: Segment[] = [];
  let from = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, from)) {
    if (at > from) out.push({ text: text.slice(from, at), bold: false });
    out.push({ text: text.slice(at, at + needle.length), bold: true });
    from = at + needle.length;
  }
  if (from < text.length) out.push({ text: text.slice(from), bold: false });
  return out;
}
