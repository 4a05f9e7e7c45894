/**
 * Tooltip over the legacy markup, WAI-ARIA Disclosure pattern (the content is a
 * `role="tooltip"` box the button shows and hides): docs/rules.md §5 "Text fields" (Enter in a
 * tooltip opens it) and §8 (the Expand / Collapse texts come from page data). Enter, Space or a
 * click toggles; Esc closes and returns focus to the button; `aria-expanded` follows, and the
 * button's hidden text reads Expand while closed, Collapse while open.
 */

/** The parts of one tooltip. */
export interface TooltipParts {
  button: HTMLElement;
  content: HTMLElement;
  label: HTMLElement | null;
}

/** Finds the `.tooltip__btn` and its `.tooltip__content`; throws when either is missing. */
export function readTooltip(root: HTMLElement): TooltipParts {
  const button = root.querySelector<HTMLElement>('.tooltip__btn');
  const content = root.querySelector<HTMLElement>('.tooltip__content');
  if (!button) throw new Error('the tooltip has no .tooltip__btn');
  if (!content) throw new Error('the tooltip has no .tooltip__content');
  return { button, content, label: button.querySelector<HTMLElement>('.tooltip__btn-text') };
}

/** The button's hidden texts, from page data. */
export interface TooltipTexts {
  expand: string;
  collapse: string;
}

/** How the controller reports and wraps what it runs. */
export interface TooltipHost {
  /** Wraps listeners (the plugin's guard). */
  wrap: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;
}

let boxes = 0;

/** Starts one tooltip on `root`; returns the cleanup that restores the page's markup. */
export function createTooltip(root: HTMLElement, texts: TooltipTexts, host: TooltipHost): () => void {
  const { button, content, label } = readTooltip(root);
  const before = { expanded: button.getAttribute('aria-expanded'), controls: button.getAttribute('aria-controls'), hidden: content.hidden, label: label?.textContent, open: root.classList.contains('tooltip--open') };
  // A box without an id gets one of its own (two tooltips never share it), taken back on cleanup.
  const ownId = !content.id;
  if (ownId) content.id = `sf-tooltip-${++boxes}`;
  let open = false;

  const render = () => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-controls', content.id);
    content.hidden = !open;
    root.classList.toggle('tooltip--open', open);
    // Text set as text: the page's words are never parsed as markup.
    if (label) label.textContent = open ? texts.collapse : texts.expand;
  };
  const set = (next: boolean) => {
    open = next;
    render();
  };
  const onClick = host.wrap((event: MouseEvent) => {
    event.preventDefault();
    set(!open);
  });
  // A native button turns Enter and Space into a click itself; other elements need the keys.
  const native = button instanceof HTMLButtonElement;
  const onButtonKey = host.wrap((event: KeyboardEvent) => {
    if (native || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    set(!open);
  });
  const onEscape = host.wrap((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    set(false);
    button.focus();
  });

  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onButtonKey);
  root.addEventListener('keydown', onEscape);
  render();

  return () => {
    button.removeEventListener('click', onClick);
    button.removeEventListener('keydown', onButtonKey);
    root.removeEventListener('keydown', onEscape);
    if (before.expanded === null) button.removeAttribute('aria-expanded');
    else button.setAttribute('aria-expanded', before.expanded);
    if (before.controls === null) button.removeAttribute('aria-controls');
    else button.setAttribute('aria-controls', before.controls);
    content.hidden = before.hidden;
    root.classList.toggle('tooltip--open', before.open);
    if (label && before.label !== undefined) label.textContent = before.label;
    if (ownId) content.removeAttribute('id');
  };
}
