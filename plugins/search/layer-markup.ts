/**
 * The v4 search layer (`section.srd19-gnb-search`) that the page already has: its
 * parts, found once, and the ARIA the combobox pattern needs, added without touching the
 * classes, ids and `an-*` attributes that the site's CSS, analytics and QA scripts use.
 */
import type { Section } from './search-state';

/**
 * Every opener on the page, legacy or generic: the registry's selector of the search markers
 * (plugins/search/index.ts), which a unit test keeps equal. Written out, not imported: the
 * definition ships with every page's config and this file with the plugin, so a constant
 * they shared would be a chunk of its own, one more request on every page.
 */
export const OPENERS = '.gnb__search-btn-js, [data-sf-plugin~="search"]';
const B = 'srd19-gnb-search';
/** The legacy class that hides a list wrap. */
export const HIDE = `${B}__list-wrap--hide`;
export const SECTIONS: readonly Section[] = ['recent', 'popular', 'suggested', 'ai-search'];

/** The parts of the layer the overlay drives. */
export interface LayerParts {
  layer: HTMLElement;
  input: HTMLInputElement;
  form: HTMLFormElement | null;
  clear: HTMLElement | null;
  scan: HTMLElement | null;
  close: HTMLElement | null;
  dimmed: HTMLElement | null;
  start: HTMLElement | null;
  end: HTMLElement | null;
  result: HTMLElement | null;
  noSuggestions: HTMLElement | null;
  wraps: Partial<Record<Section, HTMLElement>>;
  lists: Partial<Record<Section, HTMLUListElement>>;
  titles: Partial<Record<Section, HTMLElement>>;
  /** Puts the layer's markup back as the page had it, when the finder itself changed it. */
  undo?: () => void;
}

/** The layer's parts, or null when the page has no v4 layer with its input. */
export function findLayer(doc: Document = document): LayerParts | null {
  const layer = doc.querySelector<HTMLElement>(`section.${B}`);
  const input = layer?.querySelector<HTMLInputElement>('input#gnb-search-keyword, input.srd19-gnb-search__input');
  if (!layer || !input) return null;
  const q = <E extends HTMLElement>(s: string) => layer.querySelector<E>(s);
  const parts: LayerParts = {
    layer, input,
    form: q(`form.${B}__form`), clear: q(`.${B}__clear`), scan: q(`.${B}__scan-barcode`), close: q(`.${B}__close`),
    dimmed: q(`.${B}__dimmed`), start: q(`.${B}__looping--start`), end: q(`.${B}__looping--end`),
    result: q(`.${B}__result-wrap`), noSuggestions: q(`.${B}__no-suggestions`), wraps: {}, lists: {}, titles: {},
  };
  for (const s of SECTIONS) {
    const wrap = q(`.${B}__list-wrap.${B}__${s}`);
    if (!wrap) continue;
    parts.wraps[s] = wrap;
    const list = wrap.querySelector<HTMLUListElement>(`ul.${B}__list`);
    const title = wrap.querySelector<HTMLElement>(`.${B}__list-title`);
    if (list) parts.lists[s] = list;
    if (title) parts.titles[s] = title;
  }
  return parts;
}

/** Shows or hides `el` whatever the site's CSS says: the legacy class, `hidden` and inline display. */
export function setShown(el: HTMLElement | null | undefined, shown: boolean, hideClass?: string): void {
  if (!el) return;
  if (hideClass) el.classList.toggle(hideClass, !shown);
  el.hidden = !shown;
  el.style.display = shown ? '' : 'none';
}

/** An id no other element has: the real markup repeats `search-list-label` and `rec-label`. */
function uniqueId(el: HTMLElement, suffix: string): string {
  const doc = el.ownerDocument;
  if (!el.id || doc.getElementById(el.id) !== el) el.id = `${el.id || 'gnb-search'}-${suffix}`;
  return el.id;
}

/** The option id of keyword `position` in `section`. */
export const optionId = (section: Section, position: number) => `gnb-search-option-${section}-${position}`;

/**
 * Adds the WAI-ARIA combobox pattern: the input controls listboxes (the legacy lists), each
 * named by its own title. The product thumbs stay hidden: no call in docs/rules.md §7 fills them.
 */
export function prepareLayer(parts: LayerParts, label: string): void {
  const { layer, input } = parts;
  if (!layer.hasAttribute('aria-label') && !layer.hasAttribute('aria-labelledby')) layer.setAttribute('aria-label', label);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  for (const s of SECTIONS) {
    const list = parts.lists[s];
    if (!list) continue;
    list.setAttribute('role', 'listbox');
    if (!list.id) list.id = `gnb-search-listbox-${s}`;
    const title = parts.titles[s];
    if (title) list.setAttribute('aria-labelledby', uniqueId(title, s));
  }
  if (parts.noSuggestions) parts.noSuggestions.setAttribute('role', 'status');
  layer.querySelectorAll<HTMLElement>(`.${B}__thumb`).forEach((thumb, i) => {
    setShown(thumb, false, HIDE);
    const title = thumb.querySelector<HTMLElement>(`.${B}__thumb-title`);
    const list = thumb.querySelector('ul');
    if (title && list) list.setAttribute('aria-labelledby', uniqueId(title, `thumb-${i}`));
  });
}
