/**
 * When a marker's plugin mounts, as a table of strategies (one per trigger kind). Each
 * strategy arms a marker and returns its disarm; `fire` may be called more than once (an
 * interaction trigger reports every interaction until disarmed, so a click that lands while
 * the chunk is still loading after a hover reaches the component).
 */
import type { Trigger } from './plugin';

/** Arms one marker; the returned function disarms it. */
type Arm = (element: HTMLElement, fire: (event?: Event) => void) => () => void;

/** The events that count as an interaction with a marker (or anything inside it). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'touchstart'] as const;

/**
 * How far outside the viewport a `visible` marker starts loading, and past the clip of a scroll
 * container it sits in, so a carousel's next slide is near too (`scrollMargin`; docs/rules.md §9).
 */
const VISIBLE_MARGIN = '200px';

/** The strategies of one registry, sharing one listener set and one IntersectionObserver. */
export function createTriggers(doc: Document): { arm: Record<Trigger, Arm>; stop(): void } {
  // The window, not the document's `defaultView`, which a page's `<img name="defaultView">` hides
  // (DOM clobbering, docs/architecture.md "Input hardening"); the runtime runs on its own window.
  const view = window;
  const interested = new Map<Element, Set<(event: Event) => void>>();
  // Several plugins may share a marker (`data-sf-plugin="a b"`): each keeps its own call.
  const visible = new Map<Element, Set<() => void>>();
  let observer: IntersectionObserver | null = null;

  // One delegated listener per document, not one per marker.
  // A click handed to a plugin still loading must not run a legacy `javascript:` href (the
  // button idiom of the old markup): under the store's CSP it is a violation
  // (docs/quality.md "Strict CSP with Trusted Types"); nor follow `href="#"` (the other idiom),
  // which would jump to the top of the page. Other links keep their default.
  // The event's path, not the target's parents: inside a shadow root (`storefront.rescan(root)`)
  // the document sees the host as the target, and the path still holds the markers.
  const onInteraction = (event: Event) => {
    const path = event.composedPath();
    const target = path[0];
    if (!interested.size || !(target instanceof view.Element)) return;
    for (const el of path) {
      const set = interested.get(el as Element);
      if (!set) continue;
      set.forEach((fire) => fire(event));
      if (event.type === 'click' && target.closest('a[href^="javascript:" i],a[href="#"]')) event.preventDefault();
    }
  };
  // Capture, not passive (a click may be cancelled above); a document's touch listeners are
  // passive anyway in browsers that scroll on touch.
  // Through the prototype: a page's `<img name="addEventListener">` hides the document's own.
  const { addEventListener: on, removeEventListener: off } = EventTarget.prototype;
  for (const type of INTERACTION_EVENTS) on.call(doc, type, onInteraction, true);

  const idle = (fn: () => void): (() => void) => {
    if (typeof view.requestIdleCallback === 'function') {
      const id = view.requestIdleCallback(fn, { timeout: 2000 });
      return () => view.cancelIdleCallback(id);
    }
    const id = setTimeout(fn, 200);
    return () => clearTimeout(id);
  };

  const arm: Record<Trigger, Arm> = {
    eager(_element, fire) {
      fire();
      return () => {};
    },
    idle: (_element, fire) => idle(() => fire()),
    // Visible, or interacted with first (a click that lands before the marker came into view, or
    // while its chunk loads, reaches the component as its `event`). Without IntersectionObserver: idle.
    visible(element, fire) {
      if (typeof view.IntersectionObserver !== 'function') return arm.idle(element, fire);
      const off = arm.interaction(element, fire);
      observer ??= new view.IntersectionObserver(
        (records) => records.forEach((r) => r.isIntersecting && [...(visible.get(r.target) ?? [])].forEach((go) => go())),
        { rootMargin: VISIBLE_MARGIN, scrollMargin: VISIBLE_MARGIN },
      );
      const calls = visible.get(element) ?? visible.set(element, new Set()).get(element)!;
      const go = () => fire();
      calls.add(go);
      observer.observe(element);
      // A disarm may run twice (after the render, then on release): only the first acts, so the
      // second cannot take a newer arming's set (another plugin of a shared marker may have made one).
      return () => {
        off();
        if (!calls.delete(go) || calls.size) return;
        visible.delete(element);
        observer?.unobserve(element);
      };
    },
    interaction(element, fire) {
      const set = interested.get(element) ?? interested.set(element, new Set()).get(element)!;
      set.add(fire);
      return () => {
        if (set.delete(fire) && !set.size) interested.delete(element);
      };
    },
  };

  return {
    arm,
    stop() {
      for (const type of INTERACTION_EVENTS) off.call(doc, type, onInteraction, true);
      observer?.disconnect();
      interested.clear();
      visible.clear();
    },
  };
}
