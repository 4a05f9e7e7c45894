/**
 * The header navigation of the v4, legacy and older headers (docs/rules.md §2 "Header navigation"; WAI-ARIA
 * disclosure navigation on desktop, a modal drawer on mobile). It renders nothing of its own:
 * the menu is the page's markup. Mounting is one async sequence, "prepare, then bind": the
 * preparing steps may rewrite the menu's markup (docs/plugin-guide.md "Header navigation
 * markup"), and the behaviour binds to whatever markup they leave, reading all state from it.
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
}

/** A step run before the behaviour binds; it may replace the menu's markup. */
export type PrepareStep = (nav: HTMLElement, context: PrepareContext) => Promise<void> | void;

/** How long the menu waits for the JSON menu's code (the runtime's chunk timeout, docs/architecture.md "Chunk loading and fallbacks"). */
const MENU_CHUNK_MS = 10_000;

/**
 * The US menu from JSON (docs/rules.md §2 "Header menu JSON"): only where the site file
 * (`endpoints.headerMenu`) or the navigation (`data-menu-json`) names an address does its chunk load.
 */
const jsonMenu: PrepareStep = async (nav, { page, site, signal, bus }) => {
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
  await loadJsonMenu(nav, page, site, signal, bus);
};

/** The preparing steps, in order. */
export const PREPARE: PrepareStep[] = [jsonMenu];

/** Runs the preparing steps, then binds; resolves to the unbind function (null when unmounted first, undefined when the bind failed and was reported). */
export async function prepareThenBind(nav: HTMLElement, context: PrepareContext, live: () => boolean, bind: () => (() => void) | undefined): Promise<(() => void) | null | undefined> {
  for (const step of PREPARE) {
    // A failed step leaves the page's menu as it was: the behaviour still binds to it.
    try {
      await step(nav, context);
    } catch (error) {
      console.warn(`storefront: header-nav: a preparing step failed, the page's menu is kept (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!live()) return null;
  }
  return live() ? bind() : null;
}

/** The component the registry portals into the header (`nav.nv00-gnb-v4`, `div.gnb`, `nav.nv00-gnb`). */
export default function HeaderNav({ element, event, guard }: PluginProps) {
  // The drawer's name, read when it opens: the dictionary's words may arrive after the bind.
  const { t, page, site, bus } = useRuntime();
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    let live = true;
    let unbind: (() => void) | null | undefined = null;
    const abort = new AbortController();
    void prepareThenBind(element, { page, site, signal: abort.signal, bus }, () => live, () => guard(bindNav, 'mount')(element, guard, event, (page) => words.current('Navigation', page))).then((stop) => {
      // Unmounted between the bind and this callback: undo at once.
      if (live) unbind = stop;
      else stop?.();
    });
    return () => {
      live = false;
      // Stops a menu JSON request still out and the live badges' timer.
      abort.abort();
      unbind?.();
    };
    // The mounting event is read once, when the behaviour binds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, guard]);

  // An empty fragment keeps the chunk on the renderer's shared JSX runtime (docs/plugin-guide.md).
  return <></>;
}
