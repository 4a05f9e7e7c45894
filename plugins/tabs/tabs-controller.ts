/**
 * Tabs over the legacy tab markup (WAI-ARIA Tabs pattern, automatic activation): one tab
 * selected at a time; nothing selectable while the strip is disabled (`aria-disabled="true"`
 * on the tablist) or while the 300 ms panel animation runs (docs/rules.md §4 "Tabs", §9).
 * Keys: Left/Right in reading order, Home/End; disabled tabs are skipped. Optional arrows
 * scroll the strip and are disabled at its ends. Everything the controller changes on the
 * page is restored by the function it returns.
 */
import { keyMove, moveTo } from '../../runtime/ui/controls/list-keys';
import { scrollDelta, SCROLL_MARGIN, stripEnds } from './tabs-geometry';

/** The tab animation: no other tab is selectable for this long after a change. */
export const TAB_ANIMATION_MS = 300;

/** The parts of one tab component. */
export interface TabParts {
  list: HTMLElement;
  tabs: HTMLElement[];
  panels: (HTMLElement | null)[];
  prev: HTMLElement | null;
  next: HTMLElement | null;
}

/** Finds the tablist, its tabs, their panels (`aria-controls`) and the arrows; throws without tabs. */
export function readTabs(root: HTMLElement): TabParts {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]')] : [];
  if (!list || tabs.length === 0) throw new Error('the tab component has no [role=tablist] with [role=tab] items');
  const doc = root.ownerDocument;
  const panels = tabs.map((tab) => {
    const id = tab.getAttribute('aria-controls');
    return id ? doc.getElementById(id) : null;
  });
  return { list, tabs, panels, prev: root.querySelector('.tab__arrow--prev'), next: root.querySelector('.tab__arrow--next') };
}

/** How the controller reports and wraps what it runs. */
export interface TabsHost {
  warn: (message: string) => void;
  /** Wraps listeners and timers (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

const label = (tab: HTMLElement) => JSON.stringify((tab.textContent ?? '').trim().slice(0, 40));

/** Starts tabs on `root`; returns the cleanup that restores the page's markup. */
export function createTabs(root: HTMLElement, host: TabsHost): () => void {
  const { list, tabs, panels, prev, next } = readTabs(root);
  const restore: (() => void)[] = [];
  const setAttr = (el: HTMLElement, name: string, value: string | null) => {
    const before = el.getAttribute(name);
    restore.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  // A tab whose panel is missing could only show nothing: it is disabled, with a warning.
  panels.forEach((panel, i) => {
    if (panel) return;
    host.warn(`tab ${label(tabs[i]!)} has aria-controls=${JSON.stringify(tabs[i]!.getAttribute('aria-controls'))}, which names no panel; the tab is disabled`);
    setAttr(tabs[i]!, 'aria-disabled', 'true');
  });
  const enabled = () => tabs.map((t) => t.getAttribute('aria-disabled') !== 'true' && !t.hasAttribute('disabled'));
  const rtl = () => getComputedStyle(root).direction === 'rtl';
  const initial = tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
  let selected = enabled()[initial] ? initial : moveTo(enabled(), 0, 'first', false);
  let animating = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === selected));
      tab.setAttribute('tabindex', i === selected ? '0' : '-1');
      tab.closest('.tab__item')?.classList.toggle('tab__item--active', i === selected);
      panels[i]?.toggleAttribute('hidden', i !== selected);
    });
  };
  for (const tab of tabs) for (const name of ['aria-selected', 'tabindex']) setAttr(tab, name, tab.getAttribute(name));
  for (const item of tabs.map((t) => t.closest<HTMLElement>('.tab__item'))) if (item) setAttr(item, 'class', item.getAttribute('class'));
  for (const panel of panels) if (panel) setAttr(panel, 'hidden', panel.getAttribute('hidden'));

  const scroller = list.closest<HTMLElement>('.tab__list-wrap') ?? list;
  // The arrow handed the focus (below): a key held down on the other one goes on repeating, and
  // each repeat would press this one, scrolling the strip back and forth. Repeats are ignored
  // there until a key is pressed anew.
  let handed: HTMLElement | null | undefined;
  const onArrowKey = (event: KeyboardEvent) => {
    if (!event.repeat) handed = null;
    else if (event.currentTarget === handed) event.preventDefault();
  };
  const updateArrows = host.wrap(() => {
    const { atStart, atEnd } = stripEnds(scroller);
    // A focused arrow being disabled hands the focus to the other one, enabled first (a disabled
    // button loses the focus to the page, and a keyboard user their place).
    const focused = prev?.ownerDocument.activeElement;
    if (!atStart) prev?.removeAttribute('disabled');
    if (!atEnd) next?.removeAttribute('disabled');
    if (focused === prev && atStart) next?.focus(), (handed = next);
    if (focused === next && atEnd) prev?.focus(), (handed = prev);
    prev?.toggleAttribute('disabled', atStart);
    next?.toggleAttribute('disabled', atEnd);
  });
  for (const arrow of [prev, next]) if (arrow) setAttr(arrow, 'disabled', arrow.getAttribute('disabled'));
  const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const scrollStrip = (left: number) => {
    if (left && typeof scroller.scrollBy === 'function') scroller.scrollBy({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  const reveal = (tab: HTMLElement) => scrollStrip(scrollDelta(tab.getBoundingClientRect(), scroller.getBoundingClientRect(), rtl()));

  /** Selects tab `index`; false when refused (disabled strip or tab, animation running). */
  const select = (index: number): boolean => {
    if (index === selected || animating || list.getAttribute('aria-disabled') === 'true' || !enabled()[index]) return false;
    selected = index;
    animating = true;
    root.classList.add('tab--animating');
    timer = setTimeout(
      host.wrap(() => {
        animating = false;
        root.classList.remove('tab--animating');
      }),
      TAB_ANIMATION_MS,
    );
    render();
    reveal(tabs[index]!);
    return true;
  };

  const onClick = host.wrap((event: MouseEvent) => {
    const index = tabs.findIndex((t) => t.contains(event.target as Node));
    if (index >= 0) select(index);
  });
  const onKey = host.wrap((event: KeyboardEvent) => {
    const move = keyMove(event.key, 'horizontal', rtl());
    const from = tabs.indexOf(event.target as HTMLElement);
    if (!move || from < 0) return;
    event.preventDefault();
    const to = moveTo(enabled(), from, move, true);
    // Focus without the browser's own scrolling, which would cut the strip's smooth reveal short.
    if (to >= 0 && select(to)) tabs[to]!.focus({ preventScroll: true });
  });
  const onArrow = (direction: 1 | -1) =>
    host.wrap(() => scrollStrip(direction * (rtl() ? -1 : 1) * Math.max(scroller.clientWidth - 2 * SCROLL_MARGIN, SCROLL_MARGIN)));
  const onPrev = onArrow(-1);
  const onNext = onArrow(1);

  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKey);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  for (const arrow of [prev, next]) arrow?.addEventListener('keydown', onArrowKey);
  scroller.addEventListener('scroll', updateArrows, { passive: true });
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(updateArrows) : null;
  resize?.observe(scroller);
  render();
  updateArrows();
  if (selected >= 0) reveal(tabs[selected]!);

  return () => {
    clearTimeout(timer);
    resize?.disconnect();
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKey);
    prev?.removeEventListener('click', onPrev);
    next?.removeEventListener('click', onNext);
    for (const arrow of [prev, next]) arrow?.removeEventListener('keydown', onArrowKey);
    scroller.removeEventListener('scroll', updateArrows);
    root.classList.remove('tab--animating');
    for (const undo of restore.reverse()) undo();
  };
}
