/**
 * The attributes of an element and of everything in it, to put back when the plugin is switched
 * off (docs/architecture.md "Switching plugins on and off"): the search layer is the page's own
 * markup, which the overlay gives roles, ids, a placeholder and shown or hidden parts. Elements
 * added after the snapshot are the overlay's own and leave with it.
 */
export function keepAttributes(root: Element): () => void {
  // A shallow copy of each element is its attributes as they were.
  const kept = [root, ...root.querySelectorAll('*')].map((el) => [el, el.cloneNode() as Element] as const);
  return () =>
    kept.forEach(([el, was]) => {
      for (const { name } of [...el.attributes]) if (!was.hasAttribute(name)) el.removeAttribute(name);
      for (const { name, value } of was.attributes) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    });
}
