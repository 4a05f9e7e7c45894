/**
 * The focus trap of every popup and overlay (docs/architecture.md "Popups"): focus-trap keeps Tab
 * and Shift+Tab inside the container; a second trap pauses the first and hands back to it when it
 * ends (focus-trap's own trap stack), so a confirm over a layer works. Esc, outside clicks and
 * focus return are the popup manager's: the trap only loops focus.
 */
import { createFocusTrap } from 'focus-trap';

/** What a trap may be told at the start. */
export interface TrapOptions {
  /** Focused first (default: the first tabbable element, else the container). */
  initialFocus?: HTMLElement | null;
  /**
   * The legacy focus-loop guards (`…__looping--start|--end[tabindex=0]`): taken out of the Tab
   * order while trapped (focus-trap loops by itself) and given back when it ends.
   */
  guards?: readonly (Element | null | undefined)[];
}

/** Traps focus inside `container` now; the returned function ends the trap. */
export function trapFocus(container: HTMLElement, { initialFocus, guards = [] }: TrapOptions = {}): () => void {
  const taken = guards.filter((g): g is Element => !!g).map((g) => [g, g.getAttribute('tabindex')] as const);
  for (const [g] of taken) g.setAttribute('tabindex', '-1');
  // The container takes focus when nothing inside can (a message without buttons).
  const ownTabindex = !container.hasAttribute('tabindex');
  if (ownTabindex) container.setAttribute('tabindex', '-1');
  const trap = createFocusTrap(container, {
    initialFocus: initialFocus ?? undefined,
    fallbackFocus: container,
    // Focus moves in the same task as the open, so a key pressed right after lands inside.
    delayInitialFocus: false,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    // Without layout (no boxes, as in jsdom) visibility cannot be measured: only `hidden` counts.
    tabbableOptions: { displayCheck: container.getClientRects().length > 0 ? 'full' : 'none' },
  });
  trap.activate();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    trap.deactivate({ returnFocus: false });
    if (ownTabindex) container.removeAttribute('tabindex');
    for (const [g, value] of taken) {
      if (value === null) g.removeAttribute('tabindex');
      else g.setAttribute('tabindex', value);
    }
  };
}
