/**
 * The state machine of a dropdown or menu select (WAI-ARIA listbox and menu button patterns;
 * docs/rules.md §4 "Dropdown/menu", §5 "Keyboard"): closed or open, one active item among the
 * enabled ones. Keys: Up/Down move among enabled items, Home/End/PageUp/PageDown jump to the
 * first/last enabled, a letter jumps to the next enabled item starting with it, Enter/Space
 * choose, Esc closes; on the closed button, Down/Up/Enter/Space open. Pure: the component
 * applies the outcome (focus, value, navigation).
 */
import { firstEnabled, keyMove, moveTo, typeAhead } from './list-keys';

/** A menu shows this many items before it scrolls (docs/rules.md §9). */
export const MENU_VISIBLE_ITEMS = 11;

/** The items as the state machine sees them. */
export interface MenuItems {
  enabled: readonly boolean[];
  labels: readonly string[];
}

/** Open or closed, and the active (highlighted) item; -1 for none. */
export interface MenuState {
  open: boolean;
  active: number;
}

/** What a key did: the next state, an item to choose, whether focus returns to the button. */
export interface MenuOutcome {
  state: MenuState;
  /** The item chosen (Enter/Space on an enabled item). */
  choose?: number;
  /** Focus goes back to the button (closed by Esc or a choice). */
  focusButton?: boolean;
  /** The key was the menu's: the component prevents its default action. */
  handled: boolean;
}

/** The closed state. */
export const CLOSED: MenuState = { open: false, active: -1 };

/** Opens with the selected item active, or the first enabled one when it is disabled. */
export function openMenu(items: MenuItems, selected: number): MenuState {
  return { open: true, active: items.enabled[selected] ? selected : firstEnabled(items.enabled) };
}

/** Applies `key` to the menu. */
export function menuKey(state: MenuState, key: string, items: MenuItems, selected: number): MenuOutcome {
  if (!state.open) {
    const opens = key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ';
    return opens ? { state: openMenu(items, selected), handled: true } : { state, handled: false };
  }
  if (key === 'Escape') return { state: CLOSED, focusButton: true, handled: true };
  // Tab leaves the menu closed and moves on as usual.
  if (key === 'Tab') return { state: CLOSED, handled: false };
  if (key === 'Enter' || key === ' ') {
    const ok = items.enabled[state.active] === true;
    return { state: CLOSED, focusButton: true, handled: true, ...(ok ? { choose: state.active } : {}) };
  }
  const move = keyMove(key, 'vertical');
  if (move) return { state: { open: true, active: moveTo(items.enabled, state.active, move, false) }, handled: true };
  const found = typeAhead(items.labels, items.enabled, state.active, key);
  if (found >= 0) return { state: { open: true, active: found }, handled: true };
  return { state, handled: key.length === 1 };
}

/** The list's height: 11 items, or all of them when fewer. */
export const menuHeight = (itemHeight: number, count: number): number => itemHeight * Math.min(count, MENU_VISIBLE_ITEMS);
