/**
 * The notice banner (docs/rules.md §4 "Notice banner"): collapsed ↔ expanded, or shown → closed.
 * A toggle banner's `button.notice-banner__toggle` names its text by `aria-controls` and says
 * its state in `aria-expanded`; a closable banner's `button.notice-banner__close` hides the
 * banner for this page view (no cookie: docs/rules.md §9 names none for it), focus moving to the
 * content. Both are native buttons, so Enter and Space work as clicks. Pattern: WAI-ARIA
 * disclosure (a button with aria-expanded and aria-controls showing and hiding its content).
 */
import { useLayoutEffect } from 'react';
import type { PluginProps } from '../../runtime/index';

/**
 * Where the focus goes when the banner closes with it inside (never the page's start):
 * `#content`, focusable for that one move only (the tabindex is taken back once the focus
 * leaves), looked up through the prototype so markup named "getElementById" cannot hide it
 * (docs/architecture.md "Input hardening"). The cookie bar, the country selector and the
 * notice banner each keep this copy: shared, it was a chunk of its own, about 150 B more on each.
 */
const focusMain = () => {
  const main = Document.prototype.getElementById.call(document, 'content');
  if (main && !main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main?.focus({ preventScroll: true });
};

/** The text a toggle button controls, or null (with a warning) when its `aria-controls` names none inside the banner. */
function controlled(element: HTMLElement, toggle: HTMLElement): HTMLElement | null {
  const id = toggle.getAttribute('aria-controls') ?? '';
  // Looked up inside the banner: markup named "getElementById" cannot hide it (docs/architecture.md "Input hardening").
  const panel = id ? [...element.querySelectorAll<HTMLElement>('[id]')].find((el) => el.id === id) : null;
  if (panel) return panel;
  console.warn('storefront: notice-banner: the toggle\'s aria-controls names no element inside the banner; the toggle does nothing');
  return null;
}

/** The component the registry portals into `.notice-banner` (it renders nothing of its own). */
export default function NoticeBanner({ element, event, guard }: PluginProps) {
  useLayoutEffect(() => {
    const toggle = element.querySelector<HTMLElement>('.notice-banner__toggle');
    const panel = toggle ? controlled(element, toggle) : null;
    const before = { expanded: toggle?.getAttribute('aria-expanded') ?? null, panelHidden: panel?.hidden ?? false };
    if (toggle && panel) {
      // The state the page shows is the state the button says.
      toggle.setAttribute('aria-expanded', String(!panel.hidden));
    }

    const act = (target: Element | null) => {
      if (!target) return;
      if (toggle && panel && target.closest('.notice-banner__toggle') === toggle) {
        const open = toggle.getAttribute('aria-expanded') !== 'true';
        toggle.setAttribute('aria-expanded', String(open));
        panel.hidden = !open;
        return;
      }
      if (target.closest('.notice-banner__close')) {
        const hadFocus = element.contains(document.activeElement);
        element.hidden = true;
        if (hadFocus) {
          focusMain();
        }
      }
    };
    const onClick = guard((e: Event) => act(e.target instanceof Element ? e.target : null));
    // The click that loaded the chunk is answered once; later clicks come through the listener.
    if (event?.type === 'click') act(event.target instanceof Element ? event.target : null);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      if (toggle) {
        if (before.expanded === null) toggle.removeAttribute('aria-expanded');
        else toggle.setAttribute('aria-expanded', before.expanded);
      }
      if (panel) panel.hidden = before.panelHidden;
      element.hidden = false;
    };
    // `event` is read once, at mount: a later prop change is not a new click.
  }, [element, guard]);
  return null;
}
