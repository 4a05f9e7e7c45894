/**
 * The footer navigation (docs/rules.md §4 "Footer navigation"): wires the category accordions
 * and the language panel of the `footer.footer` it is portalled into; renders nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { PluginProps } from '../../runtime/index';
import { FOOTER_MOBILE_QUERY, setupFooter, setupLanguagePanel } from './footer-controller';

/** The component the registry portals into `footer.footer`. */
export default function FooterNav({ element, guard }: PluginProps) {
  useLayoutEffect(() => {
    const query = window.matchMedia(FOOTER_MOBILE_QUERY);
    const guarded = (fn: (event: Event) => void) => (event: Event) => void guard(fn)(event);
    const undoAccordions = setupFooter(element, () => query.matches, (listener) => {
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    }, guarded);
    const undoLanguages = setupLanguagePanel(element, guarded);
    return () => {
      undoLanguages();
      undoAccordions();
    };
  }, [element, guard]);
  return null;
}
