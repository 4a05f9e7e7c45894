/**
 * The header navigation of the v4, legacy and older headers (docs/rules.md §2 "Header navigation"; WAI-ARIA
 * disclosure navigation on desktop, a modal drawer on mobile). It renders nothing of its own:
 * the menu is the page's markup. The behaviour binds to it at once, then the preparing steps run
 * and may rewrite it (docs/plugin-guide.md "Header navigation markup"), once no part of the menu
 * is open and the focus is not in what they replace; the behaviour is bound again to what they
 * leave, reading all state from the markup.
 */
import { useEffect, useRef } from 'react';
import { useRuntime, type Bus, type PageConfig, type PluginProps, type SiteConfig } from '../../runtime/index';
import { bindNav } from './nav-controller';

/** What a preparing step knows of the page; `signal` aborts when the navigation unmounts. */
export interface PrepareContext {
  page: PageConfig;
  site: SiteConfig;
  signal: AbortSignal;
  /** The page's bus (getCustomer's 401 signs the shopper out, docs/rules.md §7). */
  bus: Pick<Bus, 'emit' | 'on' | 'last'>;
  /**
   * Rewrites the menu's markup: runs `change` with the behaviour unbound around it, and says
   * whether it ran (not after the navigation unmounted or its bind failed). A step waits for a
   * menu not in use first (json-menu-load.ts `whenIdle`).
   */
  edit(change: () => void): boolean;
}

/** A step run once the behaviour is bound; it may replace the menu's markup through `edit`. */
export type PrepareStep = (nav: HTMLElement, context: PrepareContext) => Promise<void> | void;

/** How long the menu waits for the JSON menu's code (the runtime's chunk timeout, docs/architecture.md "Chunk loading and fallbacks"). */
const MENU_CHUNK_MS = 10_000;

/**
 * The US menu from JSON (docs/rules.md §2 "Header menu JSON"): only where the site file
 * (`endpoints.headerMenu`) or the navigation (`data-menu-json`) names an address does its chunk load.
 */
const jsonMenu: PrepareStep = async (nav, { page, site, signal, bus, edit }) => {
  // The menu JSON is rendered into v4 markup only.
  if (!nav.classList.contains('nv00-gnb-v4')) return;
  if (!site.endpoints.headerMenu?.trim() && !nav.getAttribute('data-menu-json')?.trim()) return;
  // The menu waits for this step: a chunk that never arrives must not leave it unbound. Not
  // runtime/chunk-load.ts: that module is boot's, and a plugin importing it would split it off
  // boot into a chunk every page then requests before anything mounts.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { loadJsonMenu } = await Promise.race([
    import('./json-menu-load'),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the menu JSON code did not load within ${MENU_CHUNK_MS / 1000} s`)), MENU_CHUNK_MS))),
  ]).finally(() => clearTimeout(timer));
  await loadJsonMenu(nav, page, site, signal, bus, edit);
};

/** The preparing steps, in order. */
export const PREPARE: PrepareStep[] = [jsonMenu];

/**
 * Binds, then runs the preparing steps in order; each markup change they make is bound again
 * after. `bind` is told whether it is the first (the one the mounting event belongs to).
 * Returns the function that undoes the latest bind.
 */
export function bindThenPrepare(nav: HTMLElement, context: Omit<PrepareContext, 'edit'>, bind: (first: boolean) => (() => void) | undefined): () => void {
  let unbind = bind(true);
  const { signal } = context;
  const edit = (change: () => void) => {
    // A bind that failed was reported and the plugin switched off: nothing to rewrite for.
    if (signal.aborted || !unbind) return false;
    unbind();
    // A change that throws still leaves the menu bound (to whatever markup it left).
    try {
      change();
    } finally {
      unbind = bind(false);
    }
    return true;
  };
  void (async () => {
    for (const step of PREPARE) {
      // A failed step leaves the page's menu as it was, bound.
      try {
        await step(nav, { ...context, edit });
      } catch (error) {
        console.warn(`storefront: header-nav: a preparing step failed, the page's menu is kept (${error instanceof Error ? error.message : String(error)})`);
      }
      if (signal.aborted) return;
    }
  })();
  return () => unbind?.();
}

/** The component the registry portals into the header (`nav.nv00-gnb-v4`, `div.gnb`, `nav.nv00-gnb`). */
export default function HeaderNav({ element, event, guard }: PluginProps) {
  // The drawer's name, read when it opens: the dictionary's words may arrive after the bind.
  const { t, page, site, bus } = useRuntime();
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    const abort = new AbortController();
    // The mounting event (a click on the hamburger, say) is the first bind's alone.
    const unbind = bindThenPrepare(element, { page, site, signal: abort.signal, bus }, (first) => guard(bindNav, 'mount')(element, guard, first ? event : null, (page) => words.current('Navigation', page)));
    return () => {
      // Stops a menu JSON request still out, a rewrite still waiting and the live badges' timer.
      abort.abort();
      unbind();
    };
    // The mounting event is read once, when the behaviour binds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, guard]);

  // An empty fragment keeps the chunk on the renderer's shared JSX runtime (docs/plugin-guide.md).
  return <></>;
}
