/**
 * The overlay's state as a pure reducer (docs/rules.md §4 "Header search"): open/closed, the query,
 * history, popular keywords, the latest suggestion reply, the active option. What the lists
 * show is derived by `view()`, so the rules live in one testable place.
 */

/** docs/rules.md §4: popular keywords shown with an empty input and no history. */
export const POPULAR_MAX = 7;
/** docs/rules.md §4: popular keywords shown below the history. */
export const POPULAR_WITH_HISTORY = 4;
/** docs/rules.md §5: suggestions show at most 4 related items. */
export const RELATED_MAX = 4;

/** Where an option lives (the legacy list wraps `srd19-gnb-search__<section>`). */
export type Section = 'recent' | 'popular' | 'suggested' | 'ai-search';

/** A reply of the suggestion service, already parsed. */
export interface Reply {
  related: readonly string[];
  popular: readonly string[];
  /** AI variant: the reply's id, sent back with click feedback. */
  requestId?: string;
}

export interface SearchState {
  open: boolean;
  /** The query as the suggestion service sees it (typing-sanitised). */
  query: string;
  history: readonly string[];
  popular: readonly string[];
  /** Sequence number of the latest request; replies with another number are stale. */
  seq: number;
  /** The latest reply for a non-empty query; 'error' on failure. */
  result: { query: string; related: readonly string[]; requestId?: string } | 'error' | null;
  /** Index into `view().options`, -1 for none. */
  active: number;
}

export type Action =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'input'; query: string }
  | { type: 'request'; seq: number }
  | { type: 'reply'; seq: number; query: string; reply: Reply }
  | { type: 'fail'; seq: number; query: string }
  | { type: 'history'; list: readonly string[] }
  /** `count`: the options the layer shows (default: those of `view(state)`). */
  | { type: 'move'; by: 1 | -1; count?: number };

/** The closed overlay with nothing typed. */
export const initialState = (history: readonly string[] = []): SearchState => ({
  open: false, query: '', history, popular: [], seq: 0, result: null, active: -1,
});

/** One keyword as shown, with its position in keyboard order. */
export interface Option {
  section: Section;
  keyword: string;
  /** 1-based position inside its section (AI click feedback). */
  position: number;
}

/** What the lists show. */
export interface View {
  recent: readonly string[];
  popular: readonly string[];
  related: readonly string[];
  noSuggestions: boolean;
  /** Every option in keyboard order: the lists in `order` (default recent, suggested, popular). */
  options: readonly Option[];
}

/**
 * The lists for a state. `relatedSection` says where related items go (AI variant: ai-search);
 * `order` is the lists' order on the page, which the arrow keys follow.
 */
export function view(state: SearchState, relatedSection: 'suggested' | 'ai-search' = 'suggested', order: readonly Section[] = ['recent', relatedSection, 'popular']): View {
  let recent: readonly string[] = [];
  let popular: readonly string[] = [];
  let related: readonly string[] = [];
  let noSuggestions = false;
  if (!state.query) {
    // docs/rules.md §4: empty input: history if any, else popular (7 alone, 4 with the history).
    recent = state.history;
    popular = state.popular.slice(0, recent.length ? POPULAR_WITH_HISTORY : POPULAR_MAX);
  } else if (state.result === 'error' || (state.result && state.result.related.length === 0)) {
    // docs/rules.md §4: failure or zero results: the no-suggestions message plus popular keywords.
    noSuggestions = true;
    popular = state.popular.slice(0, POPULAR_MAX);
  } else if (state.result) {
    related = state.result.related.slice(0, RELATED_MAX);
  }
  const lists: Partial<Record<Section, readonly string[]>> = { recent, [relatedSection]: related, popular };
  const options = order.flatMap((section) => (lists[section] ?? []).map((keyword, i) => ({ section, keyword, position: i + 1 })));
  return { recent, popular, related, noSuggestions, options };
}

/** The next state. Replies and failures of any but the latest request are ignored (stale). */
export function reduce(state: SearchState, action: Action): SearchState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true, active: -1 };
    case 'close':
      // docs/rules.md §4: closing clears the input.
      return { ...state, open: false, query: '', result: null, active: -1 };
    case 'input':
      if (action.query === state.query) return state;
      return { ...state, query: action.query, result: action.query ? state.result : null, active: -1 };
    case 'request':
      return { ...state, seq: action.seq };
    case 'reply': {
      // Popular keywords do not depend on the query, so even a stale reply may bring them.
      const popular = action.reply.popular.length ? action.reply.popular : state.popular;
      const stale = action.seq !== state.seq || !action.query || action.query !== state.query;
      // New popular keywords move the options after them: the highlight starts again.
      if (stale) return popular === state.popular ? state : { ...state, popular, active: -1 };
      const { related, requestId } = action.reply;
      return { ...state, popular, active: -1, result: { query: action.query, related, ...(requestId ? { requestId } : {}) } };
    }
    case 'fail':
      // A failure for a query since typed over says nothing of the new one (its request is not
      // out yet while the pause runs, so the sequence number alone still matches).
      if (action.seq !== state.seq || action.query !== state.query) return state;
      return { ...state, result: 'error', active: -1 };
    case 'history':
      return { ...state, history: action.list, active: -1 };
    case 'move': {
      const count = action.count ?? view(state).options.length;
      if (!count) return state.active === -1 ? state : { ...state, active: -1 };
      // Arrows wrap around, as in the WAI-ARIA combobox example.
      const next = state.active === -1 ? (action.by === 1 ? 0 : count - 1) : (state.active + action.by + count) % count;
      return { ...state, active: next };
    }
  }
}
