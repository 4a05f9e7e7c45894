/**
 * Focus-loop guards of the legacy layers (`…__looping--start|--end[tabindex=0]`):
 * while active, Tab from the last control reaches the end guard, which sends focus to the first
 * control, and Shift+Tab from the first reaches the start guard, which sends it to the last.
 */
import { useEffect } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The visible, tabbable elements inside `container`, in DOM order, guards excluded. */
export function tabbables(container: Element, guards: readonly (Element | null)[] = []): HTMLElement[] {
  // Without layout (a container with no boxes, as in jsdom) only the hidden attribute counts.
  const laidOut = container.getClientRects().length > 0;
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !guards.includes(el) && !el.closest('[hidden], [inert]') && (!laidOut || el.getClientRects().length > 0),
  );
}

/** Moves focus that lands on a guard to the other end of `container` while `active`. */
export function useFocusLoop(container: Element | null, start: Element | null, end: Element | null, active: boolean, wrap: <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => void = (fn) => fn): void {
  useEffect(() => {
    if (!active || !container) return;
    const onFocus = wrap((event: Event) => {
      const list = tabbables(container, [start, end]);
      if (!list.length) return;
      if (event.target === start) list[list.length - 1]!.focus();
      else if (event.target === end) list[0]!.focus();
    });
    container.addEventListener('focusin', onFocus);
    return () => container.removeEventListener('focusin', onFocus);
  }, [container, start, end, active, wrap]);
}
