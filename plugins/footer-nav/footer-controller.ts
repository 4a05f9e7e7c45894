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

/** Swaps `anchor` for a native button with its attributes (not href or role) and content, controlling `controls`. */
function toButton(anchor: HTMLElement, controls: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  for (const { name, value } of Array.from(anchor.attributes)) if (name !== 'href' && name !== 'role') button.setAttribute(name, value);
  button.setAttribute('aria-controls', controls);
  button.append(...Array.from(anchor.childNodes));
  swap(anchor, button);
  return button;
}

/** Puts `next` in place of `from`; the focus, when `from` had it, moves along instead of falling to the page's start. */
function swap(from: HTMLElement, next: HTMLElement): void {
  const focused = from.ownerDocument.activeElement === from;
  from.replaceWith(next);
  if (focused) next.focus();
}

/** Puts the page's anchor back in place of its button. */
function backToAnchor(button: HTMLElement, anchor: HTMLElement): void {
  anchor.append(...Array.from(button.childNodes));
  swap(button, anchor);
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
      const missing = [anchor ? '' : '.footer-category__anchor', list ? '' : '.footer-category__list-wrap'].filter(Boolean).join(' or ');
      console.warn(`storefront: footer-nav: footer category ${index} has no ${missing}; it stays as it is`);
      return;
    }
    const listHadId = list.id !== '';
    if (!listHadId) list.id = `footer-category-list-${index}`;
    categories.push({ button: toButton(anchor, list.id), anchor, list, listHadId });
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
    // Crossing 768 resets the accordions: all closed on a phone, all shown on a desktop. A
    // link that had the focus in a list that closes hands it to its category's button.
    const holder = categories.find((c) => c.list.contains(c.list.ownerDocument.activeElement));
    open = null;
    render();
    if (holder?.list.hidden) holder.button.focus();
  };
  render();
  root.addEventListener('click', onClick);
  const unsubscribe = subscribe(onChange);
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
    for (const { button, anchor, list, listHadId } of categories) {
      backToAnchor(button, anchor);
      list.hidden = false;
      if (!listHadId) list.removeAttribute('id');
      labelFor(anchor, false);
    }
  };
}

/**
 * The footer's language panel (docs/rules.md §4 "Footer navigation"): on a site with more than
 * one language, `.footer-language` holds the anchor (the country list page) and a
 * `.footer-language-wrap` with a link per language. The anchor becomes a native disclosure
 * button for the panel at every width; the panel closes on the button, Esc (focus back on the
 * button), a click outside and focus leaving it. Without a panel with links the anchor stays a
 * link. Returns the teardown that puts the page's markup back.
 */
export function setupLanguagePanel(root: HTMLElement, guard: (fn: (event: Event) => void) => (event: Event) => void = (fn) => fn): () => void {
  const box = root.querySelector<HTMLElement>('.footer-language');
  const anchor = box?.querySelector<HTMLAnchorElement>('a.footer-language__anchor');
  const panel = box?.querySelector<HTMLElement>('.footer-language-wrap');
  if (!box || !anchor || !panel) return () => {};
  if (!panel.querySelector('a[href]')) {
    console.warn('storefront: footer-nav: no language link in .footer-language-wrap; the anchor stays a link');
    return () => {};
  }
  const panelHadId = panel.id !== '';
  if (!panelHadId) panel.id = 'footer-language-panel';
  const button = toButton(anchor, panel.id);

  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  show(false);
  // One listener on the document: the button toggles; Esc closes and returns focus; a click
  // elsewhere, or focus moving out of the box (Tab past the last language), closes.
  const on = guard((event) => {
    const { type } = event;
    const to = type === 'focusout' ? (event as FocusEvent).relatedTarget : event.target;
    const inside = to instanceof Node && box.contains(to);
    if (type === 'click' && inside && button.contains(to)) show(panel.hidden);
    else if (panel.hidden) return;
    else if (type === 'keydown') {
      if ((event as KeyboardEvent).key === 'Escape' && inside) show(false), button.focus();
    } else if (!inside && to) show(false);
  });
  const types = ['click', 'keydown', 'focusout'];
  types.forEach((type) => document.addEventListener(type, on));
  return () => {
    types.forEach((type) => document.removeEventListener(type, on));
    backToAnchor(button, anchor);
    panel.hidden = false;
    if (!panelHadId) panel.removeAttribute('id');
  };
}
