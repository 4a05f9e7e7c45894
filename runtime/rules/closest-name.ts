/**
 * "Did you mean …?" for configuration mistakes: the valid name closest to a misspelt one
 * (`serach` → `search`, `enabeld` → `enabled`), by edit distance with adjacent swaps counted
 * as one edit. Names too far from every valid one get no suggestion.
 */

/** Longer inputs are not names; they get no suggestion (keeps the work bounded). */
const MAX_NAME = 64;

/** Edits (insert, delete, replace, swap two neighbours) turning `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The valid name closest to `name` (case-insensitive), or undefined when none is close. */
export function closestName(name: string, valid: Iterable<string>): string | undefined {
  if (name.length > MAX_NAME) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of valid) {
    const d = editDistance(lower, candidate.toLowerCase());
    // Close means at most a third of the name changed, and never more than 3 edits.
    if (d < bestDistance && d <= Math.min(3, Math.max(1, Math.floor(candidate.length / 3)))) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** " (did you mean \"x\"?)" when a close valid name exists, else "". */
export function didYouMean(name: string, valid: Iterable<string>): string {
  const best = closestName(name, valid);
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}
