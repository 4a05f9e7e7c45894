/**
 * The US header menu from JSON (docs/rules.md §2 "Header menu from JSON", §3 fields, §6 SMB-only
 * items, §8 invalid menu JSON): fetched, checked by runtime/rules/menu-json, SMB-only items kept
 * for SMB-registered shoppers only, and rendered into the v4 L0 list with the classes the page's
 * own menu uses. Built with createElement and textContent only. Any failure keeps the page's
 * default menu. The list is replaced through `deps.edit`, which binds the menu's behaviour again.
 */
import { checkMenuJson, filterSmbItems, menuWarning, type MenuFeatured, type MenuGroup, type MenuItemBase, type MenuLeaf, type MenuLink, type MenuModel, type MenuTop } from '../../runtime/rules/menu-json';
import { scheduleLiveBadges, type LiveBadge, type MenuClock } from './live-badges';

/** What applyJsonMenu needs from the page (json-menu-deps.ts builds the real ones). */
export interface JsonMenuDeps {
  /** The menu JSON address (`endpoints.headerMenu` or the nav's `data-menu-json`); '' keeps the page's menu quietly. */
  url: string;
  /** Fetches and parses JSON; rejects on a failed call, a timeout or a malformed body (runtime/http). */
  fetch(url: string): Promise<unknown>;
  /** Where problems go (one line each). */
  warn(message: string): void;
  /** docs/rules.md §6: whether the shopper is SMB-registered; a rejection counts as not. */
  isSmb(): Promise<boolean>;
  /** The time for live badges. */
  clock: MenuClock;
  /** The page address and the site's allow-list, for allowed-link. */
  pageUrl: string;
  allowedHosts: readonly string[];
  /** Aborting stops the live-badge timer (the plugin unmounting). */
  signal?: AbortSignal;
  /** Runs the list's replacement when the menu is not in use (HeaderNav.tsx `edit`); at once without it. */
  edit?: (region: Element, change: () => void) => Promise<void>;
}

const B = 'nv00-gnb-v4__';
let panelCount = 0;

/** The L0 list the JSON replaces: the left (category) list of the v4 menu. */
export function findL0List(nav: HTMLElement): HTMLUListElement | null {
  return nav.querySelector<HTMLUListElement>(`ul.${B}l0-menu-list--left`) ?? nav.querySelector<HTMLUListElement>(`ul.${B}l0-menu-list`);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Analytics attributes as the default menu carries them (an-tr copied from the page's first L0 link). */
function analytics(node: HTMLElement, anTr: string, label: string): void {
  node.setAttribute('an-tr', anTr);
  node.setAttribute('an-ca', 'navigation');
  node.setAttribute('an-ac', 'gnb');
  node.setAttribute('an-la', label.toLowerCase());
}

/** A link: href from the checked model only; a new tab gets rel="noopener" (docs/rules.md §2). */
function anchor(className: string, link: MenuLink): HTMLAnchorElement {
  const a = el('a', className);
  a.href = link.href;
  if (link.newTab) {
    a.target = '_blank';
    a.rel = 'noopener';
  }
  return a;
}

function image(className: string, src: string, alt: string): HTMLImageElement {
  const img = el('img', className);
  img.src = src;
  img.alt = alt;
  img.loading = 'lazy';
  return img;
}

interface Build {
  anTr: string;
  badges: LiveBadge[];
}

/** The title text, and the live badge after it when the item has windows (hidden until the scheduler shows it). */
function title(b: Build, className: string, item: MenuItemBase): HTMLElement[] {
  const nodes: HTMLElement[] = [el('span', className, item.title)];
  if (item.live.length) {
    const badge = el('span', 'badge-icon badge-icon--label badge-icon--bg-color-red ' + `${B}live-badge`, item.liveText);
    badge.hidden = true;
    b.badges.push({ element: badge, windows: item.live });
    nodes.push(badge);
  }
  return nodes;
}

function leafItem(b: Build, leaf: MenuLeaf): HTMLLIElement {
  const li = el('li', `${B}l2-menu`);
  const a = anchor(`${B}l2-menu-link`, leaf.link);
  analytics(a, b.anTr, leaf.title);
  // The L3 image illustrates the text beside it: empty alt, the link's name is its title.
  if (leaf.image) a.append(image(`${B}l2-menu-image`, leaf.image, ''));
  a.append(...title(b, `${B}l2-menu-text`, leaf));
  li.append(a);
  return li;
}

function groupItem(b: Build, group: MenuGroup): HTMLLIElement {
  const li = el('li', `${B}l1-menu`);
  // As the page's own menu (docs/plugin-guide.md "Header navigation markup"): the heading on
  // desktop, and on mobile an accordion button in its place when the group has items.
  const accordion = group.children.length > 0;
  const pcOnly = accordion ? ' nv00-gnb-v4--pc-only' : '';
  const head = group.link ? anchor(`${B}l1-menu-link${pcOnly}`, group.link) : el('p', `${B}l1-menu-title${pcOnly}`);
  analytics(head, b.anTr, group.title);
  head.append(...title(b, `${B}l1-menu-text`, group));
  li.append(head);
  if (accordion) {
    const toggle = el('button', `${B}l1-menu-toggle-btn nv00-gnb-v4--mobile-only`, group.title);
    toggle.type = 'button';
    analytics(toggle, b.anTr, group.title);
    li.append(toggle);
    const list = el('ul', `${B}l2-menu-list`);
    list.append(...group.children.map((leaf) => leafItem(b, leaf)));
    li.append(list);
  }
  if (group.shopAll) {
    const all = anchor(`${B}shop-all-link`, { href: group.shopAll.href, newTab: false });
    all.textContent = group.shopAll.text;
    analytics(all, b.anTr, group.shopAll.text);
    li.append(all);
  }
  if (group.flyouts.length) {
    const flyouts = el('div', `${B}flyout-list`);
    for (const f of group.flyouts) {
      const a = anchor(`${B}flyout${f.blackText ? ` ${B}flyout--black-text` : ''}`, f.link);
      analytics(a, b.anTr, f.title || group.title);
      if (f.image) a.append(image(`${B}flyout-image`, f.image, f.title));
      if (f.title) a.append(el('span', `${B}flyout-title`, f.title));
      // An image-only fly-out still needs a name.
      if (!f.title) a.setAttribute('aria-label', group.title);
      flyouts.append(a);
    }
    li.append(flyouts);
  }
  return li;
}

function featuredBlock(b: Build, f: MenuFeatured): HTMLElement {
  const box = el('div', `${B}l1-featured nv00-gnb-v4--pc-only`);
  const target = f.href ? anchor(`${B}l1-featured-link`, { href: f.href, newTab: false }) : el('div', `${B}l1-featured-link`);
  if (f.href) analytics(target, b.anTr, f.headline || f.alt);
  target.append(image(`${B}l1-featured-image`, f.image, f.alt));
  if (f.headline) target.append(el('p', `${B}l1-featured-headline`, f.headline));
  if (f.cta) target.append(el('span', `${B}l1-featured-cta`, f.cta));
  box.append(target);
  return box;
}

function topItem(b: Build, top: MenuTop): HTMLLIElement {
  const li = el('li', `${B}l0-menu`);
  li.dataset.menuSource = 'json';
  const head = el('div', `${B}l0-menu-title`);
  li.append(head);
  const panelId = `sf-json-menu-${++panelCount}`;
  const hasPanel = top.children.length > 0 || top.featured !== null;
  if (top.link) {
    const a = anchor(`${B}l0-menu-link`, top.link);
    a.dataset.jsAction = 'l0MenuBtn';
    analytics(a, b.anTr, top.title);
    a.append(...title(b, `${B}l0-menu-text`, top));
    head.append(a);
    if (hasPanel) {
      const toggle = el('button', `${B}l0-menu-toggle-btn`);
      toggle.type = 'button';
      toggle.setAttribute('aria-expanded', 'false');
      toggle.setAttribute('aria-controls', panelId);
      analytics(toggle, b.anTr, top.title);
      toggle.append(el('span', 'hidden', top.title));
      head.append(toggle);
    }
  } else {
    const button = el('button', `${B}l0-menu-btn`);
    button.type = 'button';
    button.dataset.jsAction = 'l0MenuBtn';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panelId);
    analytics(button, b.anTr, top.title);
    button.append(...title(b, `${B}l0-menu-text`, top));
    head.append(button);
  }
  if (hasPanel) {
    const panel = el('div', `${B}l1-menu-container`);
    panel.id = panelId;
    const header = el('div', `${B}l1-menu-container-header nv00-gnb-v4--mobile-only`);
    header.append(el('p', `${B}l1-menu-container-title`, top.title));
    panel.append(header);
    if (top.children.length) {
      const list = el('ul', `${B}l1-menu-list`);
      list.append(...top.children.map((g) => groupItem(b, g)));
      panel.append(list);
    }
    if (top.featured) panel.append(featuredBlock(b, top.featured));
    li.append(panel);
  }
  return li;
}

/** The L0 items for a checked menu, and the live badges among them (pure DOM, nothing attached). */
export function buildJsonMenu(menu: MenuModel, anTr = 'nv00_gnb-navigation'): { items: HTMLLIElement[]; badges: LiveBadge[] } {
  const b: Build = { anTr, badges: [] };
  return { items: menu.items.map((t) => topItem(b, t)), badges: b.badges };
}

/**
 * Replaces the items of the v4 L0 list inside `nav` with the menu from `deps.url`. True when the
 * JSON menu is in place; false (with a warning) when the page's default menu stays: no list,
 * failed or timed-out call, malformed JSON, or no valid item (docs/rules.md §8).
 */
export async function applyJsonMenu(nav: HTMLElement, deps: JsonMenuDeps): Promise<boolean> {
  // No menu JSON for this site: its own menu is the menu, nothing to say.
  if (!deps.url) return false;
  const list = findL0List(nav);
  if (!list) {
    deps.warn('storefront: header-nav: menu JSON: no .nv00-gnb-v4__l0-menu-list in the navigation; default menu kept');
    return false;
  }
  const smb = deps.isSmb().then(
    (v) => v === true,
    () => false,
  );
  let json: unknown;
  try {
    json = await deps.fetch(deps.url);
  } catch (error) {
    deps.warn(`storefront: header-nav: menu JSON: ${deps.url} failed (${error instanceof Error ? error.message : String(error)}); default menu kept`);
    return false;
  }
  const { menu, problems } = checkMenuJson(json, { pageUrl: deps.pageUrl, allowedHosts: deps.allowedHosts });
  if (!menu) {
    deps.warn(`storefront: header-nav: menu JSON: ${problems[0] === 'menuOptions' ? 'menuOptions is not a list' : 'no valid item'}; default menu kept`);
    return false;
  }
  const warning = menuWarning(problems);
  if (warning) deps.warn(warning);
  const shown = filterSmbItems(menu, await smb);
  if (!shown.items.length || deps.signal?.aborted) return false;
  const anTr = list.querySelector(`.${B}l0-menu-link, .${B}l0-menu-btn`)?.getAttribute('an-tr') ?? 'nv00_gnb-navigation';
  const { items, badges } = buildJsonMenu(shown, anTr);
  const replace = () => list.replaceChildren(...items);
  await (deps.edit ? deps.edit(list, replace) : replace());
  // The navigation went first (switched off, or its bind failed): the page's menu stays.
  if (items[0]!.parentNode !== list) return false;
  if (badges.length) {
    const stop = scheduleLiveBadges(badges, deps.clock);
    deps.signal?.addEventListener('abort', stop, { once: true });
  }
  return true;
}
