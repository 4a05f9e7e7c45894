/**
 * The parts of a v4 header (`nav.nv00-gnb-v4`) the navigation drives, read from the DOM when it
 * binds (docs/plugin-guide.md "Header navigation markup"), and the legacy roles it corrects: the
 * lists are menubars and the links menuitems in the markup, which the disclosure navigation
 * pattern replaces with plain lists, links and toggle buttons (`aria-expanded`, `aria-controls`).
 */

/** One top-level item. */
export interface TopItem {
  li: HTMLElement;
  /** The link to the category page, if any. */
  link: HTMLAnchorElement | null;
  /** The button that opens the panel (the toggle, or the item's own button). */
  toggle: HTMLElement | null;
  /** The drop-down panel / sub-menu, when it holds links. */
  panel: HTMLElement | null;
}

/** The header's parts. */
export interface NavParts {
  nav: HTMLElement;
  items: TopItem[];
  container: HTMLElement | null;
  hamburger: HTMLElement | null;
  close: HTMLElement | null;
  back: HTMLElement | null;
  dim: HTMLElement | null;
}

const q = <E extends Element = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<E & Element>(selector);

/** Reads the parts; top-level items are read in page order from both L0 lists. */
export function readParts(nav: HTMLElement): NavParts {
  const items = [...nav.querySelectorAll<HTMLElement>('.nv00-gnb-v4__l0-menu')].map((li): TopItem => {
    const title = q(li, '.nv00-gnb-v4__l0-menu-title') ?? li;
    const panel = q(li, '.nv00-gnb-v4__l1-menu-container');
    const hasLinks = !!panel && !!panel.querySelector('a[href], button');
    return {
      li,
      link: q<HTMLAnchorElement>(title, 'a.nv00-gnb-v4__l0-menu-link'),
      toggle: q(title, '.nv00-gnb-v4__l0-menu-toggle-btn, button.nv00-gnb-v4__l0-menu-btn'),
      panel: hasLinks ? panel : null,
    };
  });
  return {
    nav,
    items,
    container: q(nav, '.nv00-gnb-v4__container'),
    hamburger: q(nav, '[data-js-action="hamburger"]'),
    close: q(nav, '.nv00-gnb-v4__close-btn'),
    back: q(nav, '.nv00-gnb-v4__container-header .nv00-gnb-v4__backward-btn'),
    dim: q(nav, '.nv00-gnb-v4__dim'),
  };
}

/** Attribute changes made on the page's markup, undone in reverse order on unmount. */
export class MarkupEdits {
  private readonly saved: [Element, string, string | null][] = [];

  /** Sets (or, with null, removes) an attribute, remembering the page's value once. */
  set(el: Element | null | undefined, name: string, value: string | null): void {
    if (!el) return;
    if (!this.saved.some(([e, n]) => e === el && n === name)) this.saved.push([el, name, el.getAttribute(name)]);
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }

  /** Puts every attribute back as the page had it. */
  undo(): void {
    for (const [el, name, value] of this.saved.reverse()) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    this.saved.length = 0;
  }
}

let ids = 0;
/** The element's id, given one when it has none. */
function idOf(el: HTMLElement, edits: MarkupEdits, prefix: string): string {
  if (!el.id) edits.set(el, 'id', `${prefix}-${++ids}`);
  return el.id;
}

/**
 * Corrects the legacy roles (docs/rules.md §2): menubar lists become lists, menuitem links and
 * buttons plain ones (the account menu's own `role=menu` keeps its items), toggles are
 * disclosure buttons tied to their panels, accordions to their lists.
 */
export function fixRoles(parts: NavParts, edits: MarkupEdits): void {
  const { nav, items, hamburger, container } = parts;
  nav.querySelectorAll('[role="menubar"]').forEach((list) => edits.set(list, 'role', null));
  nav.querySelectorAll('[role="menuitem"]').forEach((el) => !el.closest('[role="menu"]') && edits.set(el, 'role', null));
  for (const { toggle, panel, li } of items) {
    if (!toggle) continue;
    edits.set(toggle, 'aria-haspopup', null);
    if (!panel) {
      // A toggle with nothing to open is no control: out of the Tab order and the tree.
      if (toggle.classList.contains('nv00-gnb-v4__l0-menu-toggle-btn')) edits.set(toggle, 'hidden', '');
      else edits.set(toggle, 'aria-expanded', null);
      continue;
    }
    edits.set(li, 'data-sf-panel', '');
    edits.set(toggle, 'aria-expanded', 'false');
    edits.set(toggle, 'aria-controls', idOf(panel, edits, 'sf-nav-panel'));
    panel.querySelectorAll<HTMLElement>('.nv00-gnb-v4__l1-menu-toggle-btn').forEach((button) => {
      const list = button.parentElement?.querySelector<HTMLElement>('.nv00-gnb-v4__l2-menu-list');
      if (!list) return;
      edits.set(button, 'aria-expanded', 'false');
      edits.set(button, 'aria-controls', idOf(list, edits, 'sf-nav-list'));
    });
  }
  if (hamburger && container) {
    edits.set(hamburger, 'aria-haspopup', 'dialog');
    edits.set(hamburger, 'aria-controls', idOf(container, edits, 'sf-nav-drawer'));
  }
}

/** The accordion buttons of a panel, in order. */
export const accordions = (panel: HTMLElement | null): HTMLElement[] =>
  panel ? [...panel.querySelectorAll<HTMLElement>('.nv00-gnb-v4__l1-menu-toggle-btn[aria-controls]')] : [];

/** What a shopper can reach by keyboard in `root` now (displayed, enabled). */
export function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
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
