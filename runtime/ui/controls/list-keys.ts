/**
 * Keyboard movement shared by the list-like controls (tabs, selects, option selector): which
 * item a key reaches among the enabled ones, and type-ahead by first letter
 * (docs/rules.md §5 "Keyboard"). Pure functions over the items' enabled flags and labels.
 */

/** Where a key moves in a list. */
export type Move = 'next' | 'prev' | 'first' | 'last';

/**
 * The move a key asks for. Horizontal lists read Left/Right in reading order (so Left is
 * "next" right to left); Home/End jump to the first/last enabled item, and so do PageUp/PageDown
 * in vertical lists (menus). A tab strip leaves the page keys to the page (docs/rules.md §4 "Tabs").
 */
export function keyMove(key: string, orientation: 'horizontal' | 'vertical', rtl = false): Move | null {
  const vertical = orientation === 'vertical';
  if (key === 'Home' || (vertical && key === 'PageUp')) return 'first';
  if (key === 'End' || (vertical && key === 'PageDown')) return 'last';
  if (vertical) return key === 'ArrowDown' ? 'next' : key === 'ArrowUp' ? 'prev' : null;
  if (key === 'ArrowRight') return rtl ? 'prev' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'prev';
  return null;
}

/** The first enabled index, or -1. */
export const firstEnabled = (enabled: readonly boolean[]): number => enabled.indexOf(true);
/** The last enabled index, or -1. */
export const lastEnabled = (enabled: readonly boolean[]): number => enabled.lastIndexOf(true);

/**
 * The enabled index `move` reaches from `from`, skipping disabled items. With `wrap` the ends
 * join; without, a move past the end stays on `from`. -1 when nothing is enabled.
 */
export function moveTo(enabled: readonly boolean[], from: number, move: Move, wrap: boolean): number {
  if (move === 'first') return firstEnabled(enabled);
  if (move === 'last') return lastEnabled(enabled);
  const n = enabled.length;
  const step = move === 'next' ? 1 : -1;
  for (let i = 1; i <= n; i++) {
    const raw = from + step * i;
    if (!wrap && (raw < 0 || raw >= n)) break;
    const at = ((raw % n) + n) % n;
    if (enabled[at]) return at;
  }
  return enabled[from] ? from : firstEnabled(enabled);
}

/**
 * Type-ahead by first letter: the next enabled item after `from` (wrapping) whose label starts
 * with `char`, compared without case or accents; -1 when none does or `char` is not one letter.
 */
export function typeAhead(labels: readonly string[], enabled: readonly boolean[], from: number, char: string): number {
  if ([...char].length !== 1 || !/\S/.test(char)) return -1;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const want = fold(char);
  const n = labels.length;
  for (let i = 1; i <= n; i++) {
    const at = (((from + i) % n) + n) % n;
    if (enabled[at] && fold(labels[at]!.trim()).startsWith(want)) return at;
  }
  return -1;
}
