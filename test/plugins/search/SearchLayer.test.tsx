import { act } from '../../support/act';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildRuntime, WithRuntime } from '../../support/runtime';
import { searchConfig } from '../../../plugins/search/search-config';
import { findLayer } from '../../../plugins/search/layer-markup';
import { findOldLayer } from '../../../plugins/search/old-layer';
import { keepAttributes } from '../../../plugins/search/keep-attributes';
import { requestOpen, subscribe, takeRequest } from '../../../plugins/search/opener-store';
import SearchLayer from '../../../plugins/search/SearchLayer';
import type { PageConfig } from '../../../runtime/index';

const requests = { subscribe, take: takeRequest };

const fetchSuggestions = vi.hoisted(() => vi.fn());
const sendClickFeedback = vi.hoisted(() => vi.fn());
const sendMetrics = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../plugins/search/search-api', async (load) => ({ ...(await load<object>()), fetchSuggestions, sendClickFeedback, sendMetrics }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The uk template's copy of the real srd19 layer, repeated ids included.
const LAYER = /<section[^>]*srd19-gnb-search[\s\S]*?<\/section>/.exec(readFileSync(`${process.cwd()}/templates/pages/uk/index.html`, 'utf8'))![0];
const page = { siteCode: 'uk', b2bFlag: false, searchDomain: 'https://s.test', apiStageInfo: 'front', sc_gnb_searchURL: '/uk/search/', sc_gnb_placeholder: 'Galaxy S25 Ultra' } as unknown as PageConfig;
const reply = (related: string[], popular = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']) => ({ related, popular });

let root: Root;
/** Renders the layer again with the runtime's words replaced (the dictionary settling). */
let wordsArrive: (words: Record<string, string>) => Promise<void>;
const navigate = vi.fn();
const input = () => document.getElementById('gnb-search-keyword') as HTMLInputElement;
const texts = (section: string) => [...document.querySelectorAll(`.srd19-gnb-search__${section} [role=option]`)].map((li) => li.textContent);
const key = (k: string) => act(() => void input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
const type = async (value: string) => {
  input().value = value;
  act(() => void input().dispatchEvent(new Event('input', { bubbles: true })));
  await act(() => vi.advanceTimersByTimeAsync(250));
};

beforeEach(async () => {
  vi.useFakeTimers();
  document.cookie = 'sk=; max-age=0; path=/';
  document.body.innerHTML = `<button class="gnb__search-btn-js" id="o1">Search</button><button class="gnb__search-btn-js" id="o2">Search</button>${LAYER}`;
  const runtime = { ...buildRuntime(), page };
  fetchSuggestions.mockReset().mockResolvedValue(reply([]));
  navigate.mockReset();
  const parts = findLayer()!;
  root = createRoot(document.createElement('div'));
  const config = searchConfig(page, { flags: {} } as never, { debounceMs: 200 });
  const guard = <F,>(fn: F) => fn;
  const render = (rt: typeof runtime) => root.render(<WithRuntime runtime={rt}><SearchLayer parts={parts} config={config} guard={guard} requests={requests} navigate={navigate} /></WithRuntime>);
  await act(async () => render(runtime));
  wordsArrive = (words) => act(async () => render({ ...runtime, t: (k, fallback) => words[k] ?? fallback ?? k }));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

const open = async (id = 'o2') => {
  document.getElementById(id)!.focus();
  await act(async () => requestOpen(document.getElementById(id)));
};

describe('open and close (docs/rules.md §4)', () => {
  it('opens: overlay shown, scroll locked, input focused, openers expanded', async () => {
    await open();
    expect(document.querySelector<HTMLElement>('.srd19-gnb-search')!.style.display).toBe('block');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(input());
    expect(document.getElementById('o1')!.getAttribute('aria-expanded')).toBe('true');
  });
  it.each([
    ['Esc', () => key('Escape')],
    ['the close button', () => act(() => document.querySelector<HTMLElement>('.srd19-gnb-search__close')!.click())],
    ['the dimmed area', () => act(() => document.querySelector<HTMLElement>('.srd19-gnb-search__dimmed')!.click())],
  ])('closes on %s: input cleared, scroll restored, focus back on the opener', async (_, close) => {
    await open();
    await type('fold');
    await close();
    expect(input().value).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement!.id).toBe('o2');
    expect(document.getElementById('o2')!.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('an opener no longer shown when the layer closes (the navigation drawer\'s)', () => {
  it('gives the focus to an opener that is shown', async () => {
    // jsdom lays nothing out: the browser's visibility is given, the opener o2 hidden with its drawer.
    const shown = vi.fn(function (this: Element) { return this.id !== 'o2'; });
    (Element.prototype as { checkVisibility?: () => boolean }).checkVisibility = shown;
    try {
      await open('o2');
      await key('Escape');
      expect(document.activeElement!.id).toBe('o1');
    } finally {
      delete (Element.prototype as { checkVisibility?: () => boolean }).checkVisibility;
    }
  });
});

describe('empty input', () => {
  it('sends the empty query once, on the first open, and shows 7 popular keywords', async () => {
    await open();
    await key('Escape');
    await open();
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![1]).toBe('');
    expect(texts('popular')).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });
  it('shows history from cookie sk with 4 popular keywords; Delete removes one, clear all the rest', async () => {
    document.cookie = 'sk=tv%2Cfold; path=/';
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(<WithRuntime runtime={{ ...buildRuntime(), page }}><SearchLayer parts={findLayer()!} config={searchConfig(page, { flags: {} } as never, {})} guard={(fn) => fn} requests={requests} navigate={navigate} /></WithRuntime>));
    await open();
    expect(texts('recent')).toEqual(['tv×', 'fold×']);
    expect(texts('popular')).toHaveLength(4);
    // The arrow keys go in the markup's order: the srd19 layer lists the popular keywords first.
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.closest('.srd19-gnb-search__list-wrap')?.classList.contains('srd19-gnb-search__recent');
    await key('ArrowDown');
    expect(active()).toBe(false);
    for (let i = 0; i < 4; i++) await key('ArrowDown');
    expect(active()).toBe(true);
    await key('Delete');
    expect(texts('recent')).toEqual(['fold×']);
    expect(document.cookie).toContain('sk=fold');
    const clearAll = document.querySelector<HTMLElement>('.srd19-gnb-search__clear-all')!;
    clearAll.focus();
    act(() => clearAll.click());
    expect(texts('recent')).toEqual([]);
    expect(document.cookie).not.toContain('sk=');
    // The button went with the list: the focus is on the field, not lost to the page.
    expect(document.activeElement).toBe(input());
  });
});

describe('typing', () => {
  it('debounces, shows at most 4 related items with the query in bold', async () => {
    await open();
    fetchSuggestions.mockResolvedValue(reply(['Galaxy A', 'Galaxy B', 'Galaxy C', 'Galaxy D', 'Galaxy E']));
    input().value = 'gal';
    act(() => void input().dispatchEvent(new Event('input')));
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    await type('gala');
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
    expect(fetchSuggestions.mock.calls[1]![1]).toBe('gala');
    expect(texts('suggested')).toEqual(['Galaxy A', 'Galaxy B', 'Galaxy C', 'Galaxy D']);
    expect(document.querySelector('.srd19-gnb-search__suggested b')!.textContent).toBe('Gala');
    expect(document.querySelector<HTMLElement>('.srd19-gnb-search__clear')!.hidden).toBe(false);
  });
  it('the dictionary settling while the shopper types leaves the layer as it is: text, cancel button, suggestions', async () => {
    await open();
    fetchSuggestions.mockResolvedValue(reply(['Galaxy A', 'Galaxy B']));
    await type('gala');
    const shown = () => [input().value, document.querySelector<HTMLElement>('.srd19-gnb-search__clear')!.hidden, input().getAttribute('aria-expanded'), texts('suggested')];
    const before = shown();
    expect(before).toEqual(['gala', false, 'true', ['Galaxy A', 'Galaxy B']]);
    await wordsArrive({ Search: 'Search the store' });
    expect(shown()).toEqual(before);
  });
  it('failure: the no-suggestions message plus popular keywords', async () => {
    await open();
    fetchSuggestions.mockRejectedValue(new Error('timeout'));
    await type('zzz');
    expect(document.querySelector<HTMLElement>('.srd19-gnb-search__no-suggestions')!.hidden).toBe(false);
    expect(texts('popular')).toHaveLength(7);
  });
  it('shows hostile text as text', async () => {
    await open();
    fetchSuggestions.mockResolvedValue(reply(['<img src=x onerror=alert(1)>']));
    await type('img');
    expect(document.querySelector('.srd19-gnb-search__suggested img')).toBeNull();
    expect(texts('suggested')).toEqual(['<img src=x onerror=alert(1)>']);
  });
});

describe('combobox keyboard and submit', () => {
  it('arrows set aria-activedescendant; Enter accepts the option', async () => {
    await open();
    fetchSuggestions.mockResolvedValue(reply(['Galaxy A', 'Galaxy B']));
    await type('gal');
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe('gnb-search-listbox-suggested');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe('gnb-search-option-suggested-2');
    await key('Enter');
    expect(navigate).toHaveBeenCalledWith('/uk/search/?searchvalue=Galaxy%20B');
    expect(document.cookie).toContain('sk=Galaxy%20B');
  });
  it('submits the sanitised input, else the placeholder', async () => {
    await open();
    input().value = 'fold<script>7!';
    act(() => void document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(navigate).toHaveBeenLastCalledWith('/uk/search/?searchvalue=foldscript7');
    input().value = '  ';
    act(() => void document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(navigate).toHaveBeenLastCalledWith('/uk/search/?searchvalue=Galaxy%20S25%20Ultra');
  });
});

/** Every element of `root` with its attributes, in any order: what the page's markup says. */
const markupOf = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map((el) => `${el.tagName} ${[...el.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ')}`);

describe('switched off (docs/architecture.md "Switching plugins on and off")', () => {
  it('gives the layer back as the page had it: no combobox or listbox roles, its own placeholder, its parts shown or hidden as they were', async () => {
    const fresh = document.createElement('div');
    fresh.innerHTML = LAYER;
    await open();
    await type('fold');
    await key('Escape');
    const layer = document.querySelector('section.srd19-gnb-search')!;
    expect(input().getAttribute('role')).toBe('combobox');
    act(() => root.unmount());
    expect(markupOf(layer)).toEqual(markupOf(fresh.firstElementChild!));
    root = createRoot(document.createElement('div'));
  });

  it("the oldest header's layer has no popular list: the arrow keys go through its history only", async () => {
    act(() => root.unmount());
    document.cookie = 'sk=tv%2Cfold; path=/';
    const OLD = /<section[^>]*class="gnb-search[\s\S]*?<\/section>/.exec(readFileSync(`${process.cwd()}/templates/pages/pe/index.html`, 'utf8'))![0];
    document.body.innerHTML = `<button class="gnb__search-btn-js" id="o1">Search</button>${OLD}`;
    const parts = findOldLayer(document, keepAttributes)!;
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(<WithRuntime runtime={{ ...buildRuntime(), page }}><SearchLayer parts={parts} config={searchConfig(page, { flags: {} } as never, {})} guard={(fn) => fn} requests={requests} navigate={navigate} /></WithRuntime>));
    await open('o1');
    // The popular keywords of the first open's preload have arrived, with no place to show.
    expect(fetchSuggestions).toHaveBeenCalled();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      act(() => void parts.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
      seen.push(document.getElementById(parts.input.getAttribute('aria-activedescendant') ?? '')?.textContent?.replace('×', '') ?? null);
    }
    expect(seen).toEqual(['tv', 'fold', 'tv']);
    act(() => void parts.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
  });

  it("the oldest header's layer too, which its finder changed before the overlay mounted", async () => {
    act(() => root.unmount());
    const OLD = /<section[^>]*class="gnb-search[\s\S]*?<\/section>/.exec(readFileSync(`${process.cwd()}/templates/pages/pe/index.html`, 'utf8'))![0];
    document.body.innerHTML = `<button class="gnb__search-btn-js" id="o1">Search</button>${OLD}`;
    const fresh = document.createElement('div');
    fresh.innerHTML = OLD;
    const parts = findOldLayer(document, keepAttributes)!;
    expect(parts.layer.getAttribute('role')).toBe('dialog');
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(<WithRuntime runtime={{ ...buildRuntime(), page }}><SearchLayer parts={parts} config={searchConfig(page, { flags: {} } as never, {})} guard={(fn) => fn} requests={requests} navigate={navigate} /></WithRuntime>));
    await open('o1');
    act(() => void parts.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    act(() => root.unmount());
    expect(markupOf(parts.layer)).toEqual(markupOf(fresh.firstElementChild!));
    root = createRoot(document.createElement('div'));
  });
});

describe('AI suggestions (docs/rules.md §7 feedback/click)', () => {
  const aiPage = { ...page, sc_gnb_aiSearchUseYn: true, esapiSearchDomain: 'https://es.test' } as unknown as PageConfig;
  const renderAi = async () => {
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    const config = searchConfig(aiPage, { flags: { aiSearch: true } } as never, { debounceMs: 200 });
    expect(config.variant).toBe('ai');
    await act(async () => root.render(<WithRuntime runtime={{ ...buildRuntime(), page: aiPage }}><SearchLayer parts={findLayer()!} config={config} guard={(fn) => fn} requests={requests} navigate={navigate} /></WithRuntime>));
    // The feedback never answers: the pick leaves once its wait is over.
    sendClickFeedback.mockReset().mockReturnValue(new Promise(() => undefined));
    fetchSuggestions.mockResolvedValue(reply(['galaxy fold7', 'galaxy fold6']));
    await open();
    await type('fold');
  };
  const suggestion = (n: number) => document.querySelectorAll<HTMLElement>('.srd19-gnb-search__ai-search [role=option]')[n]!;

  it('a double click on a suggestion sends its feedback and leaves once', async () => {
    await renderAi();
    act(() => suggestion(0).click());
    act(() => suggestion(0).click());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(sendClickFeedback).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toContain('galaxy');
  });

  it('an Enter or another pick while an AI pick waits for its feedback goes nowhere: the page leaves once, for the AI pick', async () => {
    await renderAi();
    act(() => suggestion(0).click());
    // The form submitted (Enter on the typed text) and the other suggestion picked meanwhile.
    act(() => void document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(navigate).not.toHaveBeenCalled();
    await key('ArrowDown');
    await key('ArrowDown');
    await key('Enter');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toContain('fold7');
  });

  it('closing the layer while the feedback is out cancels the pick: the page stays', async () => {
    await renderAi();
    act(() => suggestion(1).click());
    await key('Escape');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(navigate).not.toHaveBeenCalled();
    // Opened again, a pick leaves as before.
    await open();
    await type('fold');
    act(() => suggestion(0).click());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
