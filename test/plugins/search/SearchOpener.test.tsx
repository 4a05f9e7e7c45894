/**
 * The openers (plugins/search/SearchOpener.ts): however many are mounted, one overlay drives the
 * page's one layer, its code loaded once, and it leaves every opener collapsed when it goes.
 */
import { act } from '../../support/act';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildRuntime, WithRuntime } from '../../support/runtime';
import SearchOpener from '../../../plugins/search/SearchOpener';
import { overlay } from '../../../plugins/search/opener-store';

const fetchSuggestions = vi.hoisted(() => vi.fn());
vi.mock('../../../plugins/search/search-api', async (load) => ({ ...(await load<object>()), fetchSuggestions }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const LAYER = /<section[^>]*srd19-gnb-search[\s\S]*?<\/section>/.exec(readFileSync(`${process.cwd()}/templates/pages/uk/index.html`, 'utf8'))![0];
const POPULAR = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

let root: Root;
const opener = (id: string) => document.getElementById(id)!;
const popular = () => [...document.querySelectorAll('.srd19-gnb-search__popular [role=option]')].map((li) => li.textContent);

beforeEach(async () => {
  document.cookie = 'sk=; max-age=0; path=/';
  document.body.innerHTML = `<button class="gnb__search-btn-js" id="o1">Search</button><button class="gnb__search-btn-js" id="o2">Search</button>${LAYER}`;
  fetchSuggestions.mockReset().mockResolvedValue({ related: [], popular: POPULAR });
  const runtime = { ...buildRuntime(), page: { ...buildRuntime().page, searchDomain: 'https://s.test' } };
  const props = { marker: { data: {}, json: null }, options: {}, guard: <A extends unknown[], R>(fn: (...args: A) => R) => fn };
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(
    <WithRuntime runtime={runtime}>
      <SearchOpener element={opener('o1')} {...props} />
      <SearchOpener element={opener('o2')} {...props} />
    </WithRuntime>,
  ));
  // Mounting is the intent that loads the overlay's code; its arrival renders inside act.
  await act(() => vi.waitFor(() => expect(overlay()).not.toBeNull()));
});
afterEach(() => act(() => root.unmount()));

describe('search openers', () => {
  it('two mounted openers drive one overlay: a click on the second opens the layer with each option once', async () => {
    await act(async () => opener('o2').click());
    await vi.waitFor(() => expect(popular().length).toBeGreaterThan(0));
    expect(document.querySelector<HTMLElement>('.srd19-gnb-search')!.style.display).toBe('block');
    expect(document.activeElement).toBe(document.getElementById('gnb-search-keyword'));
    expect(popular()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']); // docs/rules.md §5: 7 without history, each once
    expect([opener('o1'), opener('o2')].map((o) => o.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    // One overlay rendered into the layer: its screen-reader hint for the history is there once.
    expect([...document.querySelectorAll('.srd19-gnb-search span.hidden')].filter((s) => s.textContent === 'Press Delete to remove this search')).toHaveLength(1);
  });

  it('the overlay leaving with its openers leaves every opener collapsed', async () => {
    await act(async () => opener('o1').click());
    expect(opener('o2').getAttribute('aria-expanded')).toBe('true');
    act(() => root.unmount());
    expect([opener('o1'), opener('o2')].map((o) => o.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    root = createRoot(document.createElement('div'));
  });
});
