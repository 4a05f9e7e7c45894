/**
 * The header search overlay (docs/rules.md §2, §4): a WAI-ARIA modal dialog (the page's
 * `section.srd19-gnb-search`) holding a combobox (`#gnb-search-keyword`) whose popups are the
 * legacy lists turned listboxes. The layer's markup stays the page's; this component drives it
 * (show/hide, ARIA state, listeners) and renders only the options and a few controls into it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { sanitiseQuery, submittedQuery } from '../../runtime/rules/search-input';
import { useFocusTrap } from '../../runtime/ui/use-focus-trap';
import { useScrollLock } from '../../runtime/ui/use-scroll-lock';
import { HIDE, OPENERS, optionId, prepareLayer, SECTIONS, setShown, type LayerParts } from './layer-markup';
import { KeywordList } from './KeywordList';
import { keepAttributes } from './keep-attributes';
import { LayerExtras } from './LayerExtras';
import { sendClickFeedback } from './search-api';
import type { SearchConfig } from './search-config';
import { forgetSearch, readHistory, rememberSearch, writeHistory } from './search-history';
import { initialState, reduce, view, type Option, type Section } from './search-state';
import { resultsUrl } from './search-url';
import { useSuggestions } from './use-suggestions';

/** How long a click on an AI suggestion waits for its feedback POST before navigating. */
export const FEEDBACK_WAIT_MS = 300;

/** The openers' open requests (plugins/search/opener-store.ts). */
export interface OpenRequests {
  subscribe(listener: () => void): () => void;
  /** The pending request's opener, consumed. */
  take(): HTMLElement | null;
}

interface Props {
  parts: LayerParts;
  config: SearchConfig;
  guard: PluginProps['guard'];
  requests: OpenRequests;
  /** Goes to the results page (tests replace it). */
  navigate?: (url: string) => void;
}

const go = (url: string) => window.location.assign(url);

/** The overlay. One instance drives the page's one layer, whichever opener is used. */
export default function SearchLayer({ parts, config, guard, requests, navigate = go }: Props) {
  const { t } = useRuntime();
  const [state, dispatch] = useReducer(reduce, undefined, () => initialState(readHistory()));
  const opener = useRef<HTMLElement | null>(null);
  const relatedSection = config.variant === 'ai' ? 'ai-search' : 'suggested';
  // The arrow keys go through the lists in the order the page's markup has them (the srd19 layer
  // puts the popular keywords before the history), so what they reach follows what is read.
  // A list the layer has no place for (the oldest header's has no popular keywords) is no option.
  const order = useMemo(() => SECTIONS.filter((s) => parts.wraps[s]).sort((a, b) => (parts.wraps[a]!.compareDocumentPosition(parts.wraps[b]!) & 4 ? -1 : 1)), [parts]);
  const v = view(state, relatedSection, order);
  const active = v.options[state.active];
  const activeId = active ? optionId(active.section, active.position) : null;

  // The AI suggestion being left for while its feedback goes out: a second pick waits for it, and
  // closing the layer cancels it.
  const leaving = useRef<object | null>(null);

  const submit = useCallback((raw: string) => {
    // docs/rules.md §5: sanitised; empty falls back to the placeholder text; both empty: nothing happens.
    const query = submittedQuery(raw, config.placeholder, config.site);
    // An AI suggestion picked is leaving: nothing else goes meanwhile (its own leave clears this first).
    if (query === null || leaving.current) return;
    dispatch({ type: 'history', list: rememberSearch(query) });
    navigate(resultsUrl(config.resultsUrl, query, config.variant === 'us'));
  }, [config, navigate]);

  const latest = useRef({ state, v, submit, t });
  latest.current = { state, v, submit, t };

  const choose = useCallback((o: Option) => {
    const { state: s, submit: send } = latest.current;
    if (o.section !== 'ai-search') return send(o.keyword);
    if (leaving.current) return;
    const mine = (leaving.current = {});
    // docs/rules.md §7: a click on an AI suggestion sends feedback with its position before leaving.
    const requestId = typeof s.result === 'object' && s.result ? s.result.requestId : undefined;
    const feedback = sendClickFeedback(config, s.query, o.keyword, o.position, requestId).catch(() => undefined);
    void Promise.race([feedback, new Promise((r) => setTimeout(r, FEEDBACK_WAIT_MS))]).then(guard(() => leaving.current === mine && ((leaving.current = null), send(o.keyword))));
  }, [config, guard]);

  const remove = useCallback((keyword: string) => dispatch({ type: 'history', list: forgetSearch(keyword) }), []);
  // The button goes with the list it cleared: the focus stays in the layer, on the field.
  const clearAll = useCallback(() => (dispatch({ type: 'history', list: writeHistory([]) }), parts.input.focus()), [parts]);

  useSuggestions(config, state.open, state.query, dispatch, guard);
  useScrollLock(state.open);
  const releaseTrap = useFocusTrap(parts.layer, state.open, { initialFocus: parts.input, guards: [parts.start, parts.end] });

  useLayoutEffect(() => {
    // The words are read, not depended on: the dictionary settling while the layer is open must
    // not prepare it again (the cancel button hidden under the shopper's text, the lists closed).
    prepareLayer(parts, latest.current.t('Search', parts.input.getAttribute('aria-label') ?? 'Search'));
    if (config.placeholder) parts.input.placeholder = config.placeholder;
    setShown(parts.scan, config.scannerUrl !== null, 'srd19-gnb-search__scan-barcode--hide');
    setShown(parts.clear, false);
    // Any opener's click opens the overlay, also one made before this code arrived.
    const take = guard(() => {
      const from = requests.take();
      if (!from) return;
      opener.current = from;
      dispatch({ type: 'open' });
    });
    take();
    return requests.subscribe(take);
  }, [parts, config, guard, requests]);

  useLayoutEffect(() => {
    const { layer, input } = parts;
    for (const o of document.querySelectorAll(OPENERS)) o.setAttribute('aria-expanded', String(state.open));
    if (!state.open) return;
    layer.style.display = 'block';
    input.focus();
    return () => {
      // docs/rules.md §4: closing clears the input (focus goes back to the opener in closeLayer),
      // and leaves for no AI suggestion picked before.
      leaving.current = null;
      layer.style.display = '';
      input.value = '';
      setShown(parts.clear, false);
    };
  }, [state.open, parts]);

  useEffect(() => {
    const { layer, input, form, clear, close, dimmed, scan } = parts;
    // docs/rules.md §4: closing returns focus to the opener, in the close path itself: React restores
    // the focus it saw before a commit after running layout-effect cleanups.
    const closeLayer = () => {
      releaseTrap();
      dispatch({ type: 'close' });
      // An opener no longer shown (the navigation drawer's, closed as the layer opened) gives the
      // focus to one that is, the header's own.
      const from = opener.current;
      (from?.isConnected && from.checkVisibility?.() !== false ? from : [...document.querySelectorAll<HTMLElement>(OPENERS)].find((o) => o.checkVisibility?.()))?.focus();
    };
    const onInput = guard(() => {
      setShown(clear, input.value !== ''); // docs/rules.md §4: the cancel button shows while there is text
      dispatch({ type: 'input', query: sanitiseQuery(input.value, 'typing', config.site).trim() });
    });
    const onKey = guard((e: KeyboardEvent) => {
      if (e.isComposing) return;
      const { state: s, v: shown } = latest.current;
      const option = shown.options[s.active];
      if (e.key === 'Escape') closeLayer();
      else if (e.target !== input) return;
      else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1, count: shown.options.length });
      else if (e.key === 'Enter' && option) choose(option);
      else if (e.key === 'Delete' && option?.section === 'recent') remove(option.keyword);
      else return;
      e.preventDefault();
    });
    const onSubmit = guard((e: Event) => {
      e.preventDefault();
      latest.current.submit(input.value);
    });
    const onClear = guard(() => {
      input.value = '';
      onInput();
      input.focus();
    });
    const onClose = guard(closeLayer);
    const onScan = guard(() => void (config.scannerUrl && window.open(config.scannerUrl, '_blank', 'noopener')));
    const on: [EventTarget | null, string, EventListener][] = [
      [input, 'input', onInput], [layer, 'keydown', onKey as EventListener], [form, 'submit', onSubmit],
      [clear, 'click', onClear], [close, 'click', onClose], [dimmed, 'click', onClose], [scan, 'click', onScan],
    ];
    for (const [el, type, fn] of on) el?.addEventListener(type, fn);
    return () => on.forEach(([el, type, fn]) => el?.removeEventListener(type, fn));
  }, [parts, config, guard, choose, remove, releaseTrap]);

  useLayoutEffect(() => {
    const { input } = parts;
    const shown: Record<Section, readonly string[]> = { recent: v.recent, popular: v.popular, suggested: [], 'ai-search': [] };
    shown[relatedSection] = v.related;
    const controls = SECTIONS.filter((s) => shown[s].length && parts.lists[s]).map((s) => parts.lists[s]!.id);
    for (const s of SECTIONS) setShown(parts.wraps[s], state.open && shown[s].length > 0, HIDE);
    setShown(parts.noSuggestions, state.open && v.noSuggestions, HIDE);
    input.setAttribute('aria-expanded', String(state.open && controls.length > 0));
    if (state.open && controls.length) input.setAttribute('aria-controls', controls.join(' '));
    else input.removeAttribute('aria-controls');
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  });

  // Switched off, the layer's markup is put back as the page had it. Read before the first
  // render changes anything; put back after the other effects' cleanups (declared last).
  const [restore] = useState(() => parts.undo ?? keepAttributes(parts.layer));
  useLayoutEffect(() => restore, [restore]);

  const list = (s: Section) => {
    const el = parts.lists[s];
    const options = v.options.filter((o) => o.section === s);
    return el && createPortal(<KeywordList options={options} query={state.query} activeId={activeId} onChoose={choose} onDelete={remove} guard={guard} />, el, s);
  };
  return (
    <>
      {SECTIONS.map(list)}
      <LayerExtras parts={parts} config={config} history={v.recent.length > 0} onClearAll={clearAll} guard={guard} />
    </>
  );
}
