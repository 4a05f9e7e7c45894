import { describe, expect, it } from 'vitest';
import { CLOSED, menuHeight, menuKey, MENU_VISIBLE_ITEMS, openMenu } from '../../../runtime/ui/controls/menu-state';

// Apple, (Banana disabled), Cherry, Apricot, (Blueberry disabled), Cranberry
const items = { labels: ['Apple', 'Banana', 'Cherry', 'Apricot', 'Blueberry', 'Cranberry'], enabled: [true, false, true, true, false, true] };
const open = (active: number) => ({ open: true, active });

describe('menu state (docs/rules.md §4 "Dropdown/menu", §5 "Keyboard")', () => {
  it('opens on the selected item, or the first enabled one when the selected is disabled', () => {
    expect(openMenu(items, 3)).toEqual(open(3));
    expect(openMenu(items, 1)).toEqual(open(0));
  });

  it('the closed button opens on Down, Up, Enter and Space, and leaves other keys alone', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) expect(menuKey(CLOSED, key, items, 2)).toEqual({ state: open(2), handled: true });
    expect(menuKey(CLOSED, 'Escape', items, 2)).toEqual({ state: CLOSED, handled: false });
    expect(menuKey(CLOSED, 'a', items, 2)).toEqual({ state: CLOSED, handled: false });
  });

  it('arrows move among enabled items and stop at the ends', () => {
    expect(menuKey(open(0), 'ArrowDown', items, 0).state).toEqual(open(2));
    expect(menuKey(open(3), 'ArrowDown', items, 0).state).toEqual(open(5));
    expect(menuKey(open(5), 'ArrowDown', items, 0).state).toEqual(open(5));
    expect(menuKey(open(2), 'ArrowUp', items, 0).state).toEqual(open(0));
    expect(menuKey(open(0), 'ArrowUp', items, 0).state).toEqual(open(0));
  });

  it('Home/PageUp reach the first enabled item, End/PageDown the last', () => {
    const disabledEnds = { labels: ['a', 'b', 'c', 'd'], enabled: [false, true, true, false] };
    for (const key of ['Home', 'PageUp']) expect(menuKey(open(2), key, disabledEnds, 2).state).toEqual(open(1));
    for (const key of ['End', 'PageDown']) expect(menuKey(open(1), key, disabledEnds, 1).state).toEqual(open(2));
  });

  it('a letter jumps to the next enabled item starting with it, wrapping', () => {
    expect(menuKey(open(0), 'a', items, 0).state).toEqual(open(3));
    expect(menuKey(open(3), 'A', items, 0).state).toEqual(open(0));
    expect(menuKey(open(0), 'b', items, 0)).toEqual({ state: open(0), handled: true }); // only disabled B items
    expect(menuKey(open(0), 'c', items, 0).state).toEqual(open(2));
    expect(menuKey(open(2), 'c', items, 0).state).toEqual(open(5));
  });

  it('Enter and Space choose the active item and close; Esc closes without choosing; focus returns to the button', () => {
    expect(menuKey(open(3), 'Enter', items, 0)).toEqual({ state: CLOSED, choose: 3, focusButton: true, handled: true });
    expect(menuKey(open(2), ' ', items, 0)).toEqual({ state: CLOSED, choose: 2, focusButton: true, handled: true });
    expect(menuKey(open(3), 'Escape', items, 0)).toEqual({ state: CLOSED, focusButton: true, handled: true });
  });

  it('Tab closes without choosing and lets focus move on', () => {
    expect(menuKey(open(3), 'Tab', items, 0)).toEqual({ state: CLOSED, handled: false });
  });

  it('Enter on nothing enabled chooses nothing', () => {
    const none = { labels: ['a'], enabled: [false] };
    const state = openMenu(none, 0);
    expect(state).toEqual(open(-1));
    expect(menuKey(state, 'Enter', none, 0)).toEqual({ state: CLOSED, focusButton: true, handled: true });
  });

  it('shows 11 items before scrolling', () => {
    expect(MENU_VISIBLE_ITEMS).toBe(11);
    expect(menuHeight(40, 14)).toBe(440);
    expect(menuHeight(40, 11)).toBe(440);
    expect(menuHeight(40, 3)).toBe(120);
  });
});
