/**
 * The page's own carousel controls next to the swiper markup: the key visual's play/stop
 * button (`.indicator__controls`, which QA scripts click to stop the autoplay), its dots
 * (`.indicator__list` buttons) and the `.screen-indicator` / `.arrow-indicator` arrows. The
 * carousel drives them on every render; the returned function removes its listeners and puts
 * the page's attributes and texts back.
 */
import type { AutoplayState } from './autoplay';
import { setAttributes } from './carousel-aria';

/** The controls found around one carousel (none of them inside the slides). */
export interface LegacyControls {
  play: HTMLButtonElement | null;
  dots: HTMLButtonElement[];
  prev: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
}

/**
 * The carousels side by side in `parent` (a gallery beside its thumbnails), `element` among them,
 * in document order; not those inside their slides.
 */
export function carouselsIn(parent: HTMLElement, element: HTMLElement): HTMLElement[] {
  const all = [...new Set([element, ...parent.querySelectorAll<HTMLElement>('.swiper-container, .swiper')])];
  return all.filter((c) => !all.some((o) => o !== c && o.contains(c))).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * Which of `carousels` (side by side in one parent) an element of the parent belongs to: the one
 * it is inside, else the nearest one before it (the first, for an element before them all).
 */
export const ownerIn = (carousels: HTMLElement[]) => (el: Element) =>
  carousels.find((c) => c.contains(el)) ?? carousels.filter((c) => c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).pop() ?? carousels[0];

/**
 * Finds the controls in `parent` that belong to `element` (ownerIn), outside its slide list: with
 * other carousels beside it, a control inside one of them is that one's, and one between them
 * the nearest carousel's before it.
 */
export function legacyControls(parent: HTMLElement, element: HTMLElement, carousels: HTMLElement[] = [element]): LegacyControls {
  const ownerOf = ownerIn(carousels);
  const slides = element.querySelector(':scope > .swiper-wrapper');
  const outside = <T extends Element>(selector: string) => [...parent.querySelectorAll<T>(selector)].filter((el) => ownerOf(el) === element && !slides?.contains(el));
  return {
    play: outside<HTMLButtonElement>('button.indicator__controls')[0] ?? null,
    dots: outside<HTMLButtonElement>('.indicator__list button'),
    prev: outside<HTMLButtonElement>('button.screen-indicator--prev, button.arrow-indicator--prev')[0] ?? null,
    next: outside<HTMLButtonElement>('button.screen-indicator--next, button.arrow-indicator--next')[0] ?? null,
  };
}

/**
 * The page's own play/stop texts, [stop, play], the dictionary's fallbacks (docs/rules.md §2
 * "Carousel"): `data-stop-text` / `data-play-text` on the root, else the label the play button
 * ships with, for the state it ships in: playing, as the legacy pages ship it ('Stop…'), unless
 * `aria-pressed="true"` says stopped. So a failed dictionary leaves the page's own words for
 * that state, not the English key. Read before the first render writes the label. (The
 * indicator has the same rule: plugins/indicator/Indicator.tsx.)
 */
export function pageTexts({ dataset }: HTMLElement, play: Element | null): (string | undefined)[] {
  const texts = [dataset.stopText || undefined, dataset.playText || undefined];
  texts[+(play?.getAttribute('aria-pressed') === 'true')] ??= play?.querySelector('.hidden')?.textContent?.trim() || undefined;
  return texts;
}

/**
 * docs/rules.md §3 "Indicator config": the page's dots take the an-* tracking attributes of their
 * slides (a looping swiper's slide by its data-swiper-slide-index), never over a dot's own or its
 * list item's, an empty one being none. The result takes them back.
 */
export function copySlideTracking(dots: readonly Element[], slides: readonly Element[]): () => void {
  const added = dots.flatMap((dot, i) => {
    const slide = slides.find((s) => s.getAttribute('data-swiper-slide-index') === `${i}`) ?? slides[i];
    return ['an-tr', 'an-ca', 'an-ac', 'an-la'].flatMap((name) => {
      const value = slide?.getAttribute(name);
      if (!value || dot.hasAttribute(name) || dot.parentElement?.hasAttribute(name)) return [];
      dot.setAttribute(name, value);
      return [() => dot.removeAttribute(name)];
    });
  });
  return () => added.forEach((take) => take());
}

/** What the controls show and do. */
export interface ControlProps {
  view: { active: number; count: number; begin: boolean; end: boolean };
  state: AutoplayState;
  /** Every slide shows: the play/stop button has nothing to move. */
  locked: boolean;
  texts: { stop: string; play: string };
  loop: boolean;
  toggle(): void;
  prev(): void;
  next(): void;
  goTo(index: number): void;
}

/** Shows `props` on the controls and listens to them; the result undoes both. */
export function bindLegacyControls(controls: LegacyControls, props: ControlProps): () => void {
  const undo: (() => void)[] = [];
  const listen = (el: Element, fn: () => void) => {
    el.addEventListener('click', fn);
    undo.push(() => el.removeEventListener('click', fn));
  };
  const { play, dots, prev, next } = controls;
  if (play) {
    // The label says what a press does; a pressed state on top would contradict it. While every
    // slide shows, a press can start nothing: the button says so.
    undo.push(setAttributes(play, { 'aria-pressed': null, 'data-state': props.state, 'aria-disabled': props.locked ? 'true' : null }));
    const label = play.querySelector('.hidden');
    if (label) {
      const before = label.textContent;
      label.textContent = props.state === 'stopped' ? props.texts.play : props.texts.stop;
      undo.push(() => void (label.textContent = before));
    }
    listen(play, props.toggle);
  }
  // The dots are tabs: only the selected one is a Tab stop, and a focus on a dot follows the
  // selection (arrow keys move the carousel from any dot).
  const stop = props.view.active < dots.length ? props.view.active : 0;
  dots.forEach((dot, i) => {
    undo.push(setAttributes(dot, { 'aria-selected': String(i === props.view.active), tabindex: i === stop ? '0' : '-1' }));
    listen(dot, () => props.goTo(i));
    if (i === stop && dots.includes(dot.ownerDocument.activeElement as HTMLButtonElement)) dot.focus();
  });
  for (const [button, atEdge, move] of [[prev, props.view.begin, props.prev], [next, props.view.end, props.next]] as const) {
    if (!button) continue;
    const disabled = !props.loop && atEdge;
    undo.push(setAttributes(button, { type: 'button', 'aria-disabled': disabled ? 'true' : null }));
    listen(button, () => {
      if (button.getAttribute('aria-disabled') !== 'true') move();
    });
  }
  return () => undo.reverse().forEach((u) => u());
}
