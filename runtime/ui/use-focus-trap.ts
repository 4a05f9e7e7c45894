/**
 * Traps focus inside `container` while `active` (the popup kit's focus-trap, docs/architecture.md
 * "Popups"), for overlays that show and hide their own markup, like the header search layer.
 */
import { useCallback, useEffect, useRef } from 'react';
import { trapFocus, type TrapOptions } from './focus-trap';

/**
 * Keeps Tab and Shift+Tab inside `container` while `active`; the legacy guards leave the Tab
 * order. Returns `release()`, which ends the trap at once: a close path calls it before it moves
 * focus back to the opener, which the trap would otherwise pull back inside.
 */
export function useFocusTrap(container: HTMLElement | null, active: boolean, options: TrapOptions = {}): () => void {
  const { initialFocus = null, guards = [] } = options;
  const end = useRef<(() => void) | null>(null);
  useEffect(() => {
    // A passive effect: it runs after the layout effects that show the container.
    if (!active || !container) return;
    const release = trapFocus(container, { initialFocus, guards });
    end.current = release;
    return () => {
      release();
      end.current = null;
    };
    // The guards are fixed parts of the container's markup; a new array each render is no change.
  }, [container, active, initialFocus]);
  return useCallback(() => end.current?.(), []);
}
