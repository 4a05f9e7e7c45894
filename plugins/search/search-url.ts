/**
 * Where a search goes (docs/rules.md §2: the configured search-results URL plus the encoded query; the
 * US adds /searchMain) and the 'shop with expert' chat window (docs/rules.md §2, §9: a full tab below
 * 768 px wide, else a 440×700 popup).
 */

/** The results parameter when the configured URL does not end in one (`…?searchvalue=`). */
export const RESULTS_PARAM = 'searchvalue';
/** The US results page reads its query from this parameter. */
export const US_RESULTS_PARAM = 'searchTerm';

/**
 * The results URL for an already sanitised `query`. A configured URL ending in "=" names its
 * own parameter and gets the query appended as is; otherwise the site's parameter is added.
 */
export function resultsUrl(base: string, query: string, us: boolean): string {
  const encoded = encodeURIComponent(query);
  if (base.endsWith('=')) return `${base}${encoded}`;
  const [path = '', search = ''] = base.split('?', 2);
  const root = `${path.replace(/\/+$/, '')}${us ? '/searchMain' : ''}/`;
  const params = search ? `${search}&` : '';
  return `${root}?${params}${us ? US_RESULTS_PARAM : RESULTS_PARAM}=${encoded}`;
}

/** docs/rules.md §9: widgets are mobile below 768 px; the chat popup is 440×700. */
export const EXPERT_BREAKPOINT = 768;
export const EXPERT_POPUP = { width: 440, height: 700 } as const;
