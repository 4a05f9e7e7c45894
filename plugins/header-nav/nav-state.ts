/**
 * The header navigation's state and keys, free of the DOM (docs/rules.md §2 "Header
 * navigation", §5 keyboard, §9 breakpoints). Desktop (1280 px and wider) follows the WAI-ARIA
 * disclosure navigation pattern: one drop-down panel open at a time. Mobile is a drawer with one
 * top-level item's sub-menu slid in at a time and one second-level accordion open in it.
 */

/** Where the menu is. `-1`: nothing of that kind open. */
export interface NavState {
  readonly desktop: boolean;
  /** Desktop: the top-level item whose panel is open. */
  readonly panel: number;
  /** Mobile: the drawer is open. */
  readonly drawer: boolean;
  /** Mobile: the top-level item whose sub-menu is slid in. */
  readonly sub: number;
  /** Mobile: the accordion open in the sub-menu. */
  readonly accordion: number;
}

/** What changes the state. */
export type NavEvent =
  | { type: 'open'; item: number }
  | { type: 'close' }
  | { type: 'drawer'; open: boolean }
  | { type: 'sub'; item: number }
  | { type: 'back' }
  | { type: 'accordion'; index: number }
  | { type: 'mode'; desktop: boolean };

/** docs/rules.md §9: the header's desktop layout from 1280 px. */
export const DESKTOP_FROM = 1280;
/** docs/rules.md §9: resize events settle for 10 ms before the menu resets. */
export const RESIZE_DEBOUNCE_MS = 10;
/** Pointer left an item: its panel closes after this grace (a diagonal path to the panel keeps it). */
export const LEAVE_GRACE_MS = 300;
/** Pointer on another item while a panel is open: it switches after this pause, not on the way past. */
export const SWITCH_DELAY_MS = 150;

/** Everything closed, in the layout for this width. */
export const closed = (desktop: boolean): NavState => ({ desktop, panel: -1, drawer: false, sub: -1, accordion: -1 });

/** The state after `event`; unchanged when the event does not apply to the layout. */
export function reduce(state: NavState, event: NavEvent): NavState {
  const { desktop } = state;
  switch (event.type) {
    case 'mode':
      // docs/rules.md §4: a resize across 1280 px resets the menu.
      return event.desktop === desktop ? state : closed(event.desktop);
    case 'open':
      return desktop && event.item >= 0 ? { ...state, panel: event.item } : state;
    case 'close':
      return desktop ? { ...state, panel: -1 } : state;
    case 'drawer':
      return desktop ? state : event.open ? { ...state, drawer: true } : closed(false);
    case 'sub':
      return !desktop && state.drawer && event.item >= 0 ? { ...state, sub: event.item, accordion: -1 } : state;
    case 'back':
      return { ...state, sub: -1, accordion: -1 };
    case 'accordion':
      if (desktop || state.sub < 0) return state;
      return { ...state, accordion: state.accordion === event.index ? -1 : event.index };
  }
}

/** Where focus is when a key arrives. */
export type KeyPlace =
  | { zone: 'top'; item: number; count: number; hasPanel: boolean }
  | { zone: 'panel'; item: number; index: number; count: number; tops: number }
  | { zone: 'drawer'; index: number; count: number };

/** Where focus goes: a top-level item, a panel's link, the item's toggle, a drawer control. */
export type FocusTarget =
  | { zone: 'top'; item: number }
  | { zone: 'panel'; item: number; index: number }
  | { zone: 'toggle'; item: number }
  | { zone: 'drawer'; index: number };

/** What a key does: a state event and/or a focus move. Null: the key is left to the browser. */
export interface KeyResult {
  event?: NavEvent;
  focus?: FocusTarget;
}

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/** The arrow that points forward along the reading direction (mirrored right to left). */
const forward = (rtl: boolean) => (rtl ? 'ArrowLeft' : 'ArrowRight');
const backward = (rtl: boolean) => (rtl ? 'ArrowRight' : 'ArrowLeft');

/** What `key` does at `place` (docs/rules.md §5). */
export function keyResult(state: NavState, place: KeyPlace, key: string, rtl = false): KeyResult | null {
  if (place.zone === 'top') {
    const { item, count } = place;
    if (key === forward(rtl)) return { focus: { zone: 'top', item: wrap(item + 1, count) } };
    if (key === backward(rtl)) return { focus: { zone: 'top', item: wrap(item - 1, count) } };
    if (key === 'Home') return { focus: { zone: 'top', item: 0 } };
    if (key === 'End') return { focus: { zone: 'top', item: count - 1 } };
    // Esc closes the panel open, its own or (the pointer's) another item's, where the focus stays.
    if (key === 'Escape') return state.panel === item ? { event: { type: 'close' }, focus: { zone: 'toggle', item } } : state.panel >= 0 ? { event: { type: 'close' } } : null;
    if (!place.hasPanel) return null;
    if (key === 'ArrowDown') return { event: { type: 'open', item }, focus: { zone: 'panel', item, index: 0 } };
    if (key === 'ArrowUp') return { event: { type: 'open', item }, focus: { zone: 'panel', item, index: -1 } };
    return null;
  }
  if (place.zone === 'panel') {
    const { item, index, count, tops } = place;
    if (key === 'Escape') return { event: { type: 'close' }, focus: { zone: 'toggle', item } };
    if (key === 'ArrowDown') return { focus: { zone: 'panel', item, index: wrap(index + 1, count) } };
    if (key === 'ArrowUp') return { focus: { zone: 'panel', item, index: wrap(index - 1, count) } };
    if (key === 'Home') return { focus: { zone: 'panel', item, index: 0 } };
    if (key === 'End') return { focus: { zone: 'panel', item, index: count - 1 } };
    if (key === forward(rtl)) return { event: { type: 'close' }, focus: { zone: 'top', item: wrap(item + 1, tops) } };
    if (key === backward(rtl)) return { event: { type: 'close' }, focus: { zone: 'top', item: wrap(item - 1, tops) } };
    return null;
  }
  const { index, count } = place;
  if (key === 'Escape') return { event: { type: 'drawer', open: false } };
  if (count === 0) return null;
  if (key === 'ArrowDown') return { focus: { zone: 'drawer', index: wrap(index + 1, count) } };
  // From a control outside the level's list (index -1: the back or close button) Up is the last.
  if (key === 'ArrowUp') return { focus: { zone: 'drawer', index: wrap((index < 0 ? count : index) - 1, count) } };
  if (key === 'Home') return { focus: { zone: 'drawer', index: 0 } };
  if (key === 'End') return { focus: { zone: 'drawer', index: count - 1 } };
  // In a slid-in sub-menu the backward arrow goes back a level, like the back button.
  if (key === backward(rtl) && state.sub >= 0) return { event: { type: 'back' }, focus: { zone: 'toggle', item: state.sub } };
  return null;
}

/** docs/rules.md §9: tablets with an outer width of 534 to 768 px are laid out 768 px wide. */
export function viewportContent(outerWidth: number, original: string): string {
  return outerWidth >= 534 && outerWidth <= 768 ? 'width=768' : original;
}
