/**
 * The header navigation of the v4 header (docs/rules.md §2 "Header navigation"; WAI-ARIA
 * disclosure navigation on desktop, a modal drawer on mobile). It renders nothing of its own:
 * the menu is the page's markup. Mounting is one async sequence, "prepare, then bind": the
 * preparing steps may rewrite the menu's markup (docs/plugin-guide.md "Header navigation
 * markup"), and the behaviour binds to whatever markup they leave, reading all state from it.
 */
import { useEffect, useRef } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { bindNav } from './nav-controller';

/** A step run before the behaviour binds; it may replace the menu's markup. */
export type PrepareStep = (nav: HTMLElement) => Promise<void> | void;

/** The preparing steps, in order. */
export const PREPARE: PrepareStep[] = [];

/** Runs the preparing steps, then binds; resolves to the unbind function (null when unmounted first). */
export async function prepareThenBind(nav: HTMLElement, live: () => boolean, bind: () => () => void): Promise<(() => void) | null> {
  for (const step of PREPARE) {
    // A failed step leaves the page's menu as it was: the behaviour still binds to it.
    try {
      await step(nav);
    } catch (error) {
      console.warn(`storefront: header-nav: a preparing step failed, the page's menu is kept (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!live()) return null;
  }
  return live() ? bind() : null;
}

/** The component the registry portals into `nav.nv00-gnb-v4`. */
export default function HeaderNav({ element, event, guard }: PluginProps) {
  // The drawer's name, read when it opens: the dictionary's words may arrive after the bind.
  const { t } = useRuntime();
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    let live = true;
    let unbind: (() => void) | null = null;
    void prepareThenBind(element, () => live, () => bindNav(element, guard, event, (page) => words.current('Navigation', page))).then((stop) => {
      // Unmounted between the bind and this callback: undo at once.
      if (live) unbind = stop;
      else stop?.();
    });
    return () => {
      live = false;
      unbind?.();
    };
    // The mounting event is read once, when the behaviour binds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, guard]);

  // An empty fragment keeps the chunk on the renderer's shared JSX runtime (docs/plugin-guide.md).
  return <></>;
}
