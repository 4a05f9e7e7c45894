/**
 * Binds the header navigation to a header of any generation nav-parts.ts reads (docs/rules.md §2
 * "Header navigation"): the state
 * machine (nav-state.ts) decides, this file reads events from the page and writes the state back
 * as ARIA attributes and the `data-sf-*` hooks the page CSS reads. Desktop: WAI-ARIA disclosure
 * navigation, panels on hover with a grace delay, the dimmed backdrop. Mobile: the drawer is a
 * modal popup of the overlay kit (focus trap, scroll lock, Esc, Back, focus back to the
 * hamburger). Everything is undone on unmount.
 */
import type { PluginProps } from '../../runtime/index';
import type { PopupHandle } from '../../runtime/ui/popup-manager';
import { fixRoles, focusables, MarkupEdits, plainOlderLinks, readParts } from './nav-parts';
import {
  closed, DESKTOP_FROM, keyResult, LEAVE_GRACE_MS, reduce, RESIZE_DEBOUNCE_MS, SWITCH_DELAY_MS, viewportContent,
  type FocusTarget, type KeyPlace, type NavEvent, type NavState,
} from './nav-state';

type Guard = PluginProps['guard'];

const isDesktop = () => window.innerWidth >= DESKTOP_FROM;

type Kit = typeof import('../../runtime/ui/overlay-kit')['overlayKit'];
let kit: Promise<Kit> | undefined;
/** The overlay kit (its own chunk, shared with every popup), loaded when the drawer first opens. */
const loadKit = (): Promise<Kit> =>
  (kit ??= import('../../runtime/ui/overlay-kit').then(
    (m) => m.overlayKit,
    (error: unknown) => {
      kit = undefined;
      throw error;
    },
  ));

/**
 * Starts the navigation on `nav`; returns the function that undoes it. `first` is the event that
 * mounted it, null for a bind again after a markup change (nothing of the mount is replayed);
 * `drawerName` gives the drawer's name in the page language (the page's words as fallback).
 */
export function bindNav(nav: HTMLElement, guard: Guard, first: Event | null | undefined, drawerName: (page: string) => string): () => void {
  const edits = new MarkupEdits();
  try {
    return bindWith(nav, edits, guard, first, drawerName);
  } catch (error) {
    // A bind that throws (a page that broke a browser call it makes) leaves the page's markup as it was.
    edits.undo();
    throw error;
  }
}

function bindWith(nav: HTMLElement, edits: MarkupEdits, guard: Guard, first: Event | null | undefined, drawerName: (page: string) => string): () => void {
  const parts = readParts(nav);
  // The older header's links first: they lose their menu attributes only where no list follows.
  plainOlderLinks(nav, edits);
  fixRoles(parts, edits);
  const { items, container, hamburger, back, dim } = parts;
  const rtl = getComputedStyle(nav).direction === 'rtl';
  let state: NavState = closed(isDesktop());
  let drawer: PopupHandle | null = null;
  let unbound = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number): void => {
    const id: ReturnType<typeof setTimeout> = setTimeout(guard(() => (timers.delete(id), fn()), 'timer'), ms);
    timers.add(id);
  };
  const cancel = () => (timers.forEach(clearTimeout), timers.clear());

  const render = () => {
    const { desktop, panel, sub, accordion } = state;
    nav.dataset.sfNav = desktop ? (panel >= 0 ? 'panel' : 'closed') : state.drawer ? (sub >= 0 ? 'sub' : 'drawer') : 'closed';
    items.forEach(({ li, toggle, panel: box, accordions }, i) => {
      const open = desktop ? panel === i : sub === i;
      li.toggleAttribute('data-sf-open', open);
      if (box && toggle) toggle.setAttribute('aria-expanded', String(open));
      accordions.forEach(([button], a) => button.setAttribute('aria-expanded', String(!desktop && open && accordion === a)));
    });
    hamburger?.setAttribute('aria-expanded', String(state.drawer));
    back?.toggleAttribute('hidden', sub < 0);
  };

  // The item whose panel the pointer opened (desktop): the click that comes with the pointer
  // keeps that panel open instead of closing what the shopper is reaching for.
  let byPointer = -1;
  const dispatch = (event: NavEvent) => {
    const before = state;
    state = reduce(state, event);
    if (state.panel !== byPointer) byPointer = -1;
    if (state === before) return;
    if (before.drawer && !state.drawer) drawer?.close('api');
    if (!before.drawer && state.drawer) openDrawer();
    render();
  };

  const openDrawer = () => {
    if (!container) return;
    edits.set(container, 'role', 'dialog');
    edits.set(container, 'aria-label', drawerName(hamburger?.textContent?.trim() || 'Navigation'));
    // The drawer shows at once (render); the kit then traps focus in it and locks the page.
    void loadKit().then(
      guard((k: Kit) => {
        if (!state.drawer || drawer || unbound) return;
        drawer = k.popup({
          element: container,
          opener: hamburger,
          // A side panel the viewport's height, top to bottom: not fitted like a centred popup.
          fit: false,
          initialFocus: focusables(container)[0] ?? null,
          onClose: guard(() => {
            drawer = null;
            container.removeAttribute('role');
            container.removeAttribute('aria-modal');
            if (state.drawer) dispatch({ type: 'drawer', open: false });
          }, 'handler'),
        });
      }, 'handler'),
      (error: unknown) => {
        console.warn(`storefront: header-nav: the drawer did not open, the overlay kit did not load (${error instanceof Error ? error.message : String(error)})`);
        // Unbound meanwhile: the page's markup is back as it was, and stays so.
        if (unbound) return;
        dispatch({ type: 'drawer', open: false });
        container.removeAttribute('role');
      },
    );
  };

  const focus = (target: FocusTarget) => {
    if (target.zone === 'drawer') return void drawerItems()[target.index]?.focus();
    const item = items[target.item];
    if (!item) return;
    if (target.zone === 'toggle') return void (item.toggle ?? item.link)?.focus();
    if (target.zone === 'top') return void (item.link ?? item.toggle)?.focus();
    const links = focusables(item.panel);
    links.at(target.index)?.focus();
  };

  const place = (el: Element): KeyPlace | null => {
    if (!state.desktop) return state.drawer && container?.contains(el) ? { zone: 'drawer', index: drawerItems().indexOf(el as HTMLElement), count: drawerItems().length } : null;
    const item = items.findIndex(({ li }) => li.contains(el));
    if (item < 0) return null;
    const { panel } = items[item]!;
    if (panel?.contains(el)) {
      const links = focusables(panel);
      return { zone: 'panel', item, index: links.indexOf(el as HTMLElement), count: links.length, tops: items.length };
    }
    return { zone: 'top', item, count: items.length, hasPanel: !!panel };
  };
  // The drawer's arrows move through the controls of the level shown.
  const drawerItems = () => focusables(state.sub >= 0 ? items[state.sub]?.panel ?? null : container);

  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing || e.altKey || e.ctrlKey || e.metaKey || !(e.target instanceof Element)) return;
    // Space presses a link the legacy markup uses as a button, as it presses a button.
    if (e.key === ' ' && e.target instanceof HTMLElement && e.target.matches('a[role="button"]') && nav.contains(e.target)) {
      e.preventDefault();
      return void e.target.click();
    }
    const at = place(e.target);
    // Esc closes a panel opened by the pointer wherever focus is.
    if (!at) return void (e.key === 'Escape' && state.desktop && state.panel >= 0 && dispatch({ type: 'close' }));
    // Esc in the drawer is the popup manager's (it closes the top popup); top-level items are
    // walked among their own links and toggles.
    if (at.zone === 'drawer' && e.key === 'Escape') return;
    const result = keyResult(state, at, e.key, rtl);
    if (!result) return;
    e.preventDefault();
    if (result.event) dispatch(result.event);
    if (result.focus) focus(result.focus);
  };

  // The back button of the sub-menu slid in: the drawer's, or the panel's own (legacy header).
  const backOf = (item: number) => items[item]?.back ?? back;

  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target) return;
    // A click within the resize debounce acts in the mode of the width it was made at.
    dispatch({ type: 'mode', desktop: isDesktop() });
    // The legacy markup's controls are `href="javascript:…"` links: nothing to follow.
    const control = () => e.preventDefault();
    // A hamburger inside its drawer (older header) toggles it.
    if (hamburger?.contains(target)) return control(), dispatch({ type: 'drawer', open: !state.drawer });
    if (parts.close?.contains(target)) return control(), dispatch({ type: 'drawer', open: false });
    // A search button (the drawer's) opens the search layer, the search plugin's: the drawer steps
    // aside, or it would stay over the layer and take its Esc.
    if (state.drawer && target.closest('.gnb__search-btn-js')) return dispatch({ type: 'drawer', open: false });
    if (backOf(state.sub)?.contains(target)) {
      control();
      const item = state.sub;
      dispatch({ type: 'back' });
      return focus({ zone: 'toggle', item });
    }
    const item = items.findIndex(({ toggle, panel }) => panel && toggle?.contains(target));
    if (item >= 0) {
      control();
      if (state.desktop) {
        if (byPointer === item && e.detail > 0) return void (byPointer = -1);
        return dispatch(state.panel === item ? { type: 'close' } : { type: 'open', item });
      }
      dispatch({ type: 'sub', item });
      // The sub-menu slid in: focus its back button, the way out.
      const way = backOf(item);
      if (way && !way.hidden) way.focus();
      return;
    }
    const accordion = (items[state.sub]?.accordions ?? []).findIndex(([b]) => b.contains(target));
    if (accordion >= 0) control(), dispatch({ type: 'accordion', index: accordion });
  };

  // Desktop hover: open at once with nothing open, switch after a pause when another panel is
  // open (the pointer crossing items on its way to a panel), close after the leave grace.
  const onEnter = (item: number) => (e: PointerEvent) => {
    if (!state.desktop || e.pointerType === 'touch' || !items[item]!.panel) return;
    cancel();
    const open = () => (dispatch({ type: 'open', item }), (byPointer = item));
    if (state.panel < 0) return void open();
    if (state.panel !== item) later(open, SWITCH_DELAY_MS);
  };
  // Leaving the open item, or one the pointer only crossed (its switch is called off): the open
  // panel closes after the grace unless the pointer comes back to it.
  const onLeave = () => (e: PointerEvent) => {
    const open = state.panel;
    if (!state.desktop || e.pointerType === 'touch' || open < 0) return;
    cancel();
    // Keyboard focus in the item keeps it open; the focus a click left there does not.
    later(() => state.panel === open && !(items[open]!.li.contains(document.activeElement) && document.activeElement!.matches(':focus-visible')) && dispatch({ type: 'close' }), LEAVE_GRACE_MS);
  };
  // Tab (or a click) out of an open item closes its panel.
  const onFocusOut = (e: FocusEvent) => {
    if (!state.desktop || state.panel < 0) return;
    const li = items[state.panel]!.li;
    if (li.contains(e.target as Node) && !li.contains(e.relatedTarget as Node | null) && !li.matches(':hover')) dispatch({ type: 'close' });
  };
  const onDim = () => dispatch({ type: 'close' });

  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const metaContent = meta?.content ?? '';
  const fitViewport = () => meta && (meta.content = viewportContent(window.outerWidth, metaContent));
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(guard(() => {
      fitViewport();
      cancel();
      dispatch({ type: 'mode', desktop: isDesktop() });
    }, 'timer'), RESIZE_DEBOUNCE_MS);
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [document, 'keydown', onKey as EventListener],
    [nav, 'click', onClick as EventListener],
    [nav, 'focusout', onFocusOut as EventListener],
    [window, 'resize', onResize],
    ...(dim ? [[dim, 'click', onDim] as [EventTarget, string, EventListener]] : []),
    ...items.flatMap(({ li }, i): [EventTarget, string, EventListener][] => [
      [li, 'pointerenter', onEnter(i) as EventListener],
      [li, 'pointerleave', onLeave() as EventListener],
    ]),
  ];
  edits.set(hamburger, 'aria-expanded', 'false');
  const bound = listeners.map(([target, type, fn]) => [target, type, guard(fn, 'handler')] as const);
  const unbind = () => {
    unbound = true;
    bound.forEach(([target, type, fn]) => target.removeEventListener(type, fn));
    cancel();
    clearTimeout(resizeTimer);
    drawer?.close('api');
    if (meta) meta.content = metaContent;
    items.forEach(({ li }) => li.removeAttribute('data-sf-open'));
    back?.removeAttribute('hidden');
    delete nav.dataset.sfNav;
    edits.undo();
  };
  try {
    bound.forEach(([target, type, fn]) => target.addEventListener(type, fn));
    fitViewport();
    render();
    // The event that mounted the plugin: a click on the hamburger or a toggle, or a pointer already on an item.
    if (first?.type === 'click') onClick(first as MouseEvent);
    else if (state.desktop && first !== null) {
      const hovered = items.findIndex(({ li, panel }) => panel && li.matches(':hover'));
      if (hovered >= 0) {
        dispatch({ type: 'open', item: hovered });
        byPointer = hovered;
      }
    }
  } catch (error) {
    // Half bound is not bound: the listeners and the page's markup are given back.
    unbind();
    throw error;
  }
  return unbind;
}
