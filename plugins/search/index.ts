/**
 * Header search overlay (SPEC §2 "Header search overlay", §4, §5, §7 "Search"): the search
 * openers of the header are the markers; the overlay drives the page's srd19 search layer.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot imports every definition).
import { definePlugin } from '../../runtime/plugin';

const OPENERS = '.gnb__search-btn-js';

export const search = definePlugin({
  name: 'search',
  markers: OPENERS,
  trigger: 'interaction',
  // The most-used header control: its code is fetched when the page is idle, so the first
  // click opens the overlay at once (bench/RESULTS.md, search-open).
  prefetch: 'idle',
  load: () => {
    // A hover starts the download; a click that lands before the chunk runs must still open.
    let clicked: Element | null = null;
    const note = (e: Event) => void (clicked = (e.target as Element).closest?.(OPENERS) ?? clicked);
    const drop = () => document.removeEventListener('click', note, true);
    document.addEventListener('click', note, true);
    const chunk = import('./SearchOpener');
    void chunk.then((m) => m.requestOpen(clicked), () => undefined).finally(drop);
    return chunk;
  },
});
