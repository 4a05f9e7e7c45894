/**
 * The fault path matcher: `*` matches any run of characters, everything else itself. A regular
 * expression of `.*` groups backtracks: `*a*a*a*a*a*a*a*b` against a long path of `a`s takes
 * seconds and blocks both origins. Here the pattern's literal parts are found left to right,
 * each from where the previous one ended (the leftmost place is always the best one for the
 * parts that follow), so a match never goes back over the path.
 */

/** Whether `text` at `at` starts with `part`; `meter.steps` counts the characters compared. */
function startsAt(text, part, at, meter) {
  for (let i = 0; i < part.length; i += 1) {
    meter.steps += 1;
    if (text.charCodeAt(at + i) !== part.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Whether `text` matches the glob `pattern`. `meter.steps`, when a meter is given, grows by the
 * number of characters compared (how the tests see that the work stays linear in the path).
 */
export function globMatch(pattern, text, meter = { steps: 0 }) {
  const parts = pattern.split('*');
  if (parts.length === 1) return text.length === pattern.length && startsAt(text, pattern, 0, meter);
  const first = parts[0];
  const last = parts[parts.length - 1];
  const end = text.length - last.length;
  if (end < first.length || !startsAt(text, first, 0, meter) || !startsAt(text, last, end, meter)) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    if (part === '') continue;
    const found = findFrom(text, part, at, end, meter);
    if (found === -1) return false;
    at = found + part.length;
  }
  return true;
}

/** The first index from `from` where `part` fits entirely before `end`, or -1. */
function findFrom(text, part, from, end, meter) {
  // Each position stops at its first differing character: at most (positions × part length),
  // with parts capped by parseFault and paths by Node's header size limit.
  for (let at = from; at + part.length <= end; at += 1) if (startsAt(text, part, at, meter)) return at;
  return -1;
}
