import { describe, expect, it } from 'vitest';
import { initialState, reduce, view, type Action, type SearchState } from '../../../plugins/search/search-state';

const run = (state: SearchState, ...actions: Action[]) => actions.reduce(reduce, state);
const POPULAR = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
const withPopular = (history: string[] = []) =>
  run(initialState(history), { type: 'open' }, { type: 'reply', seq: -1, query: '', reply: { related: [], popular: POPULAR } });

describe('search state: empty input (docs/rules.md §4)', () => {
  it('shows up to 7 popular keywords without history', () => {
    const v = view(withPopular());
    expect(v.recent).toEqual([]);
    expect(v.popular).toEqual(POPULAR.slice(0, 7));
  });
  it('shows the history and 4 popular keywords under it', () => {
    const v = view(withPopular(['tv', 'fold']));
    expect(v.recent).toEqual(['tv', 'fold']);
    expect(v.popular).toEqual(POPULAR.slice(0, 4));
    expect(v.options.map((o) => o.keyword)).toEqual(['tv', 'fold', 'p1', 'p2', 'p3', 'p4']);
  });
  it('popular keywords arriving after an arrow press start the highlight again (they move the options after them)', () => {
    let s = run(initialState(['tv', 'phone']), { type: 'open' }, { type: 'move', by: 1 });
    expect(s.active).toBe(0);
    s = run(s, { type: 'reply', seq: -1, query: '', reply: { related: [], popular: POPULAR } });
    expect(s.active).toBe(-1);
  });

  it('lists the options in the order given, the page\'s (the srd19 layer puts popular before recent)', () => {
    const v = view(withPopular(['tv', 'fold']), 'suggested', ['ai-search', 'suggested', 'popular', 'recent']);
    expect(v.options.map((o) => o.keyword)).toEqual(['p1', 'p2', 'p3', 'p4', 'tv', 'fold']);
    expect(v.options[4]).toEqual({ section: 'recent', keyword: 'tv', position: 1 });
  });
  it('goes back to 7 popular keywords when the history is cleared', () => {
    expect(view(run(withPopular(['tv']), { type: 'history', list: [] })).popular).toHaveLength(7);
  });
});

describe('search state: typing', () => {
  const typed = (related: string[]) =>
    run(withPopular(), { type: 'input', query: 'gal' }, { type: 'request', seq: 1 }, { type: 'reply', seq: 1, query: 'gal', reply: { related, popular: [] } });
  it('shows at most 4 related items (docs/rules.md §5) and no popular keywords', () => {
    const v = view(typed(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(v.related).toEqual(['a', 'b', 'c', 'd']);
    expect(v.popular).toEqual([]);
    expect(v.noSuggestions).toBe(false);
  });
  it('shows the no-suggestions message plus popular keywords on zero results', () => {
    const v = view(typed([]));
    expect(v.noSuggestions).toBe(true);
    expect(v.popular).toEqual(POPULAR.slice(0, 7));
  });
  it('shows the no-suggestions message plus popular keywords on failure', () => {
    const s = run(withPopular(), { type: 'input', query: 'gal' }, { type: 'request', seq: 1 }, { type: 'fail', seq: 1, query: 'gal' });
    expect(view(s).noSuggestions).toBe(true);
    expect(view(s).popular).toHaveLength(7);
  });
  it('ignores stale replies and failures of older requests', () => {
    let s = run(withPopular(), { type: 'input', query: 'ga' }, { type: 'request', seq: 1 }, { type: 'input', query: 'gal' }, { type: 'request', seq: 2 });
    s = run(s, { type: 'reply', seq: 1, query: 'ga', reply: { related: ['old'], popular: [] } }, { type: 'fail', seq: 1, query: 'ga' });
    expect(s.result).toBeNull();
    s = run(s, { type: 'reply', seq: 2, query: 'gal', reply: { related: ['galaxy'], popular: [] } });
    expect(view(s).related).toEqual(['galaxy']);
  });
  it('a failure of the query typed over, while the new one waits out its pause, is not the new query\'s failure', () => {
    // "ga" is out (request 1); "gal" is typed but not yet requested, so request 1 is still the latest.
    let s = run(withPopular(), { type: 'input', query: 'ga' }, { type: 'request', seq: 1 }, { type: 'input', query: 'gal' });
    s = run(s, { type: 'fail', seq: 1, query: 'ga' });
    expect([s.result, view(s).noSuggestions]).toEqual([null, false]);
    s = run(s, { type: 'request', seq: 2 }, { type: 'reply', seq: 2, query: 'gal', reply: { related: ['galaxy'], popular: [] } });
    expect(view(s).related).toEqual(['galaxy']);
  });
  it('puts AI replies in the ai-search list', () => {
    expect(view(typed(['x']), 'ai-search').options[0]).toEqual({ section: 'ai-search', keyword: 'x', position: 1 });
  });
});

describe('search state: keyboard and closing', () => {
  it('moves through options with wrap-around', () => {
    let s = withPopular(['tv']);
    s = run(s, { type: 'move', by: 1 });
    expect(s.active).toBe(0);
    s = run(s, { type: 'move', by: -1 });
    expect(s.active).toBe(4);
    expect(run(s, { type: 'move', by: 1 }).active).toBe(0);
  });
  it('closing clears the query and the result but keeps popular keywords', () => {
    const s = run(withPopular(), { type: 'input', query: 'gal' }, { type: 'close' });
    expect(s).toMatchObject({ open: false, query: '', result: null, active: -1 });
    expect(s.popular).toEqual(POPULAR);
  });
});
