/**
 * The footer's category accordions (docs/rules.md §4 "Footer navigation"). Below 768 px each
 * `.footer-category__anchor[role=button]` becomes a native `<button>` with `aria-expanded` and
 * `aria-controls` naming its `.footer-category__list-wrap`; opening one closes the others.
 * At 768 and above every list shows and the buttons are hidden by the stylesheet. Pattern:
 * WAI-ARIA disclosure (native buttons, so Enter and Space work as clicks).
 */

/** Widgets are mobile below 768 px (docs/rules.md §9). */
export const FOOTER_MOBILE_QUERY = '(max-width: 767px)';

interface Category {
  readonly button: HTMLButtonElement;
  readonly anchor: HTMLElement;
  readonly list: HTMLElement;
  readonly listHadId: boolean;
}

/** The text the button's hidden label shows for a state, from its data-i18n-open/close. */
function labelFor(button: HTMLElement, open: boolean): void {
  const label = button.querySelector<HTMLElement>('[data-i18n-open][data-i18n-close]');
  if (!label) return;
  const text = label.getAttribute(open ? 'data-i18n-close' : 'data-i18n-open') ?? '';
  label.textContent = text;
}

/**
 * Wires the accordions inside `root`; `mobile` says whether the page is below 768 px and
 * `subscribe` reports changes. Returns the teardown that puts the page's markup back.
 */
export function setupFooter(
  root: HTMLElement,
  mobile: () => boolean,
  subscribe: (listener: () => void) => () => void,
  guard: (fn: (event: Event) => void) => (event: Event) => void = (fn) => fn,
): () => void {
  const categories: Category[] = [];
  root.querySelectorAll<HTMLElement>('.footer-category').forEach((category, index) => {
    const anchor = category.querySelector<HTMLElement>('.footer-category__anchor');
    const list = category.querySelector<HTMLElement>('.footer-category__list-wrap');
    if (!anchor || !list) {
      console.warn(`storefront: footer-nav: footer category ${index} has no .footer-category__anchor or .footer-category__list-wrap; it stays as it is`);
      return;
    }
    const listHadId = list.id !== '';
    if (!listHadId) list.id = `footer-category-list-${index}`;
    const button = document.createElement('button');
    button.type = 'button';
    for (const { name, value } of Array.from(anchor.attributes)) {
      if (name !== 'href' && name !== 'role') button.setAttribute(name, value);
    }
    button.setAttribute('aria-controls', list.id);
    button.append(...Array.from(anchor.childNodes));
    anchor.replaceWith(button);
    categories.push({ button, anchor, list, listHadId });
  });

  let open: Category | null = null;
  const render = () => {
    const small = mobile();
    for (const category of categories) {
      const expanded = small && category === open;
      category.button.setAttribute('aria-expanded', String(expanded));
      category.list.hidden = small && !expanded;
      labelFor(category.button, expanded);
    }
  };
  const onClick = guard((event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button.footer-category__anchor') : null;
    const category = categories.find((c) => c.button === target);
    if (!category) return;
    open = open === category ? null : category;
    render();
  });
  const onChange = () => {
    // Crossing 768 resets the accordions: all closed on a phone, all shown on a desktop.
    open = null;
    render();
  };
  render();
  root.addEventListener('click', onClick);
  const unsubscribe = subscribe(onChange);
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
    for (const { button, anchor, list, listHadId } of categories) {
      anchor.append(...Array.from(button.childNodes));
      button.replaceWith(anchor);
      list.hidden = false;
      if (!listHadId) list.removeAttribute('id');
      labelFor(anchor, false);
    }
  };
}
