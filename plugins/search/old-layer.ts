/**
 * The oldest header generation's search layer (`section.gnb-search`, the legacy gnb of the pe
 * pages; docs/rules.md §2 "Header search"): a different component from srd19 with the same parts
 * under other names, found for the same overlay. Its history is the recent list and its suggested
 * list the related keywords; it has no popular, AI, clear or scanner parts. Its `--hide`
 * modifiers give way to the overlay's showing and hiding, its look-alike placeholder and own
 * clear-all button to the overlay's, and it becomes a modal dialog whose title names it and its
 * field. A file of its own, imported by the overlay only on a page without the v4 layer.
 */
import type { keepAttributes } from './keep-attributes';
import type { LayerParts } from './layer-markup';

const O = 'gnb-search';

/**
 * The old layer's parts, or null when the page has none with its input. `keep` (the overlay's
 * keepAttributes, passed in so this file shares no module with the overlay's) reads the layer
 * before this finder changes it, for `undo`.
 */
export function findOldLayer(doc: Document, keep?: typeof keepAttributes): LayerParts | null {
  const layer = doc.querySelector<HTMLElement>(`section.${O}`);
  const input = layer?.querySelector<HTMLInputElement>(`input.${O}__input`);
  if (!layer || !input) return null;
  const q = <E extends HTMLElement>(s: string) => layer.querySelector<E>(s);
  // Taken before this finder changes anything: the overlay puts it back when switched off.
  const undo = keep?.(layer);
  const parts: LayerParts = {
    undo,
    layer, input, form: q(`form.${O}__form`), clear: null, scan: null, close: q(`.${O}__btn--close`), dimmed: q(`.${O}__dimmed`),
    start: null, end: null, result: q(`.${O}__result-wrap`), noSuggestions: q(`.${O}__no-suggestions`), wraps: {}, lists: {}, titles: {},
  };
  for (const [s, name] of [['recent', 'history'], ['suggested', 'suggested']] as const) {
    const wrap = q(`.${O}__${name}`);
    if (!wrap) continue;
    parts.wraps[s] = wrap;
    const list = wrap.querySelector<HTMLUListElement>(`ul.${O}__result-list`);
    const title = wrap.querySelector<HTMLElement>(`.${O}__result-title`);
    if (list) parts.lists[s] = list;
    if (title) parts.titles[s] = title;
  }
  for (const el of [parts.result, parts.noSuggestions, ...Object.values(parts.wraps)]) for (const c of [...(el?.classList ?? [])]) if (c.endsWith('--hide')) el!.classList.remove(c);
  layer.querySelectorAll<HTMLElement>(`.${O}__placeholder, .${O}__btn--history-clear`).forEach((el) => (el.hidden = true));
  layer.setAttribute('role', 'dialog');
  layer.setAttribute('aria-modal', 'true');
  const title = q('.text-title');
  if (title) {
    title.id ||= `${O}-title`;
    layer.setAttribute('aria-labelledby', title.id);
    input.setAttribute('aria-labelledby', title.id);
  }
  return parts;
}
