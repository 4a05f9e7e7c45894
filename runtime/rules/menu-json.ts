/**
 * The US header menu JSON (docs/rules.md §3 "Header menu JSON" fields, §2 header navigation, §6
 * SMB-only items): `menuOptions[]` checked field by field into a typed model. Every link and image
 * goes through allowed-link (no `javascript:`, no off-site protocol-relative address); titles stay
 * plain strings (the caller renders them as text). A bad item is dropped and its field named in
 * `problems`; the caller reports them in one warning. Bounded: at most MAX_MENU_ITEMS items in all,
 * three levels, an item met twice or repeating an ancestor is dropped. Never throws.
 */
import { allowedLink, type LinkScope } from './allowed-link';
import { parseStoreDate } from './live-window';

/** docs/rules.md §2: more items than this are not a menu; the rest are dropped. */
export const MAX_MENU_ITEMS = 5000;
/** Longer titles are cut (text only, never markup). */
export const MAX_TITLE_LENGTH = 200;
/** docs/rules.md §2: the default text of a live-streaming badge. */
export const DEFAULT_LIVE_TEXT = 'LIVE';

/** A link the menu may render: an allowed absolute URL, and whether it opens a new tab (`linkTarget` 'B'). */
export interface MenuLink {
  href: string;
  newTab: boolean;
}

/** One live-streaming window, epoch ms, half-open [start, end). */
export interface MenuLiveWindow {
  start: number;
  end: number;
}

/** What every level may carry besides its own fields. */
export interface MenuItemBase {
  title: string;
  link: MenuLink | null;
  /** docs/rules.md §6: shown to SMB-registered shoppers only. */
  smbOnly: boolean;
  /** docs/rules.md §2: the badge shows only inside one of these windows; empty means no badge. */
  live: MenuLiveWindow[];
  liveText: string;
}

/** Third level (`children[].children[]`), with its optional image (`fimageL3url`). */
export interface MenuLeaf extends MenuItemBase {
  link: MenuLink;
  image: string | null;
}

/** A fly-out section of a second-level item (`flyOutSections[]`). */
export interface MenuFlyout {
  title: string;
  link: MenuLink;
  image: string | null;
  /** `flyOutBlackTextTheme`: dark text over a light image. */
  blackText: boolean;
}

/** Second level (`menuOptions[].children[]`). */
export interface MenuGroup extends MenuItemBase {
  flyouts: MenuFlyout[];
  shopAll: { href: string; text: string } | null;
  children: MenuLeaf[];
}

/** The featured image of a top-level panel (`foImg`, `foImgAlt`, `foLinkUrl`, `fiHeadline`, `fiCtaText`). */
export interface MenuFeatured {
  image: string;
  alt: string;
  href: string | null;
  headline: string;
  cta: string;
}

/** Top level (`menuOptions[]`). */
export interface MenuTop extends MenuItemBase {
  featured: MenuFeatured | null;
  children: MenuGroup[];
}

/** The checked menu. */
export interface MenuModel {
  items: MenuTop[];
}

/** The outcome: null menu when the JSON is not a menu at all (the page keeps its default menu). */
export interface MenuCheck {
  menu: MenuModel | null;
  /** Field paths of what was dropped, e.g. `menuOptions[2].children[0].linkUrl`. */
  problems: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Thrown inside one item to drop it; never leaves this module. */
class Drop {
  constructor(readonly field: string) {}
}

interface Ctx {
  scope: LinkScope;
  problems: string[];
  count: number;
  seen: WeakSet<object>;
  full: boolean;
}

/** Text of a title field: a string, whitespace collapsed, cut at MAX_TITLE_LENGTH; '' when empty. */
function text(v: unknown, field: string, required: boolean): string {
  if (v === undefined || v === null || v === '') {
    if (required) throw new Drop(field);
    return '';
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new Drop(field);
  // Control characters never reach the page (they would only hide what a title says).
  const clean = String(v).replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (required && clean === '') throw new Drop(field);
  return clean.slice(0, MAX_TITLE_LENGTH);
}

/** A URL field: null when absent or empty (and not required); a refused URL drops the item. */
function url(ctx: Ctx, v: unknown, field: string, required: boolean): string | null {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    if (required) throw new Drop(field);
    return null;
  }
  if (typeof v !== 'string') throw new Drop(field);
  const href = allowedLink(v, ctx.scope);
  if (href === null) throw new Drop(field);
  return href;
}

/** An optional URL part (an image): a refused value loses only that part, named in problems. */
function optionalUrl(ctx: Ctx, v: unknown, field: string): string | null {
  try {
    return url(ctx, v, field, false);
  } catch (e) {
    if (!(e instanceof Drop)) throw e;
    ctx.problems.push(e.field);
    return null;
  }
}

/** `linkTarget`: 'B' opens a new tab; absent, '' or any other letter stays in the tab. */
function newTab(v: unknown, field: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'string') throw new Drop(field);
  return v.trim().toUpperCase() === 'B';
}

function flag(v: unknown, field: string): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(y|n|true|false)$/i.test(v.trim())) return /^(y|true)$/i.test(v.trim());
  throw new Drop(field);
}

/** Live windows: `liveStart`/`liveEnd` (one window) and `liveWindows[{start,end}]`; an invalid one drops the badge only. */
function live(ctx: Ctx, item: Obj, path: string): MenuLiveWindow[] {
  const authored: Array<[unknown, unknown, string]> = [];
  if (item.liveStart !== undefined || item.liveEnd !== undefined) authored.push([item.liveStart, item.liveEnd, `${path}.liveStart`]);
  if (item.liveWindows !== undefined) {
    if (!Array.isArray(item.liveWindows)) ctx.problems.push(`${path}.liveWindows`);
    else item.liveWindows.slice(0, 20).forEach((w, i) => authored.push(isObj(w) ? [w.start, w.end, `${path}.liveWindows[${i}]`] : [null, null, `${path}.liveWindows[${i}]`]));
  }
  const windows: MenuLiveWindow[] = [];
  for (const [s, e, field] of authored) {
    const start = parseStoreDate(s);
    const end = parseStoreDate(e);
    if (start === null || end === null || end <= start) ctx.problems.push(field);
    else windows.push({ start, end });
  }
  return windows;
}

function base(ctx: Ctx, item: Obj, path: string, titleKey: string, urlKey: string, urlRequired: boolean): MenuItemBase {
  const title = text(item[titleKey], `${path}.${titleKey}`, true);
  const href = url(ctx, item[urlKey], `${path}.${urlKey}`, urlRequired);
  const tab = newTab(item.linkTarget, `${path}.linkTarget`);
  const smbOnly = flag(item.smbOnly, `${path}.smbOnly`);
  const windows = live(ctx, item, path);
  let liveText = DEFAULT_LIVE_TEXT;
  if (windows.length && item.liveText !== undefined) {
    try {
      liveText = text(item.liveText, `${path}.liveText`, true);
    } catch {
      ctx.problems.push(`${path}.liveText`);
    }
  }
  return { title, link: href === null ? null : { href, newTab: tab }, smbOnly, live: windows, liveText };
}

/** Runs `check` on every element of a list field; bad elements dropped and named. */
function list<T>(ctx: Ctx, v: unknown, path: string, check: (item: Obj, path: string) => T, counts = true): T[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    ctx.problems.push(path);
    return [];
  }
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) {
    if (counts && ctx.count >= MAX_MENU_ITEMS) {
      if (!ctx.full) ctx.problems.push(`${path}[${i}]: more than ${MAX_MENU_ITEMS} items`);
      ctx.full = true;
      break;
    }
    const item: unknown = v[i];
    const at = `${path}[${i}]`;
    if (!isObj(item)) {
      ctx.problems.push(at);
      continue;
    }
    // The same object twice (or an item inside itself) is a cycle, not a menu.
    if (ctx.seen.has(item)) {
      ctx.problems.push(`${at}: repeated item`);
      continue;
    }
    ctx.seen.add(item);
    if (counts) ctx.count += 1;
    try {
      out.push(check(item, at));
    } catch (e) {
      if (!(e instanceof Drop)) throw e;
      ctx.problems.push(e.field);
    }
  }
  return out;
}

/** Same title and link as an ancestor: a child that repeats its parent (a cyclic-looking menu). */
function repeats(item: MenuItemBase, ancestors: MenuItemBase[]): boolean {
  return ancestors.some((a) => a.title.toLowerCase() === item.title.toLowerCase() && (a.link?.href ?? '') === (item.link?.href ?? ''));
}

function leaf(ctx: Ctx, item: Obj, path: string, ancestors: MenuItemBase[]): MenuLeaf {
  const b = base(ctx, item, path, 'displayName', 'linkUrl', true);
  if (repeats(b, ancestors)) throw new Drop(`${path}.children: repeats a parent`);
  // docs/rules.md §2: three levels; anything deeper is not rendered.
  if (Array.isArray(item.children) && item.children.length) ctx.problems.push(`${path}.children: deeper than three levels`);
  return { ...b, link: b.link as MenuLink, image: optionalUrl(ctx, item.fimageL3url, `${path}.fimageL3url`) };
}

function flyout(ctx: Ctx, item: Obj, path: string): MenuFlyout {
  return {
    title: text(item.flyOutTitle, `${path}.flyOutTitle`, false),
    link: { href: url(ctx, item.flyOutLink, `${path}.flyOutLink`, true) as string, newTab: false },
    image: optionalUrl(ctx, item.flyOutImage, `${path}.flyOutImage`),
    blackText: flag(item.flyOutBlackTextTheme, `${path}.flyOutBlackTextTheme`),
  };
}

function group(ctx: Ctx, item: Obj, path: string, parent: MenuItemBase): MenuGroup {
  const b = base(ctx, item, path, 'displayName', 'linkUrl', !Array.isArray(item.children) || item.children.length === 0);
  if (repeats(b, [parent])) throw new Drop(`${path}: repeats its parent`);
  const flyouts = list(ctx, item.flyOutSections, `${path}.flyOutSections`, (f, p) => flyout(ctx, f, p), false);
  let shopAll: MenuGroup['shopAll'] = null;
  const shopHref = optionalUrl(ctx, item.shopAllLinkUrl, `${path}.shopAllLinkUrl`);
  if (shopHref !== null) {
    try {
      shopAll = { href: shopHref, text: text(item.shopAllLinkTextDesktop, `${path}.shopAllLinkTextDesktop`, true) };
    } catch {
      ctx.problems.push(`${path}.shopAllLinkTextDesktop`);
    }
  }
  const children = list(ctx, item.children, `${path}.children`, (c, p) => leaf(ctx, c, p, [parent, b]));
  if (!b.link && children.length === 0) throw new Drop(`${path}.children: no link and no valid children`);
  return { ...b, flyouts, shopAll, children };
}

function featured(ctx: Ctx, item: Obj, path: string): MenuFeatured | null {
  const image = optionalUrl(ctx, item.foImg, `${path}.foImg`);
  if (image === null) return null;
  try {
    const headline = text(item.fiHeadline, `${path}.fiHeadline`, false);
    return {
      image,
      // An image needs a text alternative: the authored one, else the headline it illustrates.
      alt: text(item.foImgAlt, `${path}.foImgAlt`, false) || headline,
      href: url(ctx, item.foLinkUrl, `${path}.foLinkUrl`, false),
      headline,
      cta: text(item.fiCtaText, `${path}.fiCtaText`, false),
    };
  } catch (e) {
    if (!(e instanceof Drop)) throw e;
    ctx.problems.push(e.field);
    return null;
  }
}

function top(ctx: Ctx, item: Obj, path: string): MenuTop {
  const b = base(ctx, item, path, 'titleTabHeadline', 'titleTaburl', false);
  const children = list(ctx, item.children, `${path}.children`, (c, p) => group(ctx, c, p, b));
  if (!b.link && children.length === 0) throw new Drop(`${path}.titleTaburl: no link and no valid children`);
  return { ...b, featured: featured(ctx, item, path), children };
}

/**
 * Checks the menu JSON (already parsed). `menu` is null when there is no `menuOptions` list or no
 * valid top-level item: the page keeps its default menu (docs/rules.md §8).
 */
export function checkMenuJson(json: unknown, scope: LinkScope): MenuCheck {
  const ctx: Ctx = { scope, problems: [], count: 0, seen: new WeakSet(), full: false };
  if (!isObj(json) || !Array.isArray(json.menuOptions)) return { menu: null, problems: ['menuOptions'] };
  const items = list(ctx, json.menuOptions, 'menuOptions', (item, path) => top(ctx, item, path));
  return { menu: items.length ? { items } : null, problems: ctx.problems };
}

/**
 * docs/rules.md §6: SMB-registered shoppers keep SMB-only items; everyone else has them removed, at
 * every level (an item left with no link and no children goes too).
 */
export function filterSmbItems(menu: MenuModel, isSmb: boolean): MenuModel {
  if (isSmb) return menu;
  const items = menu.items
    .filter((t) => !t.smbOnly)
    .map((t) => ({
      ...t,
      children: t.children
        .filter((g) => !g.smbOnly)
        .map((g) => ({ ...g, children: g.children.filter((l) => !l.smbOnly) }))
        .filter((g) => g.link !== null || g.children.length > 0),
    }))
    .filter((t) => t.link !== null || t.children.length > 0);
  return { items };
}

/** docs/rules.md §2: the next instant after `now` at which one of these windows starts or ends; null when none is ahead. */
export function nextLiveChange(windows: readonly MenuLiveWindow[], now: number): number | null {
  let next: number | null = null;
  for (const w of windows) for (const t of [w.start, w.end]) if (t > now && (next === null || t < next)) next = t;
  return next;
}

/** The one warning for everything dropped (docs/rules.md §2): names up to ten fields and counts the rest. */
export function menuWarning(problems: readonly string[]): string | null {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, 10).join(', ');
  const more = problems.length > 10 ? ` and ${problems.length - 10} more` : '';
  return `storefront: header-nav: menu JSON: dropped ${shown}${more}`;
}
