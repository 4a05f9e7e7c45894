/**
 * The parts of a header the navigation drives, read from the DOM when it binds
 * (docs/plugin-guide.md "Header navigation markup"), and the legacy roles it corrects: the lists
 * are menubars and the links menuitems in the markup, which the disclosure navigation pattern
 * replaces with plain lists, links and toggle buttons (`aria-expanded`, `aria-controls`).
 *
 * Three header generations share the behaviour; each is a table of selectors: the v4 header
 * (`nav.nv00-gnb-v4`), the legacy one (`div.gnb`, pe) and the older `nav.nv00-gnb` (vn), whose
 * markup has a drawer but no panels.
 */

/** Where one generation keeps each part. Item-level selectors are read inside the item. */
export interface Generation {
  /** Top-level items (`li`). */
  item: string;
  /** Inside an item: the part holding its link and toggle (none: the item itself). */
  title?: string;
  link: string;
  /** The button (or button-like link) that opens the panel. */
  toggle: string;
  /** A toggle that is only a toggle: hidden where the item has no panel. */
  spare?: string;
  panel: string;
  container: string;
  hamburger: string;
  close: string;
  /** The drawer's back button, in the drawer's header (one for all items). */
  back?: string;
  /** Or inside each panel. */
  panelBack?: string;
  dim?: string;
  /** In a panel: the second-level accordion buttons; each opens a list under the same parent. */
  accordion?: string;
  accordionList?: string;
}

const V4: Generation = {
  item: '.nv00-gnb-v4__l0-menu',
  title: '.nv00-gnb-v4__l0-menu-title',
  link: 'a.nv00-gnb-v4__l0-menu-link',
  toggle: '.nv00-gnb-v4__l0-menu-toggle-btn, button.nv00-gnb-v4__l0-menu-btn',
  spare: '.nv00-gnb-v4__l0-menu-toggle-btn',
  panel: '.nv00-gnb-v4__l1-menu-container',
  container: '.nv00-gnb-v4__container',
  hamburger: '[data-js-action="hamburger"]',
  close: '.nv00-gnb-v4__close-btn',
  back: '.nv00-gnb-v4__container-header .nv00-gnb-v4__backward-btn',
  dim: '.nv00-gnb-v4__dim',
  accordion: '.nv00-gnb-v4__l1-menu-toggle-btn',
  accordionList: '.nv00-gnb-v4__l2-menu-list',
};

/** The legacy `div.gnb` header: depth1 items, depth2 panels with a back link each, depth3 accordions. */
const LEGACY: Generation = {
  item: '.gnb__depth1-menu',
  link: 'a.gnb__depth1-link',
  toggle: '.gnb__depth2-open-cta',
  spare: '.gnb__depth2-open-cta',
  panel: '.gnb__depth2-wrap',
  container: '.gnb__menu-wrap',
  hamburger: '.js-gnb-menu-btn',
  close: '.gnb__menu-close',
  panelBack: '.gnb__depth-back',
  dim: '.gnb__dimmed',
  accordion: '.gnb__depth2-dropdown-cta',
  accordionList: '.gnb__depth3-wrap',
};

/** The older `nav.nv00-gnb` header: top-level links only, in a drawer on mobile. */
const OLDER: Generation = {
  item: '.nv00-gnb__l0-menu',
  link: ':scope > a',
  toggle: ':scope > button',
  panel: '.nv00-gnb__l1-menu-wrap',
  container: '.nv00-gnb__inner-wrap',
  hamburger: '.nv00-gnb__utility.hamburger > button',
  close: '.nv00-gnb__close-btn',
};

/** The generation of a header root (the plugin's marker element). */
export const generationOf = (root: Element): Generation =>
  root.classList.contains('nv00-gnb-v4') ? V4 : root.classList.contains('gnb') ? LEGACY : OLDER;

/** One top-level item. */
export interface TopItem {
  li: HTMLElement;
  /** The link to the category page, if any. */
  link: HTMLAnchorElement | null;
  /** The button that opens the panel (the toggle, or the item's own button). */
  toggle: HTMLElement | null;
  /** The drop-down panel / sub-menu, when it holds links. */
  panel: HTMLElement | null;
  /** The panel's own back button (legacy header). */
  back: HTMLElement | null;
  /** The panel's accordion buttons, in order (each with the list it opens). */
  accordions: [HTMLElement, HTMLElement][];
}

/** The header's parts. */
export interface NavParts {
  nav: HTMLElement;
  generation: Generation;
  items: TopItem[];
  container: HTMLElement | null;
  hamburger: HTMLElement | null;
  close: HTMLElement | null;
  back: HTMLElement | null;
  dim: HTMLElement | null;
}

const q = <E extends Element = HTMLElement>(root: ParentNode, selector?: string) => (selector ? root.querySelector<E & Element>(selector) : null);

/** Reads the parts; top-level items are read in page order. */
export function readParts(nav: HTMLElement): NavParts {
  const g = generationOf(nav);
  const items = [...nav.querySelectorAll<HTMLElement>(g.item)].map((li): TopItem => {
    const title = (g.title && q(li, g.title)) || li;
    const found = q(li, g.panel);
    const panel = found?.querySelector('a[href], button') ? found : null;
    return {
      li,
      link: q<HTMLAnchorElement>(title, g.link),
      toggle: q(title, g.toggle),
      panel,
      back: panel && q(panel, g.panelBack),
      accordions: panel && g.accordion
        ? [...panel.querySelectorAll<HTMLElement>(g.accordion)].flatMap((button): [HTMLElement, HTMLElement][] => {
          const list = q(button.parentElement ?? button, g.accordionList);
          return list ? [[button, list]] : [];
        })
        : [],
    };
  });
  return {
    nav,
    generation: g,
    items,
    container: q(nav, g.container),
    hamburger: q(nav, g.hamburger),
    close: q(nav, g.close),
    back: q(nav, g.back),
    dim: q(nav, g.dim),
  };
}

/**
 * Attribute changes made on the page's markup, undone on unmount. Looked up by element: a
 * header sets several hundred attributes as it mounts, and a scan of every edit so far for each
 * new one made that quadratic (7 ms of the mount at a 4× CPU throttle).
 */
export class MarkupEdits {
  private readonly saved = new Map<Element, Map<string, string | null>>();

  /** Sets (or, with null, removes) an attribute, remembering the page's value once. */
  set(el: Element | null | undefined, name: string, value: string | null): void {
    if (!el) return;
    const page = this.saved.get(el) ?? new Map<string, string | null>();
    this.saved.set(el, page);
    if (!page.has(name)) page.set(name, el.getAttribute(name));
    put(el, name, value);
  }

  /** Puts every attribute back as the page had it. */
  undo(): void {
    this.saved.forEach((page, el) => page.forEach((value, name) => put(el, name, value)));
    this.saved.clear();
  }
}

const put = (el: Element, name: string, value: string | null) => (value === null ? el.removeAttribute(name) : el.setAttribute(name, value));

let ids = 0;
/** The element's id, given one when it has none. */
function idOf(el: HTMLElement, edits: MarkupEdits, prefix: string): string {
  if (!el.id) edits.set(el, 'id', `${prefix}-${++ids}`);
  return el.id;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * A link the legacy markup uses as a button (`href="javascript:…"`) is given the button role;
 * one with no text of its own is named `name`.
 */
function asButton(el: HTMLElement | null, edits: MarkupEdits, name = ''): void {
  if (!el || el.tagName !== 'A') return;
  edits.set(el, 'role', 'button');
  if (name && !text(el) && !el.getAttribute('aria-label')) edits.set(el, 'aria-label', name);
}

/** Menu roles off a list and its items (the list items' `presentation` with them). */
function plainList(list: Element, edits: MarkupEdits): void {
  edits.set(list, 'role', null);
  for (const li of list.children) if (li.getAttribute('role') === 'presentation') edits.set(li, 'role', null);
}

/**
 * Corrects the legacy roles (docs/rules.md §2): menubar lists become lists, menuitem links and
 * buttons plain ones (the account menu's own `role=menu` keeps its items; a panel's menus are
 * lists of links), toggles are disclosure buttons tied to their panels, accordions to their
 * lists; the header's empty focus-loop guards leave the Tab order.
 */
export function fixRoles(parts: NavParts, edits: MarkupEdits): void {
  const { nav, items, hamburger, container, close, generation } = parts;
  for (const { panel } of items) panel?.querySelectorAll('[role="menu"]').forEach((list) => plainList(list, edits));
  nav.querySelectorAll('[role="menubar"]').forEach((list) => plainList(list, edits));
  nav.querySelectorAll('[role="menuitem"]').forEach((el) => !el.closest('[role="menu"]') && edits.set(el, 'role', null));
  // The legacy focus-loop guards (`…looping--start|--end`, `tabindex="0"`, empty) around the
  // header's layer popups and the older header's drawer: the overlay kit's focus trap loops by
  // itself, and with nothing open they are blank Tab stops.
  nav.querySelectorAll('[class*=looping--]').forEach((el) => edits.set(el, 'tabindex', '-1'));
  for (const { toggle, panel, li, link, back, accordions } of items) {
    if (!toggle) continue;
    edits.set(toggle, 'aria-haspopup', null);
    if (!panel) {
      // A toggle with nothing to open is no control: out of the Tab order and the tree.
      if (generation.spare && toggle.matches(generation.spare)) edits.set(toggle, 'hidden', '');
      else edits.set(toggle, 'aria-expanded', null);
      continue;
    }
    asButton(toggle, edits, text(link));
    asButton(back, edits);
    edits.set(li, 'data-sf-panel', '');
    edits.set(toggle, 'aria-expanded', 'false');
    edits.set(toggle, 'aria-controls', idOf(panel, edits, 'sf-nav-panel'));
    for (const [button, list] of accordions) {
      // A label link that goes nowhere beside the button (legacy markup) is the button's name:
      // the button takes it, the link leaves the Tab order.
      const label = button.parentElement?.querySelector<HTMLAnchorElement>(':scope > a[href^="javascript:"]:not([role="button"])');
      if (label && label !== button) {
        edits.set(button, 'aria-label', text(label));
        edits.set(label, 'tabindex', '-1');
        edits.set(label, 'aria-hidden', 'true');
      }
      asButton(button, edits);
      edits.set(button, 'aria-expanded', 'false');
      edits.set(button, 'aria-controls', idOf(list, edits, 'sf-nav-list'));
    }
  }
  if (hamburger && container) {
    asButton(hamburger, edits);
    asButton(close, edits);
    edits.set(hamburger, 'aria-haspopup', 'dialog');
    edits.set(hamburger, 'aria-controls', idOf(container, edits, 'sf-nav-drawer'));
  }
}

/** What a shopper can reach by keyboard in `root` now (displayed, enabled). */
export function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => !el.closest('[hidden]') && el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * The older `nav.nv00-gnb` header (docs/rules.md §2 "Header navigation"): its top-level links
 * carry `role="menuitem"`, `aria-expanded` and `aria-haspopup` for menus its markup does not
 * have (a link outside any menu, announced as opening one). They become plain links; an item
 * with a list of its own under it keeps its attributes.
 */
export function plainOlderLinks(nav: HTMLElement, edits: MarkupEdits): void {
  nav.querySelectorAll<HTMLElement>('.nv00-gnb__l0-menu > a[role="menuitem"]').forEach((link) => {
    if (link.parentElement?.querySelector('ul')) return;
    for (const name of ['role', 'aria-expanded', 'aria-haspopup']) edits.set(link, name, null);
  });
}
