/**
 * Analytics attributes on indicator items (docs/rules.md §2 "Indicator"): an item
 * without its own `an-tr`, `an-ca`, `an-ac` or `an-la` (on it or on its `.indicator__item`)
 * takes the one of the slide (panel) it controls, else the indicator's option (`data-an-tr`, …
 * on the indicator); an empty value is none. The tag manager reads them from the element
 * clicked, so the items must carry them. Only attributes the plugin added are removed again.
 */

export const TRACKING = ['an-tr', 'an-ca', 'an-ac', 'an-la'] as const;

/** Copies the missing attributes onto each item; the result removes what was copied. */
export function copyTracking(items: readonly Element[], slides: readonly (Element | null)[], indicator: HTMLElement): () => void {
  const added: [Element, string][] = [];
  items.forEach((item, i) => {
    for (const name of TRACKING) {
      // The page's own, on the item or on the list item holding it, is what the tag manager reads.
      if (item.hasAttribute(name) || item.closest('.indicator__item')?.hasAttribute(name)) continue;
      const value = slides[i]?.getAttribute(name) || indicator.getAttribute(`data-${name}`);
      if (!value) continue;
      item.setAttribute(name, value);
      added.push([item, name]);
    }
  });
  return () => added.forEach(([item, name]) => item.removeAttribute(name));
}
