import { describe, expect, it } from 'vitest';
import { closed, DESKTOP_FROM, keyResult, reduce, RESIZE_DEBOUNCE_MS, viewportContent, type KeyPlace, type NavState } from '../../../plugins/header-nav/nav-state';

const desk = closed(true);
const mob = closed(false);
const top = (item: number, hasPanel = true): KeyPlace => ({ zone: 'top', item, count: 6, hasPanel });
const panel = (item: number, index: number): KeyPlace => ({ zone: 'panel', item, index, count: 5, tops: 6 });
const drawer = (index: number, count = 8): KeyPlace => ({ zone: 'drawer', index, count });
const openPanel = (item: number): NavState => reduce(desk, { type: 'open', item });
const drawerOpen = reduce(mob, { type: 'drawer', open: true });
const subOpen = reduce(drawerOpen, { type: 'sub', item: 1 });

describe('the spec numbers', () => {
  it('desktop from 1280 px, resize settles for 10 ms (docs/rules.md §9)', () => {
    expect(DESKTOP_FROM).toBe(1280);
    expect(RESIZE_DEBOUNCE_MS).toBe(10);
  });
});

describe('desktop states', () => {
  it('opens one panel at a time', () => {
    const first = openPanel(0);
    expect(first.panel).toBe(0);
    expect(reduce(first, { type: 'open', item: 3 }).panel).toBe(3);
  });
  it('closes', () => expect(reduce(openPanel(2), { type: 'close' }).panel).toBe(-1));
  it('has no drawer, sub-menu or accordion', () => {
    expect(reduce(desk, { type: 'drawer', open: true })).toBe(desk);
    expect(reduce(desk, { type: 'sub', item: 1 })).toBe(desk);
    expect(reduce(desk, { type: 'accordion', index: 0 })).toBe(desk);
  });
});

describe('mobile states (docs/rules.md §4 "Mobile nav")', () => {
  it('drawer closed → open → sub-menu → accordion, and back', () => {
    expect(drawerOpen).toMatchObject({ drawer: true, sub: -1 });
    expect(subOpen).toMatchObject({ drawer: true, sub: 1, accordion: -1 });
    const acc = reduce(subOpen, { type: 'accordion', index: 2 });
    expect(acc.accordion).toBe(2);
    expect(reduce(acc, { type: 'back' })).toMatchObject({ drawer: true, sub: -1, accordion: -1 });
  });
  it('keeps one accordion open at a time; the open one toggles shut', () => {
    const a = reduce(subOpen, { type: 'accordion', index: 0 });
    const b = reduce(a, { type: 'accordion', index: 1 });
    expect(b.accordion).toBe(1);
    expect(reduce(b, { type: 'accordion', index: 1 }).accordion).toBe(-1);
  });
  it('close resets every level', () => {
    const deep = reduce(subOpen, { type: 'accordion', index: 0 });
    expect(reduce(deep, { type: 'drawer', open: false })).toEqual(mob);
  });
  it('slides in nothing while the drawer is shut, and opens no panel', () => {
    expect(reduce(mob, { type: 'sub', item: 0 })).toBe(mob);
    expect(reduce(mob, { type: 'open', item: 0 })).toBe(mob);
    expect(reduce(drawerOpen, { type: 'accordion', index: 0 })).toBe(drawerOpen);
  });
});

describe('resize across 1280 px', () => {
  it('resets the menu state', () => {
    expect(reduce(openPanel(2), { type: 'mode', desktop: false })).toEqual(mob);
    expect(reduce(reduce(subOpen, { type: 'accordion', index: 1 }), { type: 'mode', desktop: true })).toEqual(desk);
  });
  it('keeps it when the layout does not change', () => {
    const open = openPanel(2);
    expect(reduce(open, { type: 'mode', desktop: true })).toBe(open);
  });
});

describe('desktop keys on a top-level item', () => {
  it('ArrowRight moves to the next item, wrapping', () => {
    expect(keyResult(desk, top(2), 'ArrowRight')).toEqual({ focus: { zone: 'top', item: 3 } });
    expect(keyResult(desk, top(5), 'ArrowRight')).toEqual({ focus: { zone: 'top', item: 0 } });
  });
  it('ArrowLeft moves to the previous item, wrapping', () => {
    expect(keyResult(desk, top(2), 'ArrowLeft')).toEqual({ focus: { zone: 'top', item: 1 } });
    expect(keyResult(desk, top(0), 'ArrowLeft')).toEqual({ focus: { zone: 'top', item: 5 } });
  });
  it('arrows are mirrored right to left', () => {
    expect(keyResult(desk, top(2), 'ArrowLeft', true)).toEqual({ focus: { zone: 'top', item: 3 } });
    expect(keyResult(desk, top(2), 'ArrowRight', true)).toEqual({ focus: { zone: 'top', item: 1 } });
  });
  it('Home and End go to the first and last item', () => {
    expect(keyResult(desk, top(3), 'Home')).toEqual({ focus: { zone: 'top', item: 0 } });
    expect(keyResult(desk, top(3), 'End')).toEqual({ focus: { zone: 'top', item: 5 } });
  });
  it('ArrowDown opens the panel on its first link', () => {
    expect(keyResult(desk, top(1), 'ArrowDown')).toEqual({ event: { type: 'open', item: 1 }, focus: { zone: 'panel', item: 1, index: 0 } });
  });
  it('ArrowUp opens the panel on its last link', () => {
    expect(keyResult(desk, top(1), 'ArrowUp')).toEqual({ event: { type: 'open', item: 1 }, focus: { zone: 'panel', item: 1, index: -1 } });
  });
  it('ArrowDown and ArrowUp do nothing on an item without a panel', () => {
    expect(keyResult(desk, top(1, false), 'ArrowDown')).toBeNull();
    expect(keyResult(desk, top(1, false), 'ArrowUp')).toBeNull();
  });
  it('Escape closes its open panel and returns focus to the toggle', () => {
    expect(keyResult(openPanel(1), top(1), 'Escape')).toEqual({ event: { type: 'close' }, focus: { zone: 'toggle', item: 1 } });
    expect(keyResult(desk, top(1), 'Escape')).toBeNull();
    // Esc anywhere closes a panel the pointer opened: focus on another top item included, and kept there.
    expect(keyResult(openPanel(0), top(1), 'Escape')).toEqual({ event: { type: 'close' } });
  });
  it('Enter, Space and Tab are left to the browser (the toggle button clicks, the link follows, focus moves)', () => {
    for (const key of ['Enter', ' ', 'Tab']) expect(keyResult(desk, top(1), key)).toBeNull();
  });
});

describe('desktop keys in a panel', () => {
  const open = openPanel(2);
  it('ArrowDown and ArrowUp move through its links, wrapping', () => {
    expect(keyResult(open, panel(2, 0), 'ArrowDown')).toEqual({ focus: { zone: 'panel', item: 2, index: 1 } });
    expect(keyResult(open, panel(2, 4), 'ArrowDown')).toEqual({ focus: { zone: 'panel', item: 2, index: 0 } });
    expect(keyResult(open, panel(2, 0), 'ArrowUp')).toEqual({ focus: { zone: 'panel', item: 2, index: 4 } });
  });
  it('Home and End go to its first and last link', () => {
    expect(keyResult(open, panel(2, 2), 'Home')).toEqual({ focus: { zone: 'panel', item: 2, index: 0 } });
    expect(keyResult(open, panel(2, 2), 'End')).toEqual({ focus: { zone: 'panel', item: 2, index: 4 } });
  });
  it('Escape closes it and returns focus to its toggle', () => {
    expect(keyResult(open, panel(2, 3), 'Escape')).toEqual({ event: { type: 'close' }, focus: { zone: 'toggle', item: 2 } });
  });
  it('ArrowRight and ArrowLeft close it and move to the next or previous top-level item (mirrored right to left)', () => {
    expect(keyResult(open, panel(2, 1), 'ArrowRight')).toEqual({ event: { type: 'close' }, focus: { zone: 'top', item: 3 } });
    expect(keyResult(open, panel(2, 1), 'ArrowLeft')).toEqual({ event: { type: 'close' }, focus: { zone: 'top', item: 1 } });
    expect(keyResult(open, panel(2, 1), 'ArrowRight', true)).toEqual({ event: { type: 'close' }, focus: { zone: 'top', item: 1 } });
    expect(keyResult(open, panel(5, 1), 'ArrowRight')).toEqual({ event: { type: 'close' }, focus: { zone: 'top', item: 0 } });
  });
  it('Tab is left to the browser (leaving the panel closes it on focusout)', () => {
    expect(keyResult(open, panel(2, 4), 'Tab')).toBeNull();
  });
});

describe('mobile keys in the drawer', () => {
  it('ArrowDown and ArrowUp move through the controls shown, wrapping', () => {
    expect(keyResult(drawerOpen, drawer(0), 'ArrowDown')).toEqual({ focus: { zone: 'drawer', index: 1 } });
    expect(keyResult(drawerOpen, drawer(7), 'ArrowDown')).toEqual({ focus: { zone: 'drawer', index: 0 } });
    expect(keyResult(drawerOpen, drawer(0), 'ArrowUp')).toEqual({ focus: { zone: 'drawer', index: 7 } });
    // From a control outside the level's list (the back or close button): Down to the first, Up to the last.
    expect(keyResult(drawerOpen, drawer(-1), 'ArrowDown')).toEqual({ focus: { zone: 'drawer', index: 0 } });
    expect(keyResult(drawerOpen, drawer(-1), 'ArrowUp')).toEqual({ focus: { zone: 'drawer', index: 7 } });
  });
  it('Home and End go to the first and last control', () => {
    expect(keyResult(drawerOpen, drawer(3), 'Home')).toEqual({ focus: { zone: 'drawer', index: 0 } });
    expect(keyResult(drawerOpen, drawer(3), 'End')).toEqual({ focus: { zone: 'drawer', index: 7 } });
  });
  it('Escape closes the drawer', () => {
    expect(keyResult(subOpen, drawer(2), 'Escape')).toEqual({ event: { type: 'drawer', open: false } });
  });
  it('the backward arrow goes back from a sub-menu to its item (mirrored right to left)', () => {
    expect(keyResult(subOpen, drawer(2), 'ArrowLeft')).toEqual({ event: { type: 'back' }, focus: { zone: 'toggle', item: 1 } });
    expect(keyResult(subOpen, drawer(2), 'ArrowRight', true)).toEqual({ event: { type: 'back' }, focus: { zone: 'toggle', item: 1 } });
    expect(keyResult(subOpen, drawer(2), 'ArrowRight')).toBeNull();
    expect(keyResult(drawerOpen, drawer(2), 'ArrowLeft')).toBeNull();
  });
  it('moves nowhere with nothing to focus', () => {
    expect(keyResult(drawerOpen, drawer(-1, 0), 'ArrowDown')).toBeNull();
  });
  it('Enter, Space and Tab are left to the browser (buttons click, the focus trap keeps Tab inside)', () => {
    for (const key of ['Enter', ' ', 'Tab']) expect(keyResult(subOpen, drawer(1), key)).toBeNull();
  });
});

describe('tablet viewport (docs/rules.md §9)', () => {
  const original = 'width=device-width, initial-scale=1';
  it('is 768 px wide for outer widths 534 to 768', () => {
    for (const w of [534, 600, 768]) expect(viewportContent(w, original)).toBe('width=768');
  });
  it("keeps the page's viewport outside that range", () => {
    for (const w of [533, 375, 769, 1440]) expect(viewportContent(w, original)).toBe(original);
  });
});
