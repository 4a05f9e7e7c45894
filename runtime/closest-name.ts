/** The closest of some valid names to a mistyped one, for "did you mean …?" messages. */

/** Edit distance (insertions, deletions, substitutions) between two short names. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The valid name nearest to `name`, if it is near enough to be a typo (at most a third of it differs). */
export function closestName(name: string, valid: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(name.length / 3)) + 1;
  for (const candidate of valid) {
    const d = distance(name.slice(0, 64).toLowerCase(), candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
