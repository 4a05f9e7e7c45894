/**
 * The scroll lock as a hook, for components that show an overlay (docs/rules.md §4 "Scroll lock").
 */
import { useLayoutEffect } from 'react';
import { lockScroll } from './scroll-lock';

export { lockScroll, scrollbarWidth } from './scroll-lock';

/** Keeps the page's scroll locked while `locked` is true (layout effect: no frame scrolls). */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => (locked ? lockScroll() : undefined), [locked]);
}
