/**
 * Header search overlay (docs/rules.md §2 "Header search overlay", §4, §5, §7 "Search"): the
 * search openers of the header are the markers; the overlay drives the page's srd19 search
 * layer. The registry hands the click that mounted an opener to it, so nothing listens here.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

export const search = definePlugin({
  name: 'search',
  // The search openers in every header generation (the stable cross-generation hook of the
  // legacy markup); a generic [data-sf-plugin~="search"] marker is an opener too.
  markers: '.gnb__search-btn-js',
  trigger: 'interaction',
  // The most-used header control: its code is fetched when the page is idle, so the first
  // click opens the overlay at once (bench/RESULTS.md, search-open).
  prefetch: 'idle',
  load: () => import('./SearchOpener'),
});
