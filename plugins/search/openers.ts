/** The search openers in every header generation (the stable cross-generation hook of the legacy markup). */
export const OPENER_MARKERS = '.gnb__search-btn-js';
