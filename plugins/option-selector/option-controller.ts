/**
 * The option selector (colours, capacities) over the legacy markup: a native radio group
 * (WAI-ARIA Radio Group pattern, the browser's own arrow keys), the chosen name and price
 * above it, list arrows and a colour-name tooltip (docs/rules.md §4 "Option selector").
 * Choosing an option copies its name and its label's price into the summary and its `an-la`
 * onto the selector; the arrows are disabled at the list's ends; the tooltip button exists
 * only while the chosen name is cut off. Everything changed is restored by the cleanup.
 */
import { listEnds, revealDelta } from './option-geometry';

/** The parts of one option selector. */
export interface OptionParts {
  inputs: HTMLInputElement[];
  name: HTMLElement | null;
  price: HTMLElement | null;
  list: HTMLElement;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  tipButton: HTMLElement | null;
  tip: HTMLElement | null;
}

/** Finds the radios and the summary, arrows and tooltip; throws without radios. */
export function readOptions(root: HTMLElement): OptionParts {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  if (inputs.length === 0) throw new Error('the option selector has no radio options');
  const q = (selector: string) => root.querySelector<HTMLElement>(selector);
  return {
    inputs,
    name: q('.pd-option-selector__name'),
    price: q('.pd-option-selector__price'),
    list: q('.pd-option-selector__list-wrap') ?? inputs[0]!.parentElement!,
    prev: q('.pd-option-selector__arrow--prev'),
    next: q('.pd-option-selector__arrow--next'),
    tipButton: q('.pd-option-selector__tooltip-btn'),
    tip: q('.pd-option-selector__tooltip'),
  };
}

/** What one option shows: its name and price as text (never markup), null when missing. */
export interface OptionText {
  name: string;
  price: string | null;
}

const labelOf = (input: HTMLInputElement): HTMLElement | null => input.labels?.[0] ?? null;
const trimmed = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The option's name and price, read as text from its label. */
export function optionText(input: HTMLInputElement): OptionText {
  const label = labelOf(input);
  const price = trimmed(label?.querySelector('.pd-option-selector__label-price'));
  return { name: trimmed(label?.querySelector('.pd-option-selector__label-name') ?? label) || input.value, price: price || null };
}

/** How the controller reports and wraps what it runs. */
export interface OptionHost {
  warn: (message: string) => void;
  /** Wraps listeners (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

/**
 * Disables the arrows at the list's ends. An arrow that has the focus and is disabled (the
 * press that reached the end) hands the focus to the other one first: a disabled button loses
 * it to the page, and a keyboard user their place.
 */
function handOver(prev: HTMLElement | null, next: HTMLElement | null, atStart: boolean, atEnd: boolean): void {
  const focused = prev?.ownerDocument.activeElement;
  // Enabled first, so that the focus can go to it.
  if (!atStart) prev?.removeAttribute('disabled');
  if (!atEnd) next?.removeAttribute('disabled');
  if (focused === prev && atStart) next?.focus();
  if (focused === next && atEnd) prev?.focus();
  prev?.toggleAttribute('disabled', atStart);
  next?.toggleAttribute('disabled', atEnd);
}

/** Starts one option selector on `root`; returns the cleanup that restores the page's markup. */
export function createOptionSelector(root: HTMLElement, host: OptionHost): () => void {
  const { inputs, name, price, list, prev, next, tipButton, tip } = readOptions(root);
  const restore: (() => void)[] = [];
  const keep = (el: HTMLElement | null, attr: string) => {
    if (!el) return;
    const before = el.getAttribute(attr);
    restore.push(() => (before === null ? el.removeAttribute(attr) : el.setAttribute(attr, before)));
  };
  const keepText = (el: HTMLElement | null) => {
    if (!el) return;
    const before = el.textContent;
    restore.push(() => (el.textContent = before));
  };
  keep(root, 'an-la');
  keepText(name);
  keepText(price);
  keepText(tip);
  for (const el of [prev, next]) keep(el, 'disabled');
  for (const attr of ['hidden', 'aria-expanded']) keep(tipButton, attr);
  keep(tip, 'hidden');

  // A value seen before would make two options indistinguishable to the store: the later is disabled.
  const seen = new Set<string>();
  for (const input of inputs) {
    if (!seen.has(input.value)) {
      seen.add(input.value);
      continue;
    }
    host.warn(`option value ${JSON.stringify(input.value.slice(0, 40))} is repeated (#${input.id}); the repeat is disabled`);
    keep(input, 'disabled');
    input.disabled = true;
  }
  for (const input of inputs) {
    if (optionText(input).price === null) host.warn(`option ${JSON.stringify(input.value.slice(0, 40))} (#${input.id}) has no price in its label; no price is shown for it`);
  }

  const rtl = () => getComputedStyle(root).direction === 'rtl';
  const truncated = () => !!name && name.scrollWidth > name.clientWidth + 1;
  const closeTip = () => {
    tip?.setAttribute('hidden', '');
    tipButton?.setAttribute('aria-expanded', 'false');
  };
  const updateTip = host.wrap(() => {
    if (!tipButton) return;
    const cut = truncated();
    tipButton.toggleAttribute('hidden', !cut);
    if (!cut) closeTip();
  });
  const updateArrows = host.wrap(() => {
    const { atStart, atEnd } = listEnds(list);
    handOver(prev, next, atStart, atEnd);
  });
  const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const scrollList = (left: number) => {
    if (left && typeof list.scrollBy === 'function') list.scrollBy({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  /** Shows the chosen option in the summary and hands its tracking label to the selector. */
  const show = (input: HTMLInputElement) => {
    const text = optionText(input);
    if (name) name.textContent = text.name;
    if (price) price.textContent = text.price ?? '';
    if (tip) tip.textContent = text.name;
    const label = input.getAttribute('an-la');
    if (label) root.setAttribute('an-la', label);
    updateTip();
    const box = (labelOf(input) ?? input).getBoundingClientRect();
    scrollList(revealDelta(box, list.getBoundingClientRect()));
  };

  const onChange = host.wrap((event: Event) => {
    const input = event.target as HTMLInputElement;
    if (inputs.includes(input) && input.checked) show(input);
  });
  const onTip = host.wrap(() => {
    if (!tip || !tipButton || !truncated()) return;
    const open = tip.hasAttribute('hidden');
    tip.toggleAttribute('hidden', !open);
    tipButton.setAttribute('aria-expanded', String(open));
  });
  const onKey = host.wrap((event: KeyboardEvent) => {
    if (event.key === 'Escape' && tip && !tip.hasAttribute('hidden')) closeTip();
  });
  const onArrow = (direction: 1 | -1) => host.wrap(() => scrollList(direction * (rtl() ? -1 : 1) * Math.max(list.clientWidth * 0.8, 40)));
  const onPrev = onArrow(-1);
  const onNext = onArrow(1);

  root.addEventListener('change', onChange);
  root.addEventListener('keydown', onKey);
  tipButton?.addEventListener('click', onTip);
  tipButton?.addEventListener('blur', closeTip);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  list.addEventListener('scroll', updateArrows, { passive: true });
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => (updateArrows(), updateTip())) : null;
  resize?.observe(list);
  if (name) resize?.observe(name);
  const checked = inputs.find((i) => i.checked);
  if (checked) show(checked);
  updateArrows();
  updateTip();
  closeTip();

  return () => {
    resize?.disconnect();
    root.removeEventListener('change', onChange);
    root.removeEventListener('keydown', onKey);
    tipButton?.removeEventListener('click', onTip);
    tipButton?.removeEventListener('blur', closeTip);
    prev?.removeEventListener('click', onPrev);
    next?.removeEventListener('click', onNext);
    list.removeEventListener('scroll', updateArrows);
    for (const undo of restore.reverse()) undo();
  };
}
